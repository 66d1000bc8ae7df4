import type { Clock } from '../platform/clock';
import type { AiSettingsService, ProviderChoice } from '../modules/ai-settings/ai-settings.service';
import type { EffectivePrompt, PromptsService } from '../modules/prompts/prompts.service';

type Cached = { choice: ProviderChoice; prompt: EffectivePrompt; loadedAt: number };

// Changes in this process invalidate at once; the TTL bounds staleness across instances.
const TTL_MS = 30_000;
const MAX_COMPANIES = 1000;

/** Per-company provider choice and effective prompt, so a chat turn does not re-read settings. */
export class AssistantConfigCache {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly settings: AiSettingsService,
    private readonly prompts: PromptsService,
    private readonly clock: Clock,
  ) {
    settings.onChange((companyId) => this.cache.delete(companyId));
    prompts.onChange((companyId) => this.cache.delete(companyId));
  }

  async get(companyId: string): Promise<Cached> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(companyId);
    if (hit && now - hit.loadedAt < TTL_MS) return hit;
    const [choice, prompt] = await Promise.all([this.settings.providerFor(companyId), this.prompts.effective(companyId)]);
    const loaded = { choice, prompt, loadedAt: now };
    this.cache.delete(companyId);
    this.cache.set(companyId, loaded);
    if (this.cache.size > MAX_COMPANIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return loaded;
  }
}
