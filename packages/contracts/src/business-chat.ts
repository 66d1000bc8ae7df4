import { z } from 'zod';
import { counted } from './counted';

export const BUSINESS_CHAT_MESSAGE_MAX = 500;

export const businessChatBodySchema = z.object({
  message: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, 'Please type a question')
    .max(BUSINESS_CHAT_MESSAGE_MAX, `Questions can be at most ${BUSINESS_CHAT_MESSAGE_MAX} characters`),
});

/** The figures behind a reply, as a small table. */
export const businessDataSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type BusinessData = z.infer<typeof businessDataSchema>;

/** Document 001: POST /api/admin/business-chat answers {reply, data}; sources name what was read. */
export const businessChatReplySchema = z.object({
  reply: z.string(),
  data: businessDataSchema.nullable(),
  sources: z.array(z.string()),
  /** Who chose the query: the company's model through a tool call, or the built-in matcher. */
  answered_by: z.enum(['model', 'builtin']),
});
export type BusinessChatReply = z.infer<typeof businessChatReplySchema>;

/** Document 001, Business Chat: the quick questions, in order. */
export const BUSINESS_CHAT_QUICK_QUESTIONS = [
  'Show me the top 10 leads',
  'What is my conversion rate this month?',
  'Which sessions were the longest?',
  'What are the most common questions?',
  'Mobile vs desktop usage',
  'Who should I follow up with today?',
] as const;

export const BUSINESS_CHAT_TEXTS = {
  greeting:
    "Hi! I'm your business intelligence assistant. Ask me about your leads, conversions, sessions, appointments and what your visitors ask. For example:",
  failure: "I'm sorry, I encountered an error analyzing your data. Please try again.",
  sending: 'Analyzing...',
  placeholder: 'Ask about your leads, conversions, visitors or appointments...',
  notUnderstood:
    'I can answer questions about your top leads, visits, chats and conversion for a day, week or month (today, yesterday, this week, last month…), your appointments (how many on a day, in a week or a month, and the next ones coming up), the longest sessions, common visitor questions, mobile vs desktop usage and who to follow up with today. Try one of those.',
} as const;

/** What an answer was read from, listed under the reply. */
export const BUSINESS_CHAT_SOURCES = {
  leads: 'Leads',
  sessions: 'Chat sessions',
  visits: 'Visits',
  messages: 'Chat messages',
  appointments: 'Appointments',
} as const;

/** A lead in a business chat sentence: who, how to reach them, their score. */
type LeadNamed = { name: string; contact: string; score: number };

/**
 * The sentences and tables of the business chat's answers, worded the same whether the company's
 * model or the built-in matcher chose the query; `days` is how far back a question looks.
 */
