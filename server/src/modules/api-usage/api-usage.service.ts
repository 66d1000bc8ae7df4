import type { FastifyBaseLogger } from 'fastify';
import { successRate, type ApiCall, type ApiUsageStats, type ApiUsageTimeframe } from '@frontdesk/contracts/api-usage';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { ApiUsageRepo } from './api-usage.repo';

/** One outbound call as a module reports it. */
export type OutboundCall = { service: string; method: string; endpoint: string; statusCode: number; durationMs: number };
/** What modules that call out are given: reports a call; it never fails (a lost record is only logged). */
export type CallRecorder = (call: OutboundCall) => Promise<void>;

const TIMEFRAME_MS: Record<ApiUsageTimeframe, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** The API Usage page: what the product called for the company, how fast, how often it failed. */
export class ApiUsageService {
  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock; logger: FastifyBaseLogger }) {}

  /** A recorder for one company's calls; a lost record is logged, the call itself goes on. */
  recorder(companyId: string): CallRecorder {
    return (call) =>
      this.repo(companyId, (repo) =>
        repo.insert({ ...call, endpoint: call.endpoint.slice(0, 300), createdAt: this.deps.clock.now() }),
      ).catch((error: unknown) => this.deps.logger.warn({ err: error, companyId }, 'could not record an outbound call'));
  }

  async stats(companyId: string, timeframe: ApiUsageTimeframe): Promise<ApiUsageStats> {
    const since = new Date(this.deps.clock.now().getTime() - TIMEFRAME_MS[timeframe]);
    const rows = await this.repo(companyId, (repo) => repo.byService(since));
    const total = rows.reduce((sum, row) => sum + row.requests, 0);
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    const weighted = rows.reduce((sum, row) => sum + row.avg_ms * row.requests, 0);
    return {
      total_requests: total,
      avg_response_time: total === 0 ? 0 : Math.round(weighted / total),
      error_count: errors,
      success_rate: successRate(total, errors),
      by_service: rows.map((row) => ({
        service_name: row.service,
        request_count: row.requests,
        avg_response_time: Math.round(row.avg_ms),
        error_count: row.errors,
      })),
    };
  }

  async recent(companyId: string, limit: number): Promise<ApiCall[]> {
    const rows = await this.repo(companyId, (repo) => repo.recent(limit));
    return rows.map((row) => ({
      timestamp: new Date(row.created_at).toISOString(),
      service: row.service,
      method: row.method,
      endpoint: row.endpoint,
      status_code: row.status_code,
      duration_ms: row.duration_ms,
    }));
  }

  private repo<T>(companyId: string, work: (repo: ApiUsageRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new ApiUsageRepo(db, companyId)));
  }
}
