import type { FastifyBaseLogger } from 'fastify';
import type { UsageEntry, UsageSink } from '../../assistant/assistant.service';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { TenantWriteQueue } from '../../platform/tenant-writes';
import { AiUsageRepo, type UsageRecord } from './ai-usage.repo';
import { estimateCostUsd } from './pricing';

const RECENT_FAILURE_MS = 7 * 24 * 60 * 60_000;

/** Records every assistant call with its tokens and estimated cost; billing and analytics read them. */
export class AiUsageService implements UsageSink {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      /**
       * One row per model call, many calls at once under load: rows queued together share one
       * insert, and the transaction of the chat turn's answer.
       */
      writes: TenantWriteQueue<'usage', UsageRecord>;
      logger: FastifyBaseLogger;
    },
  ) {}

  /**
   * The model's failure the dashboard's assistant health and OpenAI Settings show: its newest chat
   * call of the week before `now` (older ones are history), after `after` when given (the key
   * changed then), when that call failed.
   */
  async recentChatFailure(companyId: string, now: Date, after?: Date): Promise<{ outcome: string; at: string } | null> {
    const weekAgo = now.getTime() - RECENT_FAILURE_MS;
    const since = new Date(after && after.getTime() > weekAgo ? after.getTime() : weekAgo);
    const row = await withTenant(this.deps.database, companyId, (db) => new AiUsageRepo(db, companyId).lastChatFailure(since));
    return row ? { outcome: row.status, at: row.createdAt.toISOString() } : null;
  }

  async record(entry: UsageEntry): Promise<void> {
    const { companyId, ...call } = entry;
    const cost = call.provider === 'openai' ? estimateCostUsd(call.model, call.promptTokens, call.completionTokens) : 0;
    try {
      await this.deps.writes.add(companyId, 'usage', [{ ...call, costUsd: cost.toFixed(6) }]);
    } catch (error) {
      // Losing one usage row must not lose the visitor's answer.
      this.deps.logger.error({ err: error, companyId }, 'could not record AI usage');
    }
  }
}
