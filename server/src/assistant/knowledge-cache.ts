import type { Clock } from '../platform/clock';
import type { KnowledgeRow } from '../modules/knowledge/knowledge.repo';
import { buildKnowledgeIndex, type KnowledgeIndex } from './builtin/knowledge-index';

type Cached = { index: KnowledgeIndex; rows: KnowledgeRow[]; builtAt: number };

// Knowledge changes invalidate the entry at once in this process; the TTL covers other instances.
const TTL_MS = 60_000;
const MAX_COMPANIES = 1000;

/** Per-company retrieval indexes, built on first use and rebuilt when the company's knowledge changes. */
export class KnowledgeIndexCache {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly load: (companyId: string) => Promise<KnowledgeRow[]>,
    private readonly clock: Clock,
  ) {}

  async get(companyId: string): Promise<Cached> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(companyId);
    if (hit && now - hit.builtAt < TTL_MS) return hit;
    const rows = await this.load(companyId);
    const built: Cached = {
      rows,
      builtAt: now,
      index: buildKnowledgeIndex(rows.map((row) => ({ id: row.id, title: row.title, content: row.definition }))),
    };
    this.cache.delete(companyId);
    this.cache.set(companyId, built);
    if (this.cache.size > MAX_COMPANIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return built;
  }

  invalidate(companyId: string): void {
    this.cache.delete(companyId);
  }
}
