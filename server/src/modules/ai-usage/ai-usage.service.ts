import type { FastifyBaseLogger } from 'fastify';
import type { UsageEntry, UsageSink } from '../../assistant/assistant.service';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AiUsageRepo } from './ai-usage.repo';
import { estimateCostUsd } from './pricing';

/** Records every assistant call with its tokens and estimated cost; billing and analytics read them. */
export class AiUsageService implements UsageSink {
  constructor(private readonly deps: { database: DatabaseHandle; logger: FastifyBaseLogger }) {}

  /** The newest failed chat call since `since`, for the dashboard's assistant health. */
  lastChatFailure(companyId: string, since: Date) {
    return withTenant(this.deps.database, companyId, (db) => new AiUsageRepo(db, companyId).lastChatFailure(since));
  }

  async record(entry: UsageEntry): Promise<void> {
    const { companyId, ...call } = entry;
    const cost = call.provider === 'openai' ? estimateCostUsd(call.model, call.promptTokens, call.completionTokens) : 0;
    try {
      await withTenant(this.deps.database, companyId, (db) =>
        new AiUsageRepo(db, companyId).insert({ ...call, costUsd: cost.toFixed(6) }),
      );
    } catch (error) {
      // Losing one usage row must not lose the visitor's answer.
      this.deps.logger.error({ err: error, companyId }, 'could not record AI usage');
    }
  }
}
