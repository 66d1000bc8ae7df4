import { DateTime } from 'luxon';
import { z } from 'zod';
import { ANALYTICS_TEXTS, formatDuration, percentOf, type ScoredLead } from '@frontdesk/contracts/analytics';
import {
  BUSINESS_CHAT_ANSWERS as ANSWERS,
  BUSINESS_CHAT_SOURCES as SOURCES,
  BUSINESS_CHAT_TEXTS,
  type BusinessChatReply,
  type BusinessData,
} from '@frontdesk/contracts/business-chat';
import { groupQuestionsByMeaning, type AssistantService, type FunctionDefinition } from '../../assistant/assistant.service';
import type { UpcomingAppointmentRow } from './analytics.repo';
import type { AnalyticsService } from './analytics.service';
import {
  APPOINTMENT_PERIODS,
  CALENDAR_PERIODS,
  appointmentPeriodNamedIn,
  namesAPeriod,
  namesAnAppointmentPeriod,
  periodNamedIn,
} from './periods';

type Answer = { summary: string; data: BusinessData };

type DataFunction = FunctionDefinition & {
  /** What the answer was read from, shown under the reply. */
  sources: string[];
  /** How the built-in matcher recognises a question, lower-cased, for it: its words, or a test of its own. */
  matches: RegExp | ((question: string) => boolean);
  /** A question no function's words match that this one still answers. */
  answersOtherwise?(question: string): boolean;
  /** The arguments the built-in matcher reads from the question (a model passes its own). */
  argumentsIn?(question: string): Record<string, unknown>;
  /** The arguments it takes: a model's are checked against them, and told what is wrong. */
  accepts?: z.ZodType;
  run(companyId: string, args: Record<string, unknown>): Promise<Answer>;
};

const LIMIT_ERROR = 'limit must be a whole number from 1 to 25.';
const limitArgs = z.object({
  limit: z.coerce.number({ error: LIMIT_ERROR }).int(LIMIT_ERROR).min(1, LIMIT_ERROR).max(25, LIMIT_ERROR).default(10),
});
const LIMIT_PARAMETER = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 25, description: 'How many rows (default 10)' } },
};
const NO_PARAMETERS = { type: 'object', properties: {} };
const periodArgs = z.object({
  period: z.enum(CALENDAR_PERIODS, { error: `period must be one of ${CALENDAR_PERIODS.join(', ')}.` }).default('this_month'),
});
const PERIOD_PARAMETER = {
  type: 'object',
  properties: {
    period: {
      type: 'string',
      enum: [...CALENDAR_PERIODS],
      description: "Which period of the company's calendar (default this_month); weeks start on Monday",
    },
  },
};
const appointmentPeriodArgs = z.object({
  period: z
    .enum(APPOINTMENT_PERIODS, { error: `period must be one of ${APPOINTMENT_PERIODS.join(', ')}.` })
    .default('this_month'),
});
const APPOINTMENT_PERIOD_PARAMETER = {
  type: 'object',
  properties: {
    period: {
      type: 'string',
      enum: [...APPOINTMENT_PERIODS],
      description:
        "Which period of the company's calendar (default this_month); today, this_week and this_month include the days still to come; weeks start on Monday",
    },
  },
};
// A question about the company's appointments, and one asking for their number rather than a list.
const APPOINTMENT_WORDS = /\b(appointments?|bookings?|booked|meetings?)\b|\b(my|our) (calendar|schedule)\b/;
const COUNT_WORDS = /\b(how many|number of|count|total)\b/;
// Another query's subject named beside an appointment word ("leads who booked", "common questions
// about bookings", "longest meetings", "mobile vs desktop bookings"): that query answers.
const OTHER_SUBJECTS =
  /conver|funnel|\b(leads?|prospects?|long(est)?|duration|common|frequent|popular|questions?|ask(ed)?|mobile|desktop|devices?|tablets?)\b/;
const aboutAppointments = (question: string) => APPOINTMENT_WORDS.test(question) && !OTHER_SUBJECTS.test(question);
// "the next 5 appointments", "3 upcoming bookings": how many to list; "my next appointment": one.
const LISTED = /\b(\d{1,2}) (?:(?:upcoming|next|coming) )?(?:appointments|bookings|meetings)\b/;
const THE_NEXT_ONE = /\bnext (appointment|booking|meeting)\b/;
// "upcoming", "coming up", "next 3": a list is asked for, whatever period is named with it.
const asksForAList = (question: string) =>
  /\b(upcoming|coming up)\b/.test(question) || LISTED.test(question) || THE_NEXT_ONE.test(question);
