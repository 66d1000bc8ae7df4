import { sql, type SQL } from 'drizzle-orm';
import { ENGAGEMENT, COMPLETION_MIN_MESSAGES, LEAD_SCORING, SATISFIED_MIN_SECONDS } from '@frontdesk/contracts/analytics';
import type { Appointment } from '@frontdesk/contracts/calendar';
import { rowsOf, type Database } from '../../db/client';

/** A time window, start included and end excluded. */
export type Window = { since: Date; until: Date };

export type SessionFigures = {
  sessions: number;
  messages: number;
  avg_duration: number;
  engaged: number;
  mobile: number;
  completed: number;
  satisfied: number;
  response_ms: number;
  answers: number;
};

export type DayRow = { day: string; sessions: number; messages: number; avg_duration: number };

export type ActivityRow = {
  name: string | null;
  device_type: 'mobile' | 'tablet' | 'desktop';
  message_count: number;
  duration: number;
  started_at: Date | string;
};

export type ScoredRow = {
  session_id: string;
  name: string;
  email: string;
  phone: string;
  message_count: number;
  duration: number;
  score: number;
  started_at: Date | string;
};

export type ExportRow = ScoredRow & { device_type: string };

/** Appointments of one way of booking: confirmed ones, and cancelled ones apart. */
export type AppointmentCountRow = { source: Appointment['created_source']; confirmed: number; cancelled: number };

export type UpcomingAppointmentRow = {
  title: string;
  client_name: string;
  client_email: string;
  /** Milliseconds since the epoch: the same number from either database driver. */
  start_ms: number;
  end_ms: number;
  source: Appointment['created_source'];
};

const DURATION = sql.raw('extract(epoch from s.last_activity_at - s.started_at)');

/** The spec's lead score in SQL (over the given column expressions), so the best leads are found without reading every session. */
function scoreOf(columns: { email: string; phone: string; messages: string; seconds: string }): SQL {
  return sql.raw(`least(${LEAD_SCORING.cap},
    (case when ${columns.email} <> '' then ${LEAD_SCORING.email} else 0 end)
    + (case when ${columns.phone} <> '' then ${LEAD_SCORING.phone} else 0 end)
    + (case when ${columns.messages} > ${LEAD_SCORING.messagesOver} then ${LEAD_SCORING.manyMessages} else 0 end)
    + (case when ${columns.seconds} > ${LEAD_SCORING.secondsOver} then ${LEAD_SCORING.longSession} else 0 end))`);
}
const SESSION_SECONDS = 'coalesce(extract(epoch from s.last_activity_at - s.started_at), 0)';
const SCORE = scoreOf({
  email: "coalesce(l.email, '')",
  phone: "coalesce(l.phone, '')",
  messages: 'coalesce(s.message_count, 0)',
  seconds: SESSION_SECONDS,
});
const CONTACT_ONLY_SCORE = scoreOf({ email: 'l.email', phone: 'l.phone', messages: '0', seconds: '0' });

const iso = (date: Date) => date.toISOString();

/** A lead `l` a member left while testing the simulator is no visitor's. */
const NOT_LEFT_IN_A_TEST = sql`not exists (
  select 1 from chat_sessions t where t.company_id = l.company_id and t.id = l.session_id and t.is_test
)`;

/**
 * The figures of Analytics and Business Intelligence, in SQL over one company's chat sessions,
 * leads and visits (and, for the business chat, its appointments). Sessions carry their visitor-message count and answer times, so no query
 * reads the messages themselves (a busy company has millions).
 */
