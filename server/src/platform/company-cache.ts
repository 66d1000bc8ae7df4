import { LRUCache } from 'lru-cache';
import type { ChangeBus, ChangeTopic } from './change-bus';

/**
 * Per-company values loaded on first use and dropped when the change bus says the company
 * changed, on this instance or another. A load that was running when the change came is returned
 * to its caller but not kept, so a stale value is never cached. The time-to-live is only a
 * backstop for changes made outside the application.
 */
export class CompanyCache<T extends object> {
  private readonly entries: LRUCache<string, T>;
  private readonly versions = new Map<string, number>();
  /** Moves on when every company may have changed, so loads already running are not kept either. */
  private epoch = 0;

  constructor(
    private readonly load: (companyId: string) => Promise<T>,
    options: {
      bus: ChangeBus;
      topics: ChangeTopic[];
      ttlMs: number;
      maxCompanies?: number;
      /** A memory budget for values whose size varies from company to company: bytes, and each value's estimate. */
      maxBytes?: { total: number; of: (value: T) => number };
    },
  ) {
    const { maxBytes } = options;
    this.entries = new LRUCache<string, T>({
      max: options.maxCompanies ?? 1000,
      ttl: options.ttlMs,
      // The least recently used companies go first once the values together pass the budget.
      ...(maxBytes
        ? { maxSize: maxBytes.total, sizeCalculation: (value: T) => Math.max(1, Math.round(maxBytes.of(value))) }
        : {}),
    });
    for (const topic of options.topics) options.bus.on(topic, (companyId) => this.invalidate(companyId));
    options.bus.onReset(() => this.clear());
  }

  async get(companyId: string): Promise<T> {
    const hit = this.entries.get(companyId);
    if (hit) return hit;
    const version = this.version(companyId);
    const value = await this.load(companyId);
    if (this.version(companyId) === version) this.entries.set(companyId, value);
    return value;
  }

  invalidate(companyId: string): void {
    this.entries.delete(companyId);
    this.versions.set(companyId, (this.versions.get(companyId) ?? 0) + 1);
  }

  private clear(): void {
    this.entries.clear();
    this.epoch += 1;
  }

  private version(companyId: string): string {
    return `${this.epoch}:${this.versions.get(companyId) ?? 0}`;
  }
}