// How far back each question looks.
const LEAD_DAYS = 90;
const SESSION_DAYS = 30;
const FOLLOW_UP_DAYS = 2;
// Opening questions grouped for "common questions": those of the newest sessions.
const QUESTIONS_READ = 300;
const GROUPS_SHOWN = 5;

const contactOf = (lead: ScoredLead) => [lead.email, lead.phone].filter(Boolean).join(', ') || ANALYTICS_TEXTS.noContact;
const nameOf = (lead: ScoredLead) => lead.name || ANALYTICS_TEXTS.anonymous;
const leadNamed = (scored: ScoredLead) => ({ name: nameOf(scored), contact: contactOf(scored), score: scored.score });
const rows = ANSWERS.conversion.rows;
const { appointmentSources, appointmentCount, upcomingAppointments } = ANSWERS;

/** An appointment's time in the company's time zone: "Thu, Nov 26, 2026, 2:30 PM – 3:00 PM". */
function appointmentTime(appointment: UpcomingAppointmentRow, timezone: string): string {
  const start = DateTime.fromMillis(appointment.start_ms, { zone: timezone });
  const end = DateTime.fromMillis(appointment.end_ms, { zone: timezone });
  return `${start.toFormat('ccc, LLL d, yyyy, h:mm a')} – ${end.toFormat('h:mm a')}`;
}

/** The limit a question names ("the next 5 appointments"), one for "my next appointment", none otherwise. */
function listedIn(question: string): Record<string, unknown> {
  const count = Number(LISTED.exec(question)?.[1]);
  if (count >= 1) return { limit: Math.min(count, 25) };
  return THE_NEXT_ONE.test(question) ? { limit: 1 } : {};
}

function leadTable(title: string, leads: ScoredLead[]): BusinessData {
  return {
    title,
    columns: [...ANSWERS.leadColumns],
    rows: leads.map((lead) => [
      nameOf(lead),
      contactOf(lead),
      lead.message_count,
      formatDuration(lead.session_duration),
      lead.score,
      lead.quality,
    ]),
  };
}

/**
 * Document 001, Business Chat: questions about the company's own data, answered from a fixed set
 * of tenant-scoped queries. A model chooses among them through tool calls; without one (or when it
 * fails) the question is matched to them. No query is ever written by the model.
 */
export class BusinessChatService {
  private readonly functions: DataFunction[];

