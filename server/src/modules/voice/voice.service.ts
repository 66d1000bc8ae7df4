import OpenAI, { toFile } from 'openai';
import {
  VOICE_DEFAULTS,
  VOICE_KEY_PLACEHOLDER,
  VOICE_TEXTS,
  voiceSettingsOf,
  type VoiceConfig,
  type VoiceConfigBody,
  type VoiceSettings,
} from '@frontdesk/contracts/voice';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { aiUsage } from '../../db/schema/assistant';
import { voiceConfigs } from '../../db/schema/voice';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { AppError, badRequest } from '../../platform/errors';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import type { AiSettingsService } from '../ai-settings/ai-settings.service';

type VoiceRow = typeof voiceConfigs.$inferSelect;
type Usage = Pick<typeof aiUsage.$inferInsert, 'purpose' | 'provider' | 'model' | 'status' | 'durationMs' | 'keySource'> & {
  costUsd: number;
};

export type VoiceDeps = {
  database: DatabaseHandle;
  clock: Clock;
  secrets: SecretBox;
  limits: RateLimits;
  ai: Pick<AiSettingsService, 'providerFor'>;
  /** The OpenAI-compatible server (OPENAI_BASE_URL) and ElevenLabs' address. */
  openaiBaseUrl: string | undefined;
  elevenlabsBaseUrl: string;
  timeoutMs: number;
};

// Speech costs money per call: a company's visitors and admins share these per minute.
const TTS_LIMIT: RateLimitRule = { name: 'voice-tts', points: 60, durationSeconds: 60 };
const STT_LIMIT: RateLimitRule = { name: 'voice-stt', points: 30, durationSeconds: 60 };
// US dollars, document 001 section 9.
const PRICE = {
  openaiTtsPerChar: 0.015 / 1000,
  openaiTtsHdPerChar: 0.03 / 1000,
  elevenlabsPerChar: 0.3 / 1000,
  whisperPerMinute: 0.006,
};

/**
 * Speaking with the assistant: the company's voice settings (keys sealed, never returned), speech
 * from OpenAI or ElevenLabs, transcription by Whisper. Each call is rate-limited per company and
 * recorded with its estimated cost in the usage table billing and API usage read.
 */
export class VoiceService {
  constructor(private readonly deps: VoiceDeps) {}

  async config(companyId: string): Promise<VoiceConfig> {
    const row = await this.row(companyId);
    return row ? view(row) : VOICE_DEFAULTS;
  }

  /** What a chat needs to speak and listen (no keys); null when voice is off. */
  async settings(companyId: string): Promise<VoiceSettings | null> {
    return voiceSettingsOf(await this.config(companyId));
  }

  /** Saves the fields given over what is stored, read and written in one transaction. */
  async save(companyId: string, changes: VoiceConfigBody): Promise<VoiceConfig> {
    await withTenant(this.deps.database, companyId, async (db) => {
      const repo = new CompanyRowRepo(db, voiceConfigs, companyId);
      // Held: two saves at once each keep the other's fields.
      const current = await repo.get({ forUpdate: true });
      const input: VoiceConfig = { ...(current ? view(current) : VOICE_DEFAULTS), ...changes };
      const elevenlabsKeySealed = this.kept(input.elevenlabs_api_key, current?.elevenlabsKeySealed ?? null);
      // Saved without them, ElevenLabs would put a microphone in the chat that never speaks.
      if (input.is_enabled && input.use_elevenlabs && (!elevenlabsKeySealed || input.elevenlabs_voice_id.trim() === '')) {
        throw badRequest(VOICE_TEXTS.noElevenLabsKey);
      }
      await repo.save(
        {
          isEnabled: input.is_enabled,
          useOpenaiWhisper: input.use_openai_whisper,
          useOpenaiTts: input.use_openai_tts,
          useElevenlabs: input.use_elevenlabs,
          openaiKeySealed: this.kept(input.openai_api_key, current?.openaiKeySealed ?? null),
          elevenlabsKeySealed,
          whisperModel: input.whisper_model,
          ttsModel: input.tts_model,
          ttsVoice: input.tts_voice,
          elevenlabsVoiceId: input.elevenlabs_voice_id,
          elevenlabsModel: input.elevenlabs_model,
          autoPlayResponses: input.auto_play_responses,
          speechRate: input.speech_rate,
        },
        this.deps.clock.now(),
      );
    });
    return this.config(companyId);
  }

