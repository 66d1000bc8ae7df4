import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_LIMITS, type KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { CompanyRepo } from '../company/company.repo';
import { KnowledgeRepo, type KnowledgeRow } from './knowledge.repo';

/** What a company teaches its assistant. Changes notify listeners so cached indexes are rebuilt. */
export class KnowledgeService {
  private readonly listeners: ((companyId: string) => void)[] = [];

  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock }) {}

  onChange(listener: (companyId: string) => void): void {
    this.listeners.push(listener);
  }

  async list(companyId: string): Promise<KnowledgeEntry[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).list());
    return rows.map(view);
  }

  /** The raw rows, for the assistant's retrieval. */
  rows(companyId: string): Promise<KnowledgeRow[]> {
    return withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).list());
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
    this.changed(companyId);
    return view(row);
  }

  async remove(companyId: string, id: string): Promise<void> {
    const deleted = await withTenant(this.deps.database, companyId, (db) => new KnowledgeRepo(db, companyId).delete(id));
    if (!deleted) throw notFound(TEXTS.companySetup.notFound);
    this.changed(companyId);
  }

  /** GET /api/company/info: one item describing the company (title, type, slug). */
  async companyInfo(companyId: string) {
    const company = await withTenant(this.deps.database, companyId, (db) => new CompanyRepo(db, companyId).find());
    if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
    return [{ company_title: company.name, company_type: company.companyType, slug: company.slug, company_id: company.id }];
  }

  private changed(companyId: string): void {
    for (const listener of this.listeners) listener(companyId);
  }
}

function view(row: KnowledgeRow): KnowledgeEntry {
  return { id: row.id, companyTitle: row.title, definition: row.definition, created_at: row.createdAt.toISOString() };
}
