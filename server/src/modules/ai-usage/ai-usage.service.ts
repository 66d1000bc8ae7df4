import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { estimateCostUsd } from '../../assistant/pricing';
import { AiUsageRepo, type UsageRecord } from './ai-usage.repo';

export type CallOutcome = Omit<UsageRecord, 'costUsd' | 'createdAt'> & { createdAt: Date };

/** Records every assistant call with its tokens and estimated cost; billing and analytics read it. */
export class AiUsageService {
  constructor(private readonly deps: { database: DatabaseHandle; logger: FastifyBaseLogger }) {}

  async record(companyId: string, outcome: CallOutcome): Promise<void> {
    const cost =
      outcome.provider === 'openai'
        ? estimateCostUsd(outcome.model, outcome.promptTokens ?? 0, outcome.completionTokens ?? 0)
        : 0;
    try {
      await withTenant(this.deps.database, companyId, (db) =>
        new AiUsageRepo(db, companyId).insert({ ...outcome, costUsd: cost.toFixed(6) }),
      );
    } catch (error) {
      // Losing one usage row must not lose the visitor's answer.
      this.deps.logger.error({ err: error, companyId }, 'could not record AI usage');
    }
  }
}
