import {
  DAILY_STATS_MAX_DAYS,
  DEFAULT_INSIGHT_DAYS,
  LEADS_SHOWN,
  RANGE_DAYS,
  RECENT_ACTIVITY_SHOWN,
  leadQuality,
  percentOf,
  type Analytics,
  type AnalyticsRange,
  type BusinessIntelligence,
  type ConversionMetrics,
  type DateRangeQuery,
  type ScoredLead,
} from '@frontdesk/contracts/analytics';
import { DateTime } from 'luxon';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { CalendarService } from '../calendar/calendar.service';
import {
  AnalyticsRepo,
  type AppointmentCountRow,
  type ExportRow,
  type ScoredRow,
  type SessionFigures,
  type UpcomingAppointmentRow,
  type Window,
} from './analytics.repo';
import { appointmentWindow, periodWindow, type AppointmentPeriod, type CalendarPeriod, type PeriodWindow } from './periods';

const DAY_MS = 24 * 60 * 60_000;
const EXPORT_PAGE = 1_000;

/** Days of the company's time zone, both ends included, as the window they cover. */
export type DayRange = { from: string; to: string; timezone: string; window: Window };

/**
 * What a company learns from its conversations: the Analytics page, Business Intelligence, the
 * export and the business chat's figures. Days are counted in the company's time zone (its calendar's).
 */
