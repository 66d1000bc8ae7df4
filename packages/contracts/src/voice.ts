import { z } from 'zod';
import { headerSecretField } from './fields';

// The voice control's constants and texts live in a zod-free file (the chat page reads them); kept importable from here.
export { VOICE_CONTROL, VOICE_CONTROL_TEXTS, VOICE_TEXTS } from './voice-texts';

export const TTS_MODELS = ['tts-1', 'tts-1-hd'] as const;
export const TTS_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export const WHISPER_MODELS = ['whisper-1'] as const;
export const ELEVENLABS_MODELS = ['eleven_monolingual_v1', 'eleven_multilingual_v1', 'eleven_multilingual_v2'] as const;
export const SPEECH_RATE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
/** OpenAI's speech endpoint takes at most this many characters at once. */
export const TTS_MAX_CHARACTERS = 4096;
/** An upload for transcription: a minute or two of compressed speech fits well within this. */
export const STT_MAX_BYTES = 10 * 1024 * 1024;
/** A stored key is never sent back; this stands in for it, and sent back means "keep it". */
export const VOICE_KEY_PLACEHOLDER = '***configured***';

const key = (label: string) => headerSecretField(label, z.string().trim().max(500));

/** Document 001, Voice config. */
export const voiceConfigSchema = z.object({
  is_enabled: z.boolean(),
  use_openai_whisper: z.boolean(),
  use_openai_tts: z.boolean(),
  use_elevenlabs: z.boolean(),
  openai_api_key: key('The OpenAI API key').refine(
    (value) => value === '' || value === VOICE_KEY_PLACEHOLDER || value.startsWith('sk-'),
    "The OpenAI API key must begin with 'sk-'",
  ),
  elevenlabs_api_key: key('The ElevenLabs API key'),
  whisper_model: z.enum(WHISPER_MODELS, { error: `Whisper model must be one of ${WHISPER_MODELS.join(', ')}` }),
  tts_model: z.enum(TTS_MODELS, { error: `TTS model must be one of ${TTS_MODELS.join(', ')}` }),
  tts_voice: z.enum(TTS_VOICES, { error: `Voice must be one of ${TTS_VOICES.join(', ')}` }),
  elevenlabs_voice_id: z.string().trim().max(100),
  elevenlabs_model: z.enum(ELEVENLABS_MODELS, { error: `ElevenLabs model must be one of ${ELEVENLABS_MODELS.join(', ')}` }),
  auto_play_responses: z.boolean(),
  speech_rate: z
    .number({ error: 'Speech rate must be a number' })
    .min(SPEECH_RATE.min, `Speech rate must be at least ${SPEECH_RATE.min}`)
    .max(SPEECH_RATE.max, `Speech rate must be at most ${SPEECH_RATE.max}`),
});
export type VoiceConfig = z.output<typeof voiceConfigSchema>;
/** Until a company saves its own: every switch off but auto-play (document 001). */
export const VOICE_DEFAULTS: VoiceConfig = {
  is_enabled: false,
  use_openai_whisper: false,
  use_openai_tts: false,
  use_elevenlabs: false,
  openai_api_key: '',
  elevenlabs_api_key: '',
  whisper_model: 'whisper-1',
  tts_model: 'tts-1',
  tts_voice: 'alloy',
  elevenlabs_voice_id: '',
  elevenlabs_model: 'eleven_monolingual_v1',
  auto_play_responses: true,
  speech_rate: SPEECH_RATE.default,
};
/**
 * A save: a field left out keeps its saved value (its default before the first save), so a
 * client changing one setting never switches voice off or drops a key; a key sent as '' is removed.
 */
export const voiceConfigBodySchema = voiceConfigSchema.partial();
export type VoiceConfigBody = z.input<typeof voiceConfigBodySchema>;

export const voiceConfigResponseSchema = z.object({
  config: voiceConfigSchema.extend({ openai_api_key: z.string(), elevenlabs_api_key: z.string() }),
});
export const saveVoiceConfigResponseSchema = voiceConfigResponseSchema.extend({ message: z.string() });
export const voiceTtsBodySchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(TTS_MAX_CHARACTERS, `Text must be at most ${TTS_MAX_CHARACTERS} characters`),
});
export const voiceSttResponseSchema = z.object({ text: z.string() });

/**
 * What a chat needs to speak and listen, derived from the voice configuration (no keys): who
 * speaks the answers (the browser, or the server through OpenAI or ElevenLabs) and who recognises
 * speech (the browser, or the server through Whisper).
 */
export const voiceSettingsSchema = z.object({
  speech: z.enum(['browser', 'server']),
  recognition: z.enum(['browser', 'whisper']),
  auto_play: z.boolean(),
  speech_rate: z.number(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

/** The chat's voice settings, or null when voice is switched off. */
export function voiceSettingsOf(config: VoiceConfig): VoiceSettings | null {
  if (!config.is_enabled) return null;
  return {
    speech: config.use_openai_tts || config.use_elevenlabs ? 'server' : 'browser',
    recognition: config.use_openai_whisper ? 'whisper' : 'browser',
    auto_play: config.auto_play_responses,
    speech_rate: config.speech_rate,
  };
}

/** Document 001, section 9: what each way of speaking costs. */
export const VOICE_COST_HINTS = {
  whisper: 'Speech-to-text (Whisper): about $0.006 per minute',
  openaiTts: 'OpenAI speech: about $0.015 per 1K characters',
  elevenlabs: 'ElevenLabs (premium voices): about $0.30 per 1K characters',
  browser: 'Browser speech: free',
} as const;