  /** The answer read aloud, as MPEG audio, by ElevenLabs when enabled, else OpenAI. */
  async speech(companyId: string, text: string): Promise<Buffer> {
    const row = await this.enabledRow(companyId);
    await this.deps.limits.consume(TTS_LIMIT, companyId, VOICE_TEXTS.tooManySpeech);
    const started = performance.now();
    if (row.useElevenlabs) {
      if (!row.elevenlabsKeySealed || !row.elevenlabsVoiceId) throw badRequest(VOICE_TEXTS.noElevenLabsKey);
      const audio = await this.elevenlabs(this.deps.secrets.open(row.elevenlabsKeySealed), row, text);
      await this.record(companyId, {
        purpose: 'speech',
        provider: 'elevenlabs',
        model: row.elevenlabsModel,
        status: 'ok',
        keySource: 'company',
        durationMs: Math.round(performance.now() - started),
        costUsd: text.length * PRICE.elevenlabsPerChar,
      });
      return audio;
    }
    if (!row.useOpenaiTts) throw badRequest(VOICE_TEXTS.noTtsProvider);
    const { client, keySource } = await this.openai(companyId, row);
    try {
      const response = await client.audio.speech.create({
        model: row.ttsModel,
        voice: row.ttsVoice as OpenAI.Audio.SpeechCreateParams['voice'],
        input: text,
        speed: row.speechRate,
        response_format: 'mp3',
      });
      const audio = Buffer.from(await response.arrayBuffer());
      await this.record(companyId, {
        purpose: 'speech',
        provider: 'openai',
        model: row.ttsModel,
        status: 'ok',
        keySource,
        durationMs: Math.round(performance.now() - started),
        costUsd: text.length * (row.ttsModel === 'tts-1-hd' ? PRICE.openaiTtsHdPerChar : PRICE.openaiTtsPerChar),
      });
      return audio;
    } catch (error) {
      await this.record(companyId, {
        purpose: 'speech',
        provider: 'openai',
        model: row.ttsModel,
        status: 'error',
        keySource,
        durationMs: 0,
        costUsd: 0,
      });
      throw providerFailure('OpenAI', error);
    }
  }

  /** A recording's words, by Whisper (for browsers without speech recognition). */
  async transcription(companyId: string, audio: Buffer, contentType: string): Promise<string> {
    const row = await this.enabledRow(companyId);
    if (!row.useOpenaiWhisper) throw badRequest(VOICE_TEXTS.noWhisper);
    if (audio.length === 0) throw badRequest(VOICE_TEXTS.emptyAudio);
    await this.deps.limits.consume(STT_LIMIT, companyId, VOICE_TEXTS.tooManyRecordings);
    const { client, keySource } = await this.openai(companyId, row);
    const started = performance.now();
    try {
      const file = await toFile(audio, `speech.${extensionOf(contentType)}`, { type: contentType });
      const result = await client.audio.transcriptions.create({
        file,
        model: row.whisperModel,
        language: 'en',
        response_format: 'verbose_json',
      });
      await this.record(companyId, {
        purpose: 'transcription',
        provider: 'openai',
        model: row.whisperModel,
        status: 'ok',
        keySource,
        durationMs: Math.round(performance.now() - started),
        costUsd: ((result.duration ?? 0) / 60) * PRICE.whisperPerMinute,
      });
      return result.text.trim();
    } catch (error) {
      await this.record(companyId, {
        purpose: 'transcription',
        provider: 'openai',
        model: row.whisperModel,
        status: 'error',
        keySource,
        durationMs: 0,
        costUsd: 0,
      });
      throw providerFailure('OpenAI', error);
    }
  }

