import type { Clock } from '../platform/clock';

/**
 * Per-company values loaded on first use and dropped on change. A load that was already running
 * when the company changed is returned to its caller but not kept, so stale data is never cached.
 */
export class CompanyCache<T> {
  private readonly entries = new Map<string, { value: T; loadedAt: number }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly load: (companyId: string) => Promise<T>,
    private readonly clock: Clock,
    /** Changes in this process invalidate at once; the TTL bounds staleness across instances. */
    private readonly ttlMs: number,
    private readonly maxCompanies = 1000,
  ) {}

  async get(companyId: string): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(companyId);
    if (hit && now - hit.loadedAt < this.ttlMs) return hit.value;
    const version = this.versions.get(companyId) ?? 0;
    const value = await this.load(companyId);
    if ((this.versions.get(companyId) ?? 0) === version) {
      this.entries.delete(companyId);
      this.entries.set(companyId, { value, loadedAt: now });
      if (this.entries.size > this.maxCompanies) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  invalidate(companyId: string): void {
    this.entries.delete(companyId);
    this.versions.set(companyId, (this.versions.get(companyId) ?? 0) + 1);
  }
}
