import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { apiCalls } from '../../db/schema/api-usage';

export type ServiceUsageRow = { service: string; requests: number; avg_ms: number; errors: number };
export type CallRow = {
  created_at: Date | string;
  service: string;
  method: string;
  endpoint: string;
  status_code: number;
  duration_ms: number;
};
type NewCall = Omit<typeof apiCalls.$inferInsert, 'id' | 'companyId'>;

/*
 * Every outbound call of a company as one relation: the calls in api_calls, and the model and
 * speech calls in ai_usage (not the built-in responder, which calls nobody). A model call's outcome
 * becomes the HTTP status the page colours: timeouts 504, an open circuit 503, other failures 502.
 * Row-level security (and the company condition) keeps both to the company.
 */
const allCalls = (companyId: string) => sql`(
  select created_at, service, method, endpoint, status_code, duration_ms from api_calls where company_id = ${companyId}
  union all
  select created_at,
    case provider when 'elevenlabs' then 'ElevenLabs' else 'OpenAI' end,
    'POST',
    case purpose when 'speech' then case provider when 'elevenlabs' then '/v1/text-to-speech' else '/v1/audio/speech' end
                 when 'transcription' then '/v1/audio/transcriptions'
                 else '/v1/chat/completions' end,
    case status when 'ok' then 200 when 'abandoned' then 499 when 'timeout' then 504 when 'circuit_open' then 503 else 502 end,
    duration_ms
  from ai_usage where company_id = ${companyId} and provider <> 'builtin'
) as calls`;

export class ApiUsageRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async insert(call: NewCall): Promise<void> {
    await this.db.insert(apiCalls).values({ ...call, companyId: this.companyId });
  }

  async byService(since: Date): Promise<ServiceUsageRow[]> {
    return rowsOf<ServiceUsageRow>(
      await this.db.execute(sql`
        select service, count(*)::int as requests, coalesce(avg(duration_ms), 0)::float as avg_ms,
               count(*) filter (where status_code >= 400 or status_code = 0)::int as errors
        from ${allCalls(this.companyId)}
        where created_at >= ${since.toISOString()}::timestamptz
        group by service order by requests desc, service`),
    );
  }

  async recent(limit: number): Promise<CallRow[]> {
    return rowsOf<CallRow>(
      await this.db.execute(sql`
        select created_at, service, method, endpoint, status_code, duration_ms
        from ${allCalls(this.companyId)} order by created_at desc limit ${limit}`),
    );
  }
}
