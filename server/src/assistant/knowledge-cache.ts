import type { Clock } from '../platform/clock';
import type { KnowledgeRow } from '../modules/knowledge/knowledge.repo';
import { buildKnowledgeIndex, type KnowledgeIndex } from './builtin/knowledge-index';
import { CompanyCache } from './company-cache';

export type CompanyKnowledge = { index: KnowledgeIndex; rows: KnowledgeRow[] };

/** Per-company retrieval indexes, built on first use and rebuilt when the company's knowledge changes. */
export class KnowledgeIndexCache extends CompanyCache<CompanyKnowledge> {
  constructor(load: (companyId: string) => Promise<KnowledgeRow[]>, clock: Clock) {
    super(
      async (companyId) => {
        const rows = await load(companyId);
        return {
          rows,
          index: buildKnowledgeIndex(rows.map((row) => ({ id: row.id, title: row.title, content: row.definition }))),
        };
      },
      clock,
      60_000,
    );
  }
}