  constructor(private readonly deps: { analytics: AnalyticsService; assistant: Pick<AssistantService, 'answerFromData'> }) {
    const { analytics } = deps;
    // In matching order: the more specific questions first.
    this.functions = [
      {
        name: 'follow_up_today',
        description: `Visitors who left an e-mail or phone in the last ${FOLLOW_UP_DAYS} days, best lead first: whom to follow up with today.`,
        parameters: LIMIT_PARAMETER,
        sources: [SOURCES.leads, SOURCES.sessions],
        matches: /follow[\s-]?up|call (them )?back|reach out|get back to|contact today/,
        accepts: limitArgs,
        run: async (companyId, args) => {
          const { limit } = limitArgs.parse(args);
          const contacts = await analytics.contactsToFollowUp(companyId, FOLLOW_UP_DAYS, limit);
          const first = contacts[0];
          return {
            summary: first
              ? ANSWERS.followUp.summary(contacts.length, FOLLOW_UP_DAYS, leadNamed(first))
              : ANSWERS.followUp.none(FOLLOW_UP_DAYS),
            data: leadTable(ANSWERS.followUp.title, contacts),
          };
        },
      },
      {
        name: 'appointment_count',
        description:
          "How many appointments the company's calendar has in a period (this month unless told), by when they take place: confirmed ones by how they were booked (in the chat, in the calendar, Google Calendar, GoHighLevel), cancelled ones counted apart.",
        parameters: APPOINTMENT_PERIOD_PARAMETER,
        sources: [SOURCES.appointments],
        // A number, or a period: "how many bookings", "appointments this week"; not the conversion's questions.
        matches: (question) =>
          aboutAppointments(question) &&
          (COUNT_WORDS.test(question) || (namesAnAppointmentPeriod(question) && !asksForAList(question))),
        argumentsIn: (question) => ({ period: appointmentPeriodNamedIn(question) }),
        accepts: appointmentPeriodArgs,
        run: async (companyId, args) => {
          const { counts, phrase, title } = await analytics.appointmentsIn(companyId, appointmentPeriodArgs.parse(args).period);
          const of = (source: keyof typeof appointmentSources) => counts.find((row) => row.source === source)?.confirmed ?? 0;
          const confirmed = counts.reduce((sum, row) => sum + row.confirmed, 0);
          const cancelled = counts.reduce((sum, row) => sum + row.cancelled, 0);
          return {
            summary: appointmentCount.summary(phrase, { confirmed, inChat: of('chat'), cancelled }),
            data: {
              title: appointmentCount.title(title),
              columns: [...appointmentCount.columns],
              rows: [
                ...(['chat', 'internal', 'google', 'ghl'] as const).map((source) => [appointmentSources[source], of(source)]),
                [appointmentCount.total, confirmed],
                [appointmentCount.cancelled, cancelled],
              ],
            },
          };
        },
      },
      {
        name: 'upcoming_appointments',
        description:
          "The company's next confirmed appointments from now, soonest first (cancelled ones left out): when (in the company's time zone), who, their e-mail, the title and how it was booked.",
        parameters: LIMIT_PARAMETER,
        sources: [SOURCES.appointments],
        // Any other question about appointments: "upcoming appointments", "next bookings", "what's on my calendar".
        matches: aboutAppointments,
        argumentsIn: listedIn,
        accepts: limitArgs,
        run: async (companyId, args) => {
          const { limit } = limitArgs.parse(args);
          const { timezone, appointments } = await analytics.upcomingAppointments(companyId, limit);
          const first = appointments[0];
          return {
            summary: first
              ? upcomingAppointments.summary(
                  { name: first.client_name, when: appointmentTime(first, timezone), timezone },
                  appointments.length,
                )
              : upcomingAppointments.none,
            data: {
              title: upcomingAppointments.title(timezone),
              columns: [...upcomingAppointments.columns],
              rows: appointments.map((appointment) => [
                appointmentTime(appointment, timezone),
                appointment.client_name,
                appointment.client_email,
                appointment.title.trim() || upcomingAppointments.noTitle,
                appointmentSources[appointment.source],
              ]),
            },
          };
        },
      },
      {
        name: 'conversion',
        description:
          'Over a period of the calendar (this month so far unless told): visits, chats started, contacts left, engaged sessions and the conversion rates.',
        parameters: PERIOD_PARAMETER,
        sources: [SOURCES.visits, SOURCES.sessions, SOURCES.leads],
        matches: /conver|funnel|how (many|much).*(visit|chat|conversation|lead|contact)/,
        // "chats yesterday?": a period and what is counted, once no other query claimed the question.
        answersOtherwise: (question) =>
          namesAPeriod(question) && /\b(visits?|visitors?|chats?|conversations?|leads?)\b/.test(question),
        argumentsIn: (question) => ({ period: periodNamedIn(question) }),
        accepts: periodArgs,
        run: async (companyId, args) => {
          const figures = await analytics.conversionIn(companyId, periodArgs.parse(args).period);
          return {
            summary: ANSWERS.conversion.summary(figures.phrase, {
              visits: figures.visitors,
              chatStarts: figures.chatStarts,
              leads: figures.leads,
              chatRate: figures.chatConversionRate,
              contactRate: figures.contactConversionRate,
            }),
            data: {
              title: ANSWERS.conversion.title(figures.title),
              columns: [...ANSWERS.conversion.columns],
              rows: [
                [rows.visits, figures.visitors],
                [rows.chatStarts, figures.chatStarts],
                [rows.contacts, figures.contactProvided],
                [rows.leads, figures.leads],
                [rows.engaged, figures.highEngagement],
                [rows.chatConversion, `${figures.chatConversionRate}%`],
                [rows.contactConversion, `${figures.contactConversionRate}%`],
                [rows.engagement, `${figures.engagementRate}%`],
              ],
            },
          };
        },
      },
      {
        name: 'top_leads',
        description: `The best leads of the last ${LEAD_DAYS} days by lead score (e-mail, phone, messages, session length), with contact details.`,
        parameters: LIMIT_PARAMETER,
        sources: [SOURCES.sessions, SOURCES.leads],
        matches: /\bleads?\b|\bprospects?\b/,
        accepts: limitArgs,
        run: async (companyId, args) => {
          const { limit } = limitArgs.parse(args);
          const leads = await analytics.topLeads(companyId, limit, LEAD_DAYS);
          const first = leads[0];
          const hot = leads.filter((lead) => lead.quality === 'Hot' || lead.quality === 'Warm').length;
          return {
            summary: first
              ? ANSWERS.topLeads.summary(LEAD_DAYS, { ...leadNamed(first), quality: first.quality }, leads.length, hot)
              : ANSWERS.noConversations(LEAD_DAYS),
            data: leadTable(ANSWERS.topLeads.title(limit), leads),
          };
        },
      },
      {
        name: 'longest_sessions',
        description: `The longest chat sessions of the last ${SESSION_DAYS} days, with who the visitor was when they left details.`,
        parameters: LIMIT_PARAMETER,
        sources: [SOURCES.sessions, SOURCES.leads],
        matches: /\blong(est)?\b|\bduration\b|\blength\b/,
        accepts: limitArgs,
        run: async (companyId, args) => {
          const { limit } = limitArgs.parse(args);
          const sessions = await analytics.longestSessions(companyId, limit, SESSION_DAYS);
          const first = sessions[0];
          return {
            summary: first
              ? ANSWERS.longestSessions.summary(
                  SESSION_DAYS,
                  formatDuration(first.session_duration),
                  first.message_count,
                  nameOf(first),
                )
              : ANSWERS.noConversations(SESSION_DAYS),
            data: leadTable(ANSWERS.longestSessions.title, sessions),
          };
        },
      },
      {
        name: 'common_questions',
        description:
          'What visitors ask most: the opening questions of the newest conversations, grouped by meaning, with counts.',
        parameters: NO_PARAMETERS,
        sources: [SOURCES.messages],
        matches: /\b(common|frequent|popular|most asked|faq|top questions?)\b|what do (visitors|people|customers) ask|questions/,
        run: async (companyId) => {
          const questions = await analytics.openingQuestions(companyId, QUESTIONS_READ);
          const groups = groupQuestionsByMeaning(questions, GROUPS_SHOWN);
          const first = groups[0];
          return {
            summary: first
              ? ANSWERS.commonQuestions.summary(questions.length, first.example, first.count)
              : ANSWERS.commonQuestions.none,
            data: {
              title: ANSWERS.commonQuestions.title,
              columns: [...ANSWERS.commonQuestions.columns],
              rows: groups.map((group) => [group.example, group.count]),
            },
          };
        },
      },
      {
        name: 'device_usage',
        description: `Chat sessions of the last ${SESSION_DAYS} days on mobile (phones and tablets) and on desktop.`,
        parameters: NO_PARAMETERS,
        sources: [SOURCES.sessions],
        matches: /\bmobile\b|\bdesktop\b|\bdevices?\b|\btablets?\b/,
        run: async (companyId) => {
          const { mobile, desktop } = await analytics.devices(companyId, SESSION_DAYS);
          const total = mobile + desktop;
          return {
            summary:
              total === 0
                ? ANSWERS.noConversations(SESSION_DAYS)
                : ANSWERS.devices.summary(SESSION_DAYS, percentOf(mobile, total), percentOf(desktop, total)),
            data: {
              title: ANSWERS.devices.title(SESSION_DAYS),
              columns: [...ANSWERS.devices.columns],
              rows: [
                [ANSWERS.devices.mobile, mobile, `${percentOf(mobile, total)}%`],
                [ANSWERS.devices.desktop, desktop, `${percentOf(desktop, total)}%`],
              ],
            },
          };
        },
      },
    ];
  }

