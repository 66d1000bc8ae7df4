import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_LIMITS, type KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { titleKey, type KnowledgeDocument } from '../../assistant/assistant.service';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { KnowledgeRepo, type KnowledgeRow } from './knowledge.repo';

// Suggested questions skip repeated titles, so a few more titles are read than are shown.
const TITLES_READ_PER_SHOWN = 3;

/** What a company teaches its assistant. Every change is announced so cached indexes are rebuilt. */
export class KnowledgeService {
  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock; bus: ChangeBus }) {}

  async list(companyId: string): Promise<KnowledgeEntry[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).list());
    return rows.map(view);
  }

  /**
   * The titles of the first entries, oldest first, each once as the chat tells titles apart (the public
   * chat's suggested questions: two "Opening hours" buttons would ask the same thing).
   */
  async titles(companyId: string, limit: number): Promise<string[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) =>
      new KnowledgeRepo(db, companyId).titles(limit * TITLES_READ_PER_SHOWN),
    );
    const seen = new Set<string>();
    const titles: string[] = [];
    for (const { title } of rows) {
      const key = titleKey(title);
      if (seen.has(key)) continue;
      seen.add(key);
      titles.push(title);
      if (titles.length === limit) break;
    }
    return titles;
  }

  /** The entries as the assistant's retrieval reads them. */
  async forAssistant(companyId: string): Promise<KnowledgeDocument[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).list());
    return rows.map((row) => ({ id: row.id, title: row.title, content: row.definition }));
  }

  async add(companyId: string, input: { companyTitle: string; definition: string }): Promise<KnowledgeEntry> {
    const now = this.deps.clock.now();
    const row = await withTenant(this.deps.database, companyId, async (db) => {
      const repo = new KnowledgeRepo(db, companyId);
      await repo.lockForAdding();
      if ((await repo.count()) >= KNOWLEDGE_LIMITS.entriesPerCompany) throw conflict(TEXTS.companySetup.tooMany);
      return repo.insert({
        id: randomUUID(),
        title: input.companyTitle,
        definition: input.definition,
        createdAt: now,
        updatedAt: now,
      });
    });
    await this.deps.bus.publish('knowledge', companyId);
    return view(row);
  }

  async update(companyId: string, id: string, input: { companyTitle: string; definition: string }): Promise<KnowledgeEntry> {
    const row = await withTenant(this.deps.database, companyId, (db) =>
      new KnowledgeRepo(db, companyId).update(id, {
        title: input.companyTitle,
        definition: input.definition,
        updatedAt: this.deps.clock.now(),
      }),
    );
    if (!row) throw notFound(TEXTS.companySetup.notFound);
    await this.deps.bus.publish('knowledge', companyId);
    return view(row);
  }

  async remove(companyId: string, id: string): Promise<void> {
    const deleted = await withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).delete(id));
    if (!deleted) throw notFound(TEXTS.companySetup.notFound);
    await this.deps.bus.publish('knowledge', companyId);
  }
}

function view(row: KnowledgeRow): KnowledgeEntry {
  return { id: row.id, companyTitle: row.title, definition: row.definition, created_at: row.createdAt.toISOString() };
}