export class AnalyticsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /** Visitors' sessions of the window; members' tests in the simulator are never counted. */
  private sessionsIn(window: Window): SQL {
    return sql`s.company_id = ${this.companyId} and not s.is_test and s.started_at >= ${iso(window.since)}::timestamptz and s.started_at < ${iso(window.until)}::timestamptz`;
  }

  async sessionFigures(window: Window): Promise<SessionFigures> {
    const [row] = rowsOf<SessionFigures>(
      await this.db.execute(sql`
        select count(*)::int as sessions,
               coalesce(sum(s.message_count), 0)::int as messages,
               coalesce(avg(${DURATION}), 0)::float as avg_duration,
               count(*) filter (where s.message_count >= ${ENGAGEMENT.minMessages}
                 and ${DURATION} >= ${ENGAGEMENT.minSeconds})::int as engaged,
               count(*) filter (where s.device_type in ('mobile', 'tablet'))::int as mobile,
               count(*) filter (where s.message_count >= ${COMPLETION_MIN_MESSAGES})::int as completed,
               count(*) filter (where ${DURATION} >= ${SATISFIED_MIN_SECONDS})::int as satisfied,
               coalesce(sum(s.response_ms_total), 0)::float as response_ms,
               coalesce(sum(s.answer_count), 0)::int as answers
        from chat_sessions s where ${this.sessionsIn(window)}`),
    );
    return row as SessionFigures;
  }

  /** Whether a visitor has ever opened the chat. */
  async anyVisit(): Promise<boolean> {
    const rows = rowsOf<{ one: number }>(
      await this.db.execute(sql`select 1 as one from chat_visits where company_id = ${this.companyId} limit 1`),
    );
    return rows.length > 0;
  }

  async totalSessions(): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`select count(*)::int as n from chat_sessions where company_id = ${this.companyId} and not is_test`,
      ),
    );
    return row?.n ?? 0;
  }

  /** Whether a member of the company ever asked its assistant something (the simulator's sessions). */
  async triedByTeam(): Promise<boolean> {
    const rows = rowsOf<{ one: number }>(
      await this.db.execute(
        sql`select 1 as one from chat_sessions where company_id = ${this.companyId} and is_test and message_count > 0 limit 1`,
      ),
    );
    return rows.length > 0;
  }

  /**
   * Leads left in the window, and the sessions of the window they were left in: the funnel's
   * Provided Contact, within its Started Chat (a visitor who chatted last month and books today
   * adds a lead, not a contact of this window's chats). A lead left without chatting (a booking
   * made on the chat page without a message) is a lead of no session.
   */
  async leadFigures(window: Window): Promise<{ leads: number; withContact: number }> {
    const [row] = rowsOf<{ leads: number; with_contact: number }>(
      await this.db.execute(sql`
        select count(*)::int as leads,
               count(distinct l.session_id) filter (where exists (
                 select 1 from chat_sessions s
                 where s.company_id = l.company_id and s.id = l.session_id and s.started_at >= ${iso(window.since)}::timestamptz
               ))::int as with_contact
        from chat_leads l
        where l.company_id = ${this.companyId}
          and l.created_at >= ${iso(window.since)}::timestamptz and l.created_at < ${iso(window.until)}::timestamptz
          and ${NOT_LEFT_IN_A_TEST}`),
    );
    return { leads: row?.leads ?? 0, withContact: row?.with_contact ?? 0 };
  }

  async visitCount(window: Window): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n from chat_visits
        where company_id = ${this.companyId}
          and first_seen_at >= ${iso(window.since)}::timestamptz and first_seen_at < ${iso(window.until)}::timestamptz`),
    );
    return row?.n ?? 0;
  }

  /**
   * Visitors who opened the chat in the window and started a conversation in it, each once however
   * many conversations they started: chat conversion's part of the visits. A session without a
   * visitor id, or whose visitor opened no chat in the window, came from no visit counted here.
   */
  async chatVisitorCount(window: Window): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(distinct s.visitor_id)::int as n from chat_sessions s
        where ${this.sessionsIn(window)} and s.visitor_id is not null
          and exists (
            select 1 from chat_visits v
            where v.company_id = s.company_id and v.visitor_id = s.visitor_id
              and v.first_seen_at >= ${iso(window.since)}::timestamptz and v.first_seen_at < ${iso(window.until)}::timestamptz
          )`),
    );
    return row?.n ?? 0;
  }

  /** Sessions per day of the company's time zone. */
  async days(window: Window, timezone: string): Promise<DayRow[]> {
    return rowsOf<DayRow>(
      await this.db.execute(sql`
        select to_char(s.started_at at time zone ${timezone}, 'YYYY-MM-DD') as day,
               count(*)::int as sessions,
               coalesce(sum(s.message_count), 0)::int as messages,
               coalesce(avg(${DURATION}), 0)::float as avg_duration
        from chat_sessions s where ${this.sessionsIn(window)}
        group by 1 order by 1`),
    );
  }

  /** The newest sessions of the window, with the name their visitor left, if any. */
  async recentSessions(window: Window, limit: number): Promise<ActivityRow[]> {
    return rowsOf<ActivityRow>(
      await this.db.execute(sql`
        select l.name, s.device_type, s.message_count, ${DURATION}::int as duration, s.started_at
        from chat_sessions s
        left join lateral (
          select name from chat_leads
          where company_id = ${this.companyId} and session_id = s.id order by created_at desc limit 1
        ) l on true
        where ${this.sessionsIn(window)}
        order by s.started_at desc limit ${limit}`),
    );
  }

  /**
   * Sessions of the window (and leads left without chatting) by lead score, best first. A
   * session's lead is the latest contact its visitor left in it.
   */
  async scoredLeads(window: Window, limit: number, order: 'score' | 'duration' = 'score'): Promise<ScoredRow[]> {
    const by = order === 'score' ? sql.raw('score desc, started_at desc') : sql.raw('duration desc, started_at desc');
    return rowsOf<ScoredRow>(
      await this.db.execute(sql`
        with leads as (
          select distinct on (session_id) session_id, trim(name || ' ' || lastname) as name, email, phone
          from chat_leads
          -- A lead comes after its session started, so only leads of the window can belong to its sessions.
          where company_id = ${this.companyId} and session_id is not null and created_at >= ${iso(window.since)}::timestamptz
          order by session_id, created_at desc
        ), scored as (
          select s.id as session_id, coalesce(l.name, '') as name, coalesce(l.email, '') as email,
                 coalesce(l.phone, '') as phone, s.message_count, ${DURATION}::int as duration,
                 ${SCORE} as score, s.started_at
          from chat_sessions s left join leads l on l.session_id = s.id
          where ${this.sessionsIn(window)}
          union all
          select l.id, trim(l.name || ' ' || l.lastname), l.email, l.phone, 0, 0,
                 ${CONTACT_ONLY_SCORE},
                 l.created_at
          from chat_leads l
          where l.company_id = ${this.companyId} and l.session_id is null
            and l.created_at >= ${iso(window.since)}::timestamptz and l.created_at < ${iso(window.until)}::timestamptz
        )
        select * from scored order by ${by} limit ${limit}`),
    );
  }

  /**
   * One page of the export: sessions of the window and leads left without chatting (a booking made
   * on the chat page without a message, say), as Lead Scoring lists them, after `after` (keyset order
   * by start, then id), with their lead and score.
   */
  async exportPage(window: Window, after: { startedAt: string; id: string } | null, limit: number): Promise<ExportRow[]> {
    const keyset = (startedAt: SQL, id: SQL) =>
      after ? sql`and (${startedAt}, ${id}) > (${after.startedAt}::timestamptz, ${after.id})` : sql``;
    const startedAt = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    return rowsOf<ExportRow>(
      await this.db.execute(sql`
        select session_id, device_type, name, email, phone, message_count, duration, score, started_at from (
          (select s.id as session_id, s.device_type, coalesce(l.name, '') as name, coalesce(l.email, '') as email,
                  coalesce(l.phone, '') as phone, s.message_count, ${DURATION}::int as duration, ${SCORE} as score,
                  ${startedAt(sql`s.started_at`)} as started_at, s.started_at as started
           from chat_sessions s
           left join lateral (
             select trim(name || ' ' || lastname) as name, email, phone from chat_leads
             where company_id = ${this.companyId} and session_id = s.id order by created_at desc limit 1
           ) l on true
           where ${this.sessionsIn(window)} ${keyset(sql`s.started_at`, sql`s.id`)}
           order by s.started_at, s.id limit ${limit})
          union all
          (select l.id, '', trim(l.name || ' ' || l.lastname), l.email, l.phone, 0, 0, ${CONTACT_ONLY_SCORE},
                  ${startedAt(sql`l.created_at`)}, l.created_at
           from chat_leads l
           where l.company_id = ${this.companyId} and l.session_id is null
             and l.created_at >= ${iso(window.since)}::timestamptz and l.created_at < ${iso(window.until)}::timestamptz
             ${keyset(sql`l.created_at`, sql`l.id`)}
           order by l.created_at, l.id limit ${limit})
        ) page
        order by started, session_id limit ${limit}`),
    );
  }

  /** The first message visitors sent in the newest sessions: what they came to ask. */
  async openingQuestions(limit: number): Promise<string[]> {
    const rows = rowsOf<{ content: string }>(
      await this.db.execute(sql`
        select m.content from (
          select id from chat_sessions where company_id = ${this.companyId} and not is_test
          order by started_at desc limit ${limit}
        ) s
        join lateral (
          select content from chat_messages
          where company_id = ${this.companyId} and session_id = s.id and role = 'user' order by id limit 1
        ) m on true`),
    );
    return rows.map((row) => row.content);
  }

  /** Contacts left in the window, best lead first: whom to call back. */
  async recentContacts(window: Window, limit: number): Promise<(ScoredRow & { created_at: Date | string })[]> {
    return rowsOf(
      await this.db.execute(sql`
        select coalesce(s.id, l.id) as session_id, trim(l.name || ' ' || l.lastname) as name, l.email, l.phone,
               coalesce(s.message_count, 0)::int as message_count,
               ${sql.raw(SESSION_SECONDS)}::int as duration,
               ${SCORE} as score, coalesce(s.started_at, l.created_at) as started_at, l.created_at
        from chat_leads l left join chat_sessions s on s.company_id = l.company_id and s.id = l.session_id
        where l.company_id = ${this.companyId} and (l.email <> '' or l.phone <> '') and not coalesce(s.is_test, false)
          and l.created_at >= ${iso(window.since)}::timestamptz and l.created_at < ${iso(window.until)}::timestamptz
        order by score desc, l.created_at desc limit ${limit}`),
    );
  }

  /** Appointments starting in the window, by how they were booked; a way nobody booked through has no row. */
  async appointmentCounts(window: Window): Promise<AppointmentCountRow[]> {
    return rowsOf<AppointmentCountRow>(
      await this.db.execute(sql`
        select created_source as source,
               count(*) filter (where status = 'confirmed')::int as confirmed,
               count(*) filter (where status = 'cancelled')::int as cancelled
        from appointments
        where company_id = ${this.companyId}
          and start_time >= ${iso(window.since)}::timestamptz and start_time < ${iso(window.until)}::timestamptz
        group by created_source`),
    );
  }

  /** Confirmed appointments starting at `from` or later, soonest first. */
  async upcomingAppointments(from: Date, limit: number): Promise<UpcomingAppointmentRow[]> {
    return rowsOf<UpcomingAppointmentRow>(
      await this.db.execute(sql`
        select title, client_name, client_email,
               (extract(epoch from start_time) * 1000)::float8 as start_ms,
               (extract(epoch from end_time) * 1000)::float8 as end_ms,
               created_source as source
        from appointments
        where company_id = ${this.companyId} and status = 'confirmed' and start_time >= ${iso(from)}::timestamptz
        order by start_time, id limit ${limit}`),
    );
  }
}
