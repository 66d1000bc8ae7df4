import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { estimateCostUsd } from '../../assistant/pricing';
import type { UsageRecord } from './ai-usage.repo';
import { AiUsageRepo } from './ai-usage.repo';

export type CallOutcome = Omit<UsageRecord, 'costUsd' | 'createdAt'> & { createdAt: Date };

/** The row to store for a call: the outcome plus its estimated cost. */
export function usageRecord(outcome: CallOutcome): UsageRecord {
  const cost =
    outcome.provider === 'openai' ? estimateCostUsd(outcome.model, outcome.promptTokens ?? 0, outcome.completionTokens ?? 0) : 0;
  return { ...outcome, costUsd: cost.toFixed(6) };
}

/** Records assistant calls with their tokens and estimated cost; billing and analytics read them. */
export class AiUsageService {
  constructor(private readonly deps: { database: DatabaseHandle; logger: FastifyBaseLogger }) {}

  async record(companyId: string, outcome: CallOutcome): Promise<void> {
    try {
      await withTenant(this.deps.database, companyId, (db) => new AiUsageRepo(db, companyId).insert(usageRecord(outcome)));
    } catch (error) {
      // Losing one usage row must not lose the visitor's answer.
      this.deps.logger.error({ err: error, companyId }, 'could not record AI usage');
    }
  }
}