export class AnalyticsService {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      clock: Clock;
      calendar: Pick<CalendarService, 'config'>;
    },
  ) {}

  /**
   * One read in its own transaction: the figures of a page are read side by side, each on its own
   * connection of the pool (statements of one transaction would wait for each other).
   */
  private read<T>(companyId: string, work: (repo: AnalyticsRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new AnalyticsRepo(db, companyId)));
  }

  async timezone(companyId: string): Promise<string> {
    return (await this.deps.calendar.config(companyId)).timezone;
  }

  /** Document 001, Analytics: the last 1, 7, 30 or 90 days (rolling, up to now). */
  async analytics(companyId: string, range: AnalyticsRange): Promise<Analytics> {
    const timezone = await this.timezone(companyId);
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() + 1);
    const window = { since: new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS), until };
    const shownDays = Math.min(RANGE_DAYS[range], DAILY_STATS_MAX_DAYS);
    const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
    const firstDay = today.minus({ days: shownDays - 1 });
    const [figures, totalUsers, { leads, withContact }, visits, chatVisitors, days, recent] = await Promise.all([
      this.read(companyId, (repo) => repo.sessionFigures(window)),
      this.read(companyId, (repo) => repo.totalSessions()),
      this.read(companyId, (repo) => repo.leadFigures(window)),
      this.read(companyId, (repo) => repo.visitCount(window)),
      this.read(companyId, (repo) => repo.chatVisitorCount(window)),
      this.read(companyId, (repo) => repo.days({ since: firstDay.toJSDate(), until }, timezone)),
      this.read(companyId, (repo) => repo.recentSessions(window, RECENT_ACTIVITY_SHOWN)),
    ]);
    const byDay = new Map(days.map((day) => [day.day, day]));
    return {
      totalUsers,
      periodUsers: figures.sessions,
      leadsCapture: leads,
      leadConversionRate: percentOf(withContact, figures.sessions),
      avgSessionDuration: Math.round(figures.avg_duration),
      avgMessages: figures.sessions === 0 ? 0 : Math.round((figures.messages / figures.sessions) * 10) / 10,
      engagementRate: percentOf(figures.engaged, figures.sessions),
      chatConversionRate: percentOf(chatVisitors, visits),
      totalSessions: figures.sessions,
      totalMessages: figures.messages,
      visits,
      chatVisitors,
      deviceBreakdown: { mobile: figures.mobile, desktop: figures.sessions - figures.mobile },
      dailyStats: Array.from({ length: shownDays }, (_, index) => {
        const date = firstDay.plus({ days: index }).toISODate() ?? '';
        const day = byDay.get(date);
        return {
          date,
          users: day?.sessions ?? 0,
          messages: day?.messages ?? 0,
          avgDuration: Math.round(day?.avg_duration ?? 0),
        };
      }),
      recentActivity: recent.map((row) => ({
        name: row.name?.trim() || 'Anonymous',
        device_type: row.device_type === 'desktop' ? 'other' : 'mobile',
        message_count: row.message_count,
        session_duration: Math.max(0, row.duration),
        created_at: new Date(row.started_at).toISOString(),
      })),
      timezone,
    };
  }

  /** Days `from`–`to` of the company's time zone; by default the last 30 days up to today. */
  async dayRange(companyId: string, query: DateRangeQuery): Promise<DayRange> {
    const timezone = await this.timezone(companyId);
    const today = DateTime.fromJSDate(this.deps.clock.now(), { zone: timezone }).startOf('day');
    const to = query.to ? DateTime.fromISO(query.to, { zone: timezone }) : today;
    const from = query.from ? DateTime.fromISO(query.from, { zone: timezone }) : to.minus({ days: DEFAULT_INSIGHT_DAYS - 1 });
    return {
      from: from.toISODate() ?? '',
      to: to.toISODate() ?? '',
      timezone,
      window: { since: from.toJSDate(), until: to.plus({ days: 1 }).toJSDate() },
    };
  }

  /** Document 001, Business Intelligence: scored leads, the funnel and performance, over a day range. */
  async businessIntelligence(companyId: string, query: DateRangeQuery): Promise<BusinessIntelligence> {
    const range = await this.dayRange(companyId, query);
    const [figures, { withContact }, visits, chatVisitors, scored] = await Promise.all([
      this.read(companyId, (repo) => repo.sessionFigures(range.window)),
      this.read(companyId, (repo) => repo.leadFigures(range.window)),
      this.read(companyId, (repo) => repo.visitCount(range.window)),
      this.read(companyId, (repo) => repo.chatVisitorCount(range.window)),
      this.read(companyId, (repo) => repo.scoredLeads(range.window, LEADS_SHOWN)),
    ]);
    return {
      leadScoring: scored.map(scoredLead),
      conversionMetrics: conversionOf(figures, withContact, { visits, chatVisitors }),
      performanceMetrics: {
        avgResponseTime: figures.answers === 0 ? 0 : Math.round(figures.response_ms / figures.answers / 10) / 100,
        satisfactionScore: percentOf(figures.satisfied, figures.sessions),
        completionRate: percentOf(figures.completed, figures.sessions),
        answers: figures.answers,
      },
      range: { from: range.from, to: range.to, timezone: range.timezone },
    };
  }

  /** Every session of the range with its lead and score, a page at a time (bounded memory, any size). */
  async *exportRows(companyId: string, range: DayRange): AsyncGenerator<ExportRow[]> {
    let after: { startedAt: string; id: string } | null = null;
    for (;;) {
      const cursor = after;
      const page = await this.read(companyId, (repo) => repo.exportPage(range.window, cursor, EXPORT_PAGE));
      if (page.length > 0) yield page;
      if (page.length < EXPORT_PAGE) return;
      const last = page[page.length - 1] as ExportRow;
      after = { startedAt: String(last.started_at), id: last.session_id };
    }
  }

  /** For the dashboard: whether the team tried the assistant, whether anyone opened the chat, and today's conversations and leads. */
  async activity(
    companyId: string,
  ): Promise<{ triedByTeam: boolean; visited: boolean; sessionsToday: number; leadsToday: number }> {
    const timezone = await this.timezone(companyId);
    const now = this.deps.clock.now();
    const today = {
      since: DateTime.fromJSDate(now, { zone: timezone }).startOf('day').toJSDate(),
      until: new Date(now.getTime() + 1),
    };
    const [triedByTeam, visited, figures, leadsToday] = await Promise.all([
      this.read(companyId, (repo) => repo.triedByTeam()),
      this.read(companyId, (repo) => repo.anyVisit()),
      this.read(companyId, (repo) => repo.sessionFigures(today)),
      this.read(companyId, (repo) => repo.leadFigures(today)),
    ]);
    return { triedByTeam, visited, sessionsToday: figures.sessions, leadsToday: leadsToday.leads };
  }

  // The business chat's data functions: each reads one fixed, tenant-scoped query.

  async topLeads(companyId: string, limit: number, days: number): Promise<ScoredLead[]> {
    const window = this.lastDays(days);
    return (await this.read(companyId, (repo) => repo.scoredLeads(window, limit))).map(scoredLead);
  }

  async longestSessions(companyId: string, limit: number, days: number): Promise<ScoredLead[]> {
    const window = this.lastDays(days);
    return (await this.read(companyId, (repo) => repo.scoredLeads(window, limit, 'duration'))).map(scoredLead);
  }

  /** The funnel over a period of the company's calendar (its time zone), with how to name the period. */
  async conversionIn(
    companyId: string,
    period: CalendarPeriod,
  ): Promise<ConversionMetrics & { leads: number } & Pick<PeriodWindow, 'phrase' | 'title'>> {
    const timezone = await this.timezone(companyId);
    const { since, until, phrase, title } = periodWindow(period, DateTime.fromJSDate(this.deps.clock.now(), { zone: timezone }));
    const window = { since, until };
    const [figures, { leads, withContact }, visits, chatVisitors] = await Promise.all([
      this.read(companyId, (repo) => repo.sessionFigures(window)),
      this.read(companyId, (repo) => repo.leadFigures(window)),
      this.read(companyId, (repo) => repo.visitCount(window)),
      this.read(companyId, (repo) => repo.chatVisitorCount(window)),
    ]);
    return { ...conversionOf(figures, withContact, { visits, chatVisitors }), leads, phrase, title };
  }

  async devices(companyId: string, days: number): Promise<{ mobile: number; desktop: number }> {
    const figures = await this.read(companyId, (repo) => repo.sessionFigures(this.lastDays(days)));
    return { mobile: figures.mobile, desktop: figures.sessions - figures.mobile };
  }

  openingQuestions(companyId: string, sessions: number): Promise<string[]> {
    return this.read(companyId, (repo) => repo.openingQuestions(sessions));
  }

  /** Visitors who left an e-mail or phone in the last `days` days, best lead first. */
  async contactsToFollowUp(companyId: string, days: number, limit: number): Promise<(ScoredLead & { left_at: string })[]> {
    const rows = await this.read(companyId, (repo) => repo.recentContacts(this.lastDays(days), limit));
    return rows.map((row) => ({ ...scoredLead(row), left_at: new Date(row.created_at).toISOString() }));
  }

  /**
   * Appointments starting in a period of the company's calendar (its time zone; today, this week
   * and this month whole), by how they were booked, with how to name the period.
   */
  async appointmentsIn(
    companyId: string,
    period: AppointmentPeriod,
  ): Promise<{ counts: AppointmentCountRow[] } & Pick<PeriodWindow, 'phrase' | 'title'>> {
    const timezone = await this.timezone(companyId);
    const { since, until, phrase, title } = appointmentWindow(
      period,
      DateTime.fromJSDate(this.deps.clock.now(), { zone: timezone }),
    );
    const counts = await this.read(companyId, (repo) => repo.appointmentCounts({ since, until }));
    return { counts, phrase, title };
  }

  /** The next confirmed appointments from now, soonest first, and the time zone to read their times in. */
  async upcomingAppointments(
    companyId: string,
    limit: number,
  ): Promise<{ timezone: string; appointments: UpcomingAppointmentRow[] }> {
    const [timezone, appointments] = await Promise.all([
      this.timezone(companyId),
      this.read(companyId, (repo) => repo.upcomingAppointments(this.deps.clock.now(), limit)),
    ]);
    return { timezone, appointments };
  }

  private lastDays(days: number): Window {
    const now = this.deps.clock.now().getTime();
    return { since: new Date(now - days * DAY_MS), until: new Date(now + 1) };
  }
}

/**
 * The funnel, each step a part of the one before: chat conversion is visitors who chatted ÷ visits,
 * so new conversations of one visitor never push it past 100 %; contact is sessions that left it.
 */
function conversionOf(
  figures: SessionFigures,
  withContact: number,
  { visits, chatVisitors }: { visits: number; chatVisitors: number },
): ConversionMetrics {
  return {
    visitors: visits,
    chatStarts: figures.sessions,
    contactProvided: withContact,
    highEngagement: figures.engaged,
    chatConversionRate: percentOf(chatVisitors, visits),
    contactConversionRate: percentOf(withContact, figures.sessions),
    engagementRate: percentOf(figures.engaged, figures.sessions),
  };
}

function scoredLead(row: ScoredRow): ScoredLead {
  return {
    session_id: row.session_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message_count: row.message_count,
    session_duration: Math.max(0, row.duration),
    score: row.score,
    quality: leadQuality(row.score),
    created_at: new Date(row.started_at).toISOString(),
  };
}
