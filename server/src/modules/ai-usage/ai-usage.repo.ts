import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiUsage } from '../../db/schema/assistant';
import { unnestInsert } from '../../db/unnest-insert';
import type { TenantWriter } from '../../platform/tenant-writes';

export type UsageRecord = Omit<typeof aiUsage.$inferSelect, 'id' | 'companyId'>;

const USAGE_COLUMNS = [
  'companyId',
  'sessionId',
  'purpose',
  'provider',
  'model',
  'promptTokens',
  'completionTokens',
  'costUsd',
  'durationMs',
  'status',
  'keySource',
  'createdAt',
] as const;

/** One company's model usage rows (appended by writeUsage, below). */
export class AiUsageRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /**
   * The newest model chat call since `since` when it failed: once the model answers again, the
   * failure before is over. Calls the visitor left say nothing either way.
   */
  async lastChatFailure(since: Date): Promise<{ status: string; createdAt: Date } | undefined> {
    const [row] = await this.db
      .select({ status: aiUsage.status, createdAt: aiUsage.createdAt })
      .from(aiUsage)
      .where(
        and(
          eq(aiUsage.companyId, this.companyId),
          gte(aiUsage.createdAt, since),
          eq(aiUsage.purpose, 'chat'),
          eq(aiUsage.provider, 'openai'),
          inArray(aiUsage.status, ['ok', 'error', 'timeout', 'circuit_open']),
        ),
      )
      .orderBy(desc(aiUsage.createdAt))
      .limit(1);
    return row?.status === 'ok' ? undefined : row;
  }
}

/** Usage rows as the shared tenant write queue writes them (platform/tenant-writes.ts). */
export const writeUsage: TenantWriter<UsageRecord> = (companyId, records) => [
  unnestInsert(
    aiUsage,
    USAGE_COLUMNS,
    records.map((record) => ({ ...record, companyId })),
  ),
];