  private async elevenlabs(apiKey: string, row: VoiceRow, text: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(`${this.deps.elevenlabsBaseUrl}/v1/text-to-speech/${encodeURIComponent(row.elevenlabsVoiceId)}`, {
        method: 'POST',
        headers: { 'xi-api-key': apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: row.elevenlabsModel, voice_settings: { stability: 0.5, similarity_boost: 0.75 } }),
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
    } catch (error) {
      throw providerFailure('ElevenLabs', error);
    }
    if (!response.ok) {
      const detail = response.status === 401 ? 'the API key was refused' : `HTTP ${response.status}`;
      throw new AppError(
        response.status === 401 ? ERROR_CODES.validation : ERROR_CODES.remoteFailed,
        VOICE_TEXTS.providerFailed('ElevenLabs', detail),
      );
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /** The voice configuration's own key, else the company's OpenAI key, else the operator's. */
  private async openai(companyId: string, row: VoiceRow): Promise<{ client: OpenAI; keySource: 'platform' | 'company' }> {
    const own = row.openaiKeySealed ? this.deps.secrets.open(row.openaiKeySealed) : null;
    const choice = own ? null : await this.deps.ai.providerFor(companyId);
    const apiKey = own ?? (choice?.kind === 'openai' ? choice.apiKey : null);
    if (!apiKey) throw badRequest(VOICE_TEXTS.noKey);
    return {
      client: new OpenAI({ apiKey, baseURL: this.deps.openaiBaseUrl, maxRetries: 0, timeout: this.deps.timeoutMs }),
      keySource: choice?.kind === 'openai' ? choice.source : 'company',
    };
  }

  private async enabledRow(companyId: string): Promise<VoiceRow> {
    const row = await this.row(companyId);
    if (!row?.isEnabled) throw new AppError(ERROR_CODES.forbidden, VOICE_TEXTS.disabled);
    return row;
  }

  private async record(companyId: string, usage: Usage): Promise<void> {
    await withTenant(this.deps.database, companyId, (db) =>
      db.insert(aiUsage).values({
        companyId,
        sessionId: null,
        ...usage,
        costUsd: usage.costUsd.toFixed(6),
        createdAt: this.deps.clock.now(),
      }),
    );
  }

  /** The placeholder keeps the stored key, an empty value removes it, anything else replaces it. */
  private kept(given: string, stored: string | null): string | null {
    if (given === VOICE_KEY_PLACEHOLDER) return stored;
    return given ? this.deps.secrets.seal(given) : null;
  }

  private row(companyId: string): Promise<VoiceRow | undefined> {
    return withTenant(this.deps.database, companyId, (db) => new CompanyRowRepo(db, voiceConfigs, companyId).get());
  }
}

function view(row: VoiceRow): VoiceConfig {
  return {
    is_enabled: row.isEnabled,
    use_openai_whisper: row.useOpenaiWhisper,
    use_openai_tts: row.useOpenaiTts,
    use_elevenlabs: row.useElevenlabs,
    openai_api_key: row.openaiKeySealed ? VOICE_KEY_PLACEHOLDER : '',
    elevenlabs_api_key: row.elevenlabsKeySealed ? VOICE_KEY_PLACEHOLDER : '',
    whisper_model: row.whisperModel as VoiceConfig['whisper_model'],
    tts_model: row.ttsModel as VoiceConfig['tts_model'],
    tts_voice: row.ttsVoice as VoiceConfig['tts_voice'],
    elevenlabs_voice_id: row.elevenlabsVoiceId,
    elevenlabs_model: row.elevenlabsModel as VoiceConfig['elevenlabs_model'],
    auto_play_responses: row.autoPlayResponses,
    speech_rate: Math.round(row.speechRate * 10) / 10,
  };
}

function extensionOf(contentType: string): string {
  const subtype = contentType.split(';')[0]?.split('/')[1] ?? 'webm';
  return { mpeg: 'mp3', 'x-wav': 'wav', wave: 'wav', 'x-m4a': 'm4a', mp4: 'm4a' }[subtype] ?? subtype;
}

function providerFailure(provider: string, error: unknown): AppError {
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  if (status === 401)
    return new AppError(ERROR_CODES.validation, VOICE_TEXTS.providerFailed(provider, 'the API key was refused'));
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError(ERROR_CODES.remoteFailed, VOICE_TEXTS.providerFailed(provider, detail));
}