  async ask(companyId: string, question: string): Promise<BusinessChatReply> {
    const called: { fn: DataFunction; answer: Answer }[] = [];
    const reply = await this.deps.assistant.answerFromData(companyId, question, {
      definitions: this.functions.map(({ name, description, parameters }) => ({ name, description, parameters })),
      run: async (name, rawArguments) => {
        const fn = this.functions.find((candidate) => candidate.name === name);
        if (!fn) return JSON.stringify({ error: `There is no function named ${name}.` });
        const args = parseArguments(rawArguments);
        const checked = fn.accepts?.safeParse(args);
        if (checked && !checked.success) return JSON.stringify({ error: checked.error.issues[0]?.message });
        const answer = await fn.run(companyId, args);
        called.push({ fn, answer });
        return JSON.stringify({ summary: answer.summary, ...answer.data });
      },
    });
    if (reply !== null) {
      const last = called.at(-1);
      return {
        reply,
        data: last?.answer.data ?? null,
        sources: [...new Set(called.flatMap((call) => call.fn.sources))],
        answered_by: 'model',
      };
    }
    return this.answerWithoutModel(companyId, question);
  }

  private async answerWithoutModel(companyId: string, question: string): Promise<BusinessChatReply> {
    const text = question.toLowerCase();
    const fn =
      this.functions.find((candidate) => matching(candidate, text)) ??
      this.functions.find((candidate) => candidate.answersOtherwise?.(text));
    if (!fn) return { reply: BUSINESS_CHAT_TEXTS.notUnderstood, data: null, sources: [], answered_by: 'builtin' };
    const answer = await fn.run(companyId, fn.argumentsIn?.(text) ?? {});
    return { reply: answer.summary, data: answer.data, sources: fn.sources, answered_by: 'builtin' };
  }
}

function matching(fn: DataFunction, question: string): boolean {
  return typeof fn.matches === 'function' ? fn.matches(question) : fn.matches.test(question);
}

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