export const BUSINESS_CHAT_ANSWERS = {
  noConversations: (days: number) => `There are no conversations in the last ${days} days yet.`,
  leadColumns: ['Name', 'Contact', 'Messages', 'Duration', 'Score', 'Quality'],
  followUp: {
    title: 'Follow up today',
    summary: (count: number, days: number, first: LeadNamed) =>
      `${counted(count, 'visitor')} left contact details in the last ${days} days. Start with ${first.name} (${first.contact}), lead score ${first.score}.`,
    none: (days: number) => `Nobody left contact details in the last ${days} days.`,
  },
  conversion: {
    /** `period`: how a table title names it ("last week, Nov 16 – Nov 22"). */
    title: (period: string) => `Conversion, ${period}`,
    columns: ['Measure', 'Value'],
    rows: {
      visits: 'Visits',
      chatStarts: 'Chats started',
      contacts: 'Contacts left',
      /** Everyone who left details, those who booked without chatting too: Analytics' Leads Captured. */
      leads: 'Leads',
      engaged: 'Engaged sessions',
      chatConversion: 'Chat conversion',
      contactConversion: 'Contact conversion',
      engagement: 'Engagement rate',
    },
    /** `period`: how a sentence opens with it ("Yesterday (Nov 25)"). */
    summary: (
      period: string,
      figures: { visits: number; chatStarts: number; leads: number; chatRate: number; contactRate: number },
    ) =>
      `${period}, ${figures.chatRate}% of ${counted(figures.visits, 'visit')} started a chat and ${figures.contactRate}% of ${counted(figures.chatStarts, 'chat')} left contact details; ${counted(figures.leads, 'lead')} in all, with those who booked.`,
  },
  topLeads: {
    title: (limit: number) => `Top ${limit} leads`,
    /** With one lead, its quality was just named; with several, how many of them are worth a call. */
    summary: (days: number, first: LeadNamed & { quality: string }, count: number, hotOrWarm: number) =>
      `Your best lead of the last ${days} days is ${first.name} with a score of ${first.score} (${first.quality})` +
      (count > 1 ? `; ${hotOrWarm} of these ${count} ${hotOrWarm === 1 ? 'is' : 'are'} Hot or Warm.` : '.'),
  },
  longestSessions: {
    title: 'Longest sessions',
    summary: (days: number, duration: string, messages: number, name: string) =>
      `The longest session of the last ${days} days lasted ${duration} with ${counted(messages, 'message')} (${name}).`,
  },
  commonQuestions: {
    title: 'Common questions',
    columns: ['Question (example)', 'Times asked'],
    summary: (conversations: number, example: string, times: number) =>
      `Of the last ${counted(conversations, 'conversation')}, the most common question is like "${example}" (${counted(times, 'time')}).`,
    none: 'Visitors have not asked anything yet.',
  },
  devices: {
    title: (days: number) => `Devices, last ${days} days`,
    columns: ['Device', 'Sessions', 'Share'],
    mobile: 'Mobile',
    desktop: 'Desktop',
    summary: (days: number, mobilePercent: number, desktopPercent: number) =>
      `In the last ${days} days, ${mobilePercent}% of chats were on mobile and ${desktopPercent}% on desktop.`,
  },
  /** How an appointment was booked (its created_source), in the business chat's words (the calendar's badges are shorter). */
  appointmentSources: {
    chat: 'Booked in the chat',
    internal: 'Added in the calendar',
    google: 'Google Calendar',
    ghl: 'GoHighLevel',
  },
  appointmentCount: {
    /** `period`: how a table title names it ("this week, Nov 23 – Nov 29"). */
    title: (period: string) => `Appointments, ${period}`,
    columns: ['Booked through', 'Appointments'],
    total: 'Total',
    cancelled: 'Cancelled (not in the total)',
    /** `period`: how a sentence opens with it ("This week (Nov 23 – Nov 29)"); cancelled ones are named apart. */
    summary: (period: string, figures: { confirmed: number; inChat: number; cancelled: number }) =>
      `${period}: ${figures.confirmed === 0 ? 'no appointments' : counted(figures.confirmed, 'appointment')}` +
      (figures.inChat > 0 ? `, ${figures.inChat} of them booked by visitors in the chat` : '') +
      (figures.cancelled > 0 ? `; ${counted(figures.cancelled, 'cancelled appointment')} not counted.` : '.'),
  },
  upcomingAppointments: {
    /** `timezone`: the company's, which the times are written in. */
    title: (timezone: string) => `Upcoming appointments (${timezone} time)`,
    columns: ['When', 'Name', 'E-mail', 'Title', 'Booked through'],
    /** An appointment stored without a title. */
    noTitle: '—',
    summary: (first: { name: string; when: string; timezone: string }, count: number) =>
      `Your next appointment is with ${first.name} on ${first.when} (${first.timezone} time)` +
      (count > 1 ? `; here are the next ${count}.` : '.'),
    none: 'You have no upcoming appointments.',
  },
} as const;

/**
 * How the business chat names a period of the company's calendar: `phrase` opens a sentence,
 * `title` names a table. Days are written as "Nov 25", months as "November 2026".
 */
export const PERIOD_TEXTS = {
  today: (day: string) => ({ phrase: 'Today so far', title: `today, ${day}` }),
  yesterday: (day: string) => ({ phrase: `Yesterday (${day})`, title: `yesterday, ${day}` }),
  thisWeek: (since: string) => ({ phrase: `This week so far (since ${since})`, title: `this week, since ${since}` }),
  lastWeek: (from: string, to: string) => ({ phrase: `Last week (${from} – ${to})`, title: `last week, ${from} – ${to}` }),
  thisMonth: (month: string) => ({ phrase: `In ${month} so far`, title: `${month} so far` }),
  lastMonth: (month: string) => ({ phrase: `In ${month}`, title: month }),
  lastDays: (days: number) => ({ phrase: `In the last ${days} days`, title: `last ${days} days` }),
  // Whole periods, the days still to come included, and periods to come: what appointments are counted over.
  wholeToday: (day: string) => ({ phrase: `Today (${day})`, title: `today, ${day}` }),
  tomorrow: (day: string) => ({ phrase: `Tomorrow (${day})`, title: `tomorrow, ${day}` }),
  wholeThisWeek: (from: string, to: string) => ({ phrase: `This week (${from} – ${to})`, title: `this week, ${from} – ${to}` }),
  nextWeek: (from: string, to: string) => ({ phrase: `Next week (${from} – ${to})`, title: `next week, ${from} – ${to}` }),
  wholeMonth: (month: string) => ({ phrase: `In ${month}`, title: month }),
  nextDays: (days: number) => ({ phrase: `In the next ${days} days`, title: `next ${days} days` }),
} as const;
