import {
  API_KEY_PLACEHOLDER,
  OPENAI_DEFAULTS,
  type OpenaiSettings,
  type SaveOpenaiSettingsBody,
} from '@frontdesk/contracts/ai-settings';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { AssistantService, ProviderChoice } from '../../assistant/assistant.service';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { assistantSettings } from '../../db/schema/assistant';
import { withTenant } from '../../db/tenant';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { AppError, badRequest } from '../../platform/errors';
import type { AiUsageService } from '../ai-usage/ai-usage.service';

export type AiSettingsDeps = {
  database: DatabaseHandle;
  clock: Clock;
  bus: ChangeBus;
  secrets: SecretBox;
  ai: Config['ai'];
  assistant: Pick<AssistantService, 'testConnection'>;
  usage: Pick<AiUsageService, 'recentChatFailure'>;
};

type AssistantSettingsRow = typeof assistantSettings.$inferSelect;

/** The OpenAI Settings page, and the one place that unseals a company's key. */
export class AiSettingsService {
  constructor(private readonly deps: AiSettingsDeps) {}

  async get(companyId: string): Promise<OpenaiSettings> {
    const row = await this.row(companyId);
    const view = this.view(row);
    return { ...view, last_error: await this.failureOf(companyId, row, view) };
  }

  /**
   * The model's latest failure in the last week, as OpenAI Settings and the dashboard show it; none
   * when no model answers now (the key was removed), and none from before the settings last changed.
   */
  async lastModelError(companyId: string): Promise<OpenaiSettings['last_error']> {
    const row = await this.row(companyId);
    return this.failureOf(companyId, row, this.view(row));
  }

  private failureOf(
    companyId: string,
    row: AssistantSettingsRow | undefined,
    view: Omit<OpenaiSettings, 'last_error'>,
  ): Promise<OpenaiSettings['last_error']> {
    if (!view.has_api_key && !view.uses_platform_key) return Promise.resolve(null);
    return this.deps.usage.recentChatFailure(companyId, this.deps.clock.now(), row?.updatedAt);
  }

  /**
   * Saves the settings. A new key is tried first: one that fails Test Connection is saved only
   * when the admin confirmed the warning (save_untested); the built-in responder covers for it.
   */
  async save(companyId: string, body: SaveOpenaiSettingsBody): Promise<OpenaiSettings> {
    if (body.api_key && !body.save_untested) {
      try {
        await this.testConnection(companyId, { apiKey: body.api_key.trim(), model: body.model });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(ERROR_CODES.keyUntested, error.message);
      }
    }
    const now = this.deps.clock.now();
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, assistantSettings, companyId).save(
        {
          model: body.model,
          maxTokens: body.max_tokens,
          temperature: Math.round(body.temperature * 10) / 10,
          ...(body.api_key ? { openaiKeySealed: this.deps.secrets.seal(body.api_key.trim()) } : {}),
        },
        now,
      ),
    );
    await this.deps.bus.publish('assistant-config', companyId);
    return this.get(companyId);
  }

  async removeKey(companyId: string): Promise<OpenaiSettings> {
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, assistantSettings, companyId).save({ openaiKeySealed: null }, this.deps.clock.now()),
    );
    // A key is often removed because it leaked: no cached copy, on any instance, may keep using it.
    await this.deps.bus.publish('assistant-config', companyId);
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

  /** Test Connection with the key just typed, else the stored one, else the operator's; a key is never echoed back. */
  async testConnection(companyId: string, input: { apiKey: string | undefined; model: string }): Promise<void> {
    const apiKey = input.apiKey || (await this.storedKey(companyId)) || this.deps.ai.apiKey;
    if (!apiKey) throw badRequest(TEXTS.openai.noKey, { api_key: [TEXTS.openai.noKey] });
    await this.deps.assistant.testConnection(companyId, { apiKey, baseUrl: this.deps.ai.baseUrl, model: input.model });
  }

  private async storedKey(companyId: string): Promise<string | undefined> {
    const sealed = (await this.row(companyId))?.openaiKeySealed;
    return sealed ? this.deps.secrets.open(sealed) : undefined;
  }

  private row(companyId: string): Promise<AssistantSettingsRow | undefined> {
    return withTenant(this.deps.database, companyId, (db) => new CompanyRowRepo(db, assistantSettings, companyId).get());
  }

  private view(row: AssistantSettingsRow | undefined): Omit<OpenaiSettings, 'last_error'> {
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
