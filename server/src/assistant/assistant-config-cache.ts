import type { Clock } from '../platform/clock';
import type { AiSettingsService, ProviderChoice } from '../modules/ai-settings/ai-settings.service';
import type { EffectivePrompt, PromptsService } from '../modules/prompts/prompts.service';
import { CompanyCache } from './company-cache';

export type AssistantConfig = { choice: ProviderChoice; prompt: EffectivePrompt };

/** Per-company provider choice and effective prompt, so a chat turn does not re-read settings. */
export class AssistantConfigCache extends CompanyCache<AssistantConfig> {
  constructor(settings: AiSettingsService, prompts: PromptsService, clock: Clock) {
    super(
      async (companyId) => {
        const [choice, prompt] = await Promise.all([settings.providerFor(companyId), prompts.effective(companyId)]);
        return { choice, prompt };
      },
      clock,
      30_000,
    );
    settings.onChange((companyId) => this.invalidate(companyId));
    prompts.onChange((companyId) => this.invalidate(companyId));
  }
}
