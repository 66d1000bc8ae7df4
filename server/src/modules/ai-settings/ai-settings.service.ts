import {
  API_KEY_PLACEHOLDER,
  OPENAI_DEFAULTS,
  type OpenaiSettings,
  type SaveOpenaiSettingsBody,
} from '@frontdesk/contracts/ai-settings';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { badRequest } from '../../platform/errors';
import { AssistantSettingsRepo, type AssistantSettingsRow } from './assistant-settings.repo';

/** Which model answers a company: its own key, the operator's, or the built-in responder. */
export type ProviderChoice =
  | { kind: 'builtin' }
  | {
      kind: 'openai';
      source: 'company' | 'platform';
      apiKey: string;
      baseUrl: string | undefined;
      model: string;
      maxTokens: number;
      temperature: number;
    };

/** The OpenAI Settings page, and the one place that unseals a company's key. */
export class AiSettingsService {
  private readonly listeners: ((companyId: string) => void)[] = [];

  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock; secrets: SecretBox; ai: Config['ai'] }) {}

  onChange(listener: (companyId: string) => void): void {
    this.listeners.push(listener);
  }

  async get(companyId: string): Promise<OpenaiSettings> {
    return this.view(await this.row(companyId));
  }

  async save(companyId: string, body: SaveOpenaiSettingsBody): Promise<OpenaiSettings> {
    const now = this.deps.clock.now();
    await withTenant(this.deps.database, companyId, (db) =>
      new AssistantSettingsRepo(db, companyId).upsert(
        {
          model: body.model,
          maxTokens: body.max_tokens,
          temperature: Math.round(body.temperature * 10) / 10,
          ...(body.api_key ? { openaiKeySealed: this.deps.secrets.seal(body.api_key.trim()) } : {}),
        },
        now,
      ),
    );
    this.changed(companyId);
    return this.get(companyId);
  }

  async removeKey(companyId: string): Promise<OpenaiSettings> {
    await withTenant(this.deps.database, companyId, (db) =>
      new AssistantSettingsRepo(db, companyId).upsert({ openaiKeySealed: null }, this.deps.clock.now()),
    );
    // A key is often removed because it leaked: no cached copy may keep using it.
    this.changed(companyId);
    return this.get(companyId);
  }

  async providerFor(companyId: string): Promise<ProviderChoice> {
    const row = await this.row(companyId);
    const settings = {
      model: row?.model ?? OPENAI_DEFAULTS.model,
      maxTokens: row?.maxTokens ?? OPENAI_DEFAULTS.max_tokens,
      temperature: row?.temperature ?? OPENAI_DEFAULTS.temperature,
    };
    const { ai } = this.deps;
    if (row?.openaiKeySealed) {
      return {
        kind: 'openai',
        source: 'company',
        apiKey: this.deps.secrets.open(row.openaiKeySealed),
        baseUrl: ai.baseUrl,
        ...settings,
      };
    }
    if (ai.apiKey)
      return {
        kind: 'openai',
        source: 'platform',
        apiKey: ai.apiKey,
        baseUrl: ai.baseUrl,
        ...settings,
        model: ai.model ?? settings.model,
      };
    return { kind: 'builtin' };
  }

  /** The key to test: the one just typed, else the stored one; never echoed back. */
  async keyForTest(companyId: string, typed: string | undefined): Promise<string> {
    if (typed) return typed;
    const row = await this.row(companyId);
    if (row?.openaiKeySealed) return this.deps.secrets.open(row.openaiKeySealed);
    if (this.deps.ai.apiKey) return this.deps.ai.apiKey;
    throw badRequest(TEXTS.openai.noKey, { api_key: [TEXTS.openai.noKey] });
  }

  get baseUrl(): string | undefined {
    return this.deps.ai.baseUrl;
  }

  private changed(companyId: string): void {
    for (const listener of this.listeners) listener(companyId);
  }

  private row(companyId: string): Promise<AssistantSettingsRow | undefined> {
    return withTenant(this.deps.database, companyId, (db) => new AssistantSettingsRepo(db, companyId).get());
  }

  private view(row: AssistantSettingsRow | undefined): OpenaiSettings {
    const hasKey = Boolean(row?.openaiKeySealed);
    return {
      api_key: hasKey ? API_KEY_PLACEHOLDER : '',
      has_api_key: hasKey,
      uses_platform_key: !hasKey && Boolean(this.deps.ai.apiKey),
      model: row?.model ?? OPENAI_DEFAULTS.model,
      max_tokens: row?.maxTokens ?? OPENAI_DEFAULTS.max_tokens,
      temperature: row?.temperature ?? OPENAI_DEFAULTS.temperature,
    };
  }
}
