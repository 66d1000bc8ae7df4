import { randomUUID } from 'node:crypto';
import { BOOKING_TEXTS, type PublicBookingInput, type Slot, type VisitorBooking } from '@frontdesk/contracts/calendar';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PUBLIC_CHAT_LIMITS, type ContactDetails, type PublicCompany } from '@frontdesk/contracts/public-chat';
import {
  readCursor,
  type PublicChatUser,
  type PublicChatUsersQuery,
  type PublicChatUsersResponse,
} from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { VOICE_TEXTS } from '@frontdesk/contracts/voice';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import type { AssistantEvent, AssistantService, BookingTools, ChatTurn } from '../../assistant/assistant.service';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { ChangeBus } from '../../platform/change-bus';
import type { ClientInfo } from '../../platform/client';
import type { Clock } from '../../platform/clock';
import { CompanyCache } from '../../platform/company-cache';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { InFlight } from '../../platform/in-flight';
import type { TenantReads } from '../../platform/tenant-reads';
import type { TenantWriteQueue } from '../../platform/tenant-writes';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import { extractiveSummary } from './conversation-summary';
import { deviceTypeOf } from './device-type';
import type { BrandingService } from '../branding/branding.service';
import type { CalendarService } from '../calendar/calendar.service';
import type { ExperimentsService } from '../experiments/experiments.service';
import type { KnowledgeService } from '../knowledge/knowledge.service';
import type { VoiceService } from '../voice/voice.service';
import {
  findCompanyById,
  findCompanyBySlugOrId,
  PublicChatRepo,
  sessionWithHistory,
  type ChatLeadRow,
  type ChatTurnRow,
  type ChatWrite,
} from './public-chat.repo';

// Tappable starts of a conversation, taken from the company's first knowledge entries.
const SUGGESTED_QUESTIONS = 4;
const BOOKING_LIMIT: RateLimitRule = { name: 'chat-booking', points: 5, durationSeconds: 60 * 60 };
// Every try, refused ones too: each reads the calendar (and the company's Google busy times).
const BOOKING_TRIES_LIMIT: RateLimitRule = { name: 'chat-booking-tries', points: 20, durationSeconds: 60 * 60 };

/**
 * Books within an address's few bookings an hour. A refused time (taken or no longer offered
 * meanwhile) books nothing, so it is not counted as a booking: a visitor who lost a race twice may
 * still book. Tries of any outcome have a cap of their own.
 */
async function bookWithinLimit<T>(limits: RateLimits, key: string, book: () => Promise<T>): Promise<T> {
  await limits.consume(BOOKING_TRIES_LIMIT, key, BOOKING_TEXTS.tooMany);
  await limits.consume(BOOKING_LIMIT, key, BOOKING_TEXTS.tooMany);
  try {
    return await book();
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODES.conflict) await limits.refund(BOOKING_LIMIT, key);
    throw error;
  }
}
const CONTACT_LIMIT: RateLimitRule = { name: 'chat-contact', points: 5, durationSeconds: 60 * 60 };
// Speech costs the company money per call: one visitor may not spend its whole per-minute budget.
const SPEECH_LIMIT: RateLimitRule = { name: 'chat-voice-tts', points: 20, durationSeconds: 60 };
const RECORDING_LIMIT: RateLimitRule = { name: 'chat-voice-stt', points: 10, durationSeconds: 60 };
// A page reloaded mid-answer asks every second or two until the answer is stored.
const CONVERSATION_READS_LIMIT: RateLimitRule = { name: 'chat-conversation-reads', points: 60, durationSeconds: 60 };
// The newest messages of a conversation a reloaded page is given: enough to find its question's answer.
const CONVERSATION_READ_MESSAGES = 10;
// Messages a minute each address may still send while the company's chat is over its cap.
const VISITOR_MESSAGES_WHILE_BUSY = 3;
// A lead's summary is made from at most this many of the conversation's newest messages.
const LEAD_SUMMARY_MESSAGES = 200;

type PublicCompanyRef = { id: string; name: string; slug: string };
type FollowUp = 'lead' | 'conversion' | 'summary';
type PublicCompanyRow = PublicCompanyRef & { isBlocked: boolean };
// Slugs never change and every chat turn starts from one: the company behind a slug is kept.
const KNOWN_SLUGS = 10_000;

/** A visitor, and the origin of the page on another site that embeds the chat, when there is one. */
/**
 * Who is chatting: `embeddedBy` is the origin of a page on another site showing the chat;
 * `memberOf` the company of a signed-in member trying it (the simulator sends its session).
 */
export type Visitor = ClientInfo & { embeddedBy?: string; memberOf?: string };

export type ChatInput = { message: string; sessionId?: string; visitorId?: string };

export type ChatTurnStream = { sessionId: string; events: AsyncGenerator<AssistantEvent> };

/** The public chat: no login, the company comes from the link, visitors are sessions. */
export class PublicChatService {
  private readonly perVisitor: RateLimitRule;
  private readonly perCompany: RateLimitRule;
  private readonly perVisitorWhileBusy: RateLimitRule;
  private readonly slugs = new LRUCache<string, string>({ max: KNOWN_SLUGS });
  private readonly companies: CompanyCache<{ row: PublicCompanyRow | undefined }>;
  /** Answers being written, visitors who left included; a clean stop lets them finish. */
  private readonly turns = new InFlight();

  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      /** A turn's messages go by group commit, with the model's usage row when they are queued together. */
      writes: TenantWriteQueue<'chat', ChatWrite>;
      /** A follow-up message's history is read with other visitors' reads. */
      reads: TenantReads;
      /** Says when a company was blocked or unblocked. */
      bus: ChangeBus;
      assistant: AssistantService;
      branding: Pick<BrandingService, 'get' | 'allowsEmbedding'>;
      knowledge: Pick<KnowledgeService, 'titles'>;
      calendar: Pick<CalendarService, 'availability' | 'book' | 'config' | 'confirmsByEmail'>;
      experiments: Pick<ExperimentsService, 'welcomeFor' | 'recordConversion'>;
      voice: Pick<VoiceService, 'settings' | 'speech' | 'transcription'>;
      limits: RateLimits;
      clock: Clock;
      logger: FastifyBaseLogger;
      /** Messages per minute. */
      rateLimits: { perVisitor: number; perCompany: number };
    },
  ) {
    this.perVisitor = { name: 'chat-visitor', points: deps.rateLimits.perVisitor, durationSeconds: 60 };
    this.perCompany = { name: 'chat-company', points: deps.rateLimits.perCompany, durationSeconds: 60 };
    this.perVisitorWhileBusy = { name: 'chat-visitor-busy', points: VISITOR_MESSAGES_WHILE_BUSY, durationSeconds: 60 };
    this.companies = new CompanyCache(async (companyId) => ({ row: await findCompanyById(deps.database.db, companyId) }), {
      bus: deps.bus,
      topics: ['company'],
      ttlMs: 10 * 60_000,
      maxCompanies: KNOWN_SLUGS,
    });
  }

  /**
   * Name, look and greeting of a public chat; `embeddedBy` is the origin of a page on another site
   * calling. The chat page sends its visitor id: that is a visit, and the visitor's side of a
   * running A/B test decides the greeting.
   */
  async profile(slugOrId: string, embeddedBy?: string, visitorId?: string): Promise<PublicCompany> {
    const company = await this.company(slugOrId, embeddedBy);
    const [brand, titles, calendar, testWelcome, voice] = await Promise.all([
      this.deps.branding.get(company.id, company.name),
      this.deps.knowledge.titles(company.id, SUGGESTED_QUESTIONS),
      this.deps.calendar.config(company.id),
      visitorId ? this.deps.experiments.welcomeFor(company.id, visitorId) : null,
      this.deps.voice.settings(company.id),
    ]);
    if (visitorId) {
      const now = this.deps.clock.now();
      const day = DateTime.fromJSDate(now, { zone: calendar.timezone }).toISODate() ?? now.toISOString().slice(0, 10);
      await withTenant(this.deps.database, company.id, (db) =>
        new PublicChatRepo(db, company.id).recordVisit(visitorId, day, now),
      );
    }
    return {
      name: brand.company_name,
      slug: company.slug,
      primary_color: brand.primary_color,
      secondary_color: brand.secondary_color,
      logo_url: brand.logo_url,
      welcome_message: testWelcome ?? brand.welcome_message,
      chat_position: brand.chat_position,
      chat_size: brand.chat_size,
      suggested_questions: titles,
      booking_enabled: calendar.is_enabled,
      voice,
    };
  }

  /** An answer read aloud for a visitor (MPEG audio), when the company has server speech on. */
  async speech(slugOrId: string, text: string, visitor: Visitor): Promise<Buffer> {
    const company = await this.company(slugOrId, visitor.embeddedBy);
    await this.deps.limits.consume(SPEECH_LIMIT, `${company.id}:${visitor.ip}`, VOICE_TEXTS.tooManySpeech);
    return this.deps.voice.speech(company.id, text);
  }

  /** A visitor's recorded question as text, when the company has Whisper on. */
  async transcription(slugOrId: string, audio: Buffer, contentType: string, visitor: Visitor): Promise<string> {
    const company = await this.company(slugOrId, visitor.embeddedBy);
    await this.deps.limits.consume(RECORDING_LIMIT, `${company.id}:${visitor.ip}`, VOICE_TEXTS.tooManyRecordings);
    return this.deps.voice.transcription(company.id, audio, contentType);
  }

  /** The free slots a visitor may book, for `days` days from `fromDate` (a day in the company's time zone; its today when not given). */
  async availability(
    slugOrId: string,
    fromDate: string | undefined,
    days: number,
    embeddedBy?: string,
  ): Promise<{ timezone: string; slots: Slot[] }> {
    const company = await this.company(slugOrId, embeddedBy);
    return this.deps.calendar.availability(company.id, fromDate, days);
  }

  /** A visitor books an offered slot; a few bookings an hour per address. */
  async book(
    slugOrId: string,
    input: PublicBookingInput,
    visitor: Visitor,
  ): Promise<{ booking: VisitorBooking; manageUrl: string; mailed: boolean }> {
    const company = await this.company(slugOrId, visitor.embeddedBy);
    const booked = await bookWithinLimit(this.deps.limits, `${company.id}:${visitor.ip}`, () =>
      this.deps.calendar.book(company.id, input),
    );
    await this.followUp(company.id, 'lead', async () => {
      const sessionId = input.visitorId
        ? await withTenant(this.deps.database, company.id, (db) =>
            new PublicChatRepo(db, company.id).newestSessionOf(input.visitorId ?? ''),
          )
        : null;
      await this.leadFromBooking(company.id, input, sessionId);
    });
    const { visitorId } = input;
    if (visitorId)
      await this.followUp(company.id, 'conversion', () => this.deps.experiments.recordConversion(company.id, visitorId));
    return booked;
  }

  /**
   * What follows a booking or a contact request that is stored: the booker's lead, the A/B test's
   * conversion, the lead's summary, each on its own. A failure is logged, never answered to the
   * visitor as a failed request, which they would send again. (The log's error serializer leaves
   * the refused row's values out.)
   */
  private async followUp(companyId: string, what: FollowUp, record: () => Promise<void>): Promise<void> {
    try {
      await record();
    } catch (error) {
      this.deps.logger.error({ err: error, companyId, what }, 'stored, but what follows it was not');
    }
  }

  /**
   * A visitor who books has left a name and an e-mail: a lead, as one from the contact form is, with
   * the conversation it came from; once per conversation and address (a visitor who left their
   * details and then booked is one lead).
   */
  private async leadFromBooking(
    companyId: string,
    who: { name: string; email: string },
    sessionId: string | null,
  ): Promise<void> {
    const turns = sessionId
      ? ((await sessionWithHistory(this.deps.reads, companyId, sessionId, LEAD_SUMMARY_MESSAGES))?.history ?? [])
      : [];
    await withTenant(this.deps.database, companyId, async (db) => {
      const repo = new PublicChatRepo(db, companyId);
      if (await repo.hasLead(sessionId, who.email)) return;
      await repo.insertLead({
        id: randomUUID(),
        sessionId,
        name: who.name,
        email: who.email,
        conversationSummary: extractiveSummary(turns, who.name),
        createdAt: this.deps.clock.now(),
      });
    });
  }

  /** The domains that may frame this company's chat page (empty: any), or null when there is no such chat. */
  async embeddingDomains(slugOrId: string): Promise<readonly string[] | null> {
    const company = await this.lookup(slugOrId);
    if (!company || company.isBlocked) return null;
    return (await this.deps.branding.get(company.id, company.name)).allowed_domains;
  }

  /**
   * A visitor's message and the answer to it. Everything that can refuse the message (company,
   * limits) is checked before anything is streamed. The answer starts at once: the visitor's
   * message is written as soon as the first words are out, while the model works on (and is durable
   * before the answer completes), and the answer is finished and stored even when the visitor
   * leaves before reading it. Writes of turns
   * running together share transactions (TenantWrites), with the model's usage rows.
   */
  async startTurn(
    slugOrId: string,
    input: ChatInput,
    visitor: Visitor,
    options: { pace?: boolean } = {},
  ): Promise<ChatTurnStream> {
    const startedAt = performance.now();
    const company = await this.company(slugOrId, visitor.embeddedBy);
    const { limits } = this.deps;
    const visitorKey = `${company.id}:${visitor.ip}`;
    await limits.consume(this.perVisitor, visitorKey, TEXTS.chatLimits.tooManyMessages);
    // Over the company's cap the chat stays open: each address is held to a few messages a minute,
    // so a handful of busy addresses cannot close it for every other visitor.
    if (!(await limits.tryConsume(this.perCompany, company.id))) {
      await limits.consume(this.perVisitorWhileBusy, visitorKey, TEXTS.chat.companyBusy);
    }
    const now = this.deps.clock.now();
    // An unknown or foreign session id starts a fresh conversation rather than failing the visitor.
    const { sessionId: askedFor } = input;
    const existing = askedFor
      ? await sessionWithHistory(this.deps.reads, company.id, askedFor, PUBLIC_CHAT_LIMITS.historyWindow)
      : undefined;
    const sessionId = existing?.id ?? randomUUID();
    const question: ChatWrite = {
      kind: 'message',
      row: { sessionId, role: 'user', content: input.message, createdAt: now, responseMs: null },
    };
    const questionWrites: ChatWrite[] = existing
      ? [question, { kind: 'activity', sessionId, at: now, turn: { visitorMessage: true } }]
      : [
          {
            kind: 'session',
            row: {
              id: sessionId,
              deviceType: deviceTypeOf(visitor.userAgent),
              userAgent: visitor.userAgent?.slice(0, 400) ?? null,
              startedAt: now,
              lastActivityAt: now,
              messageCount: 1,
              visitorId: input.visitorId ?? null,
              isTest: visitor.memberOf === company.id,
            },
          },
          question,
        ];
    const visitorId = existing?.visitorId ?? input.visitorId ?? null;
    return {
      sessionId,
      events: this.answer(
        company,
        { ...visitor, visitorId },
        { sessionId, history: existing?.history ?? [], startedAt, questionWrites },
        input.message,
        options.pace ?? false,
      ),
    };
  }

  /** The whole answer at once, for clients that do not stream. */
  async chat(slugOrId: string, input: ChatInput, visitor: Visitor) {
    const turn = await this.startTurn(slugOrId, input, visitor);
    for await (const event of turn.events) {
      if (event.type === 'done')
        return {
          reply: event.reply,
          sessionId: turn.sessionId,
          askForContact: event.askForContact,
          offerBooking: event.offerBooking,
          bookingFrom: event.bookingFrom,
          booked: event.booked,
          answeredBy: event.answeredBy,
          knowledge: event.knowledge,
          related: event.related,
        };
    }
    return {
      reply: TEXTS.chat.apology,
      sessionId: turn.sessionId,
      askForContact: false,
      offerBooking: false,
      bookingFrom: null,
      booked: null,
      knowledge: [],
      related: [],
    };
  }

  /**
   * A visitor's own conversation, newest messages last. Only the visitor whose id began it may read
   * it: to anyone else, a conversation of another visitor or company does not exist.
   */
  async conversation(slugOrId: string, sessionId: string, visitorId: string, visitor: Visitor): Promise<ChatTurnRow[]> {
    const company = await this.company(slugOrId, visitor.embeddedBy);
    await this.deps.limits.consume(CONVERSATION_READS_LIMIT, `${company.id}:${visitor.ip}`, TEXTS.chatLimits.tooManyMessages);
    const session = await sessionWithHistory(this.deps.reads, company.id, sessionId, CONVERSATION_READ_MESSAGES);
    if (!session || session.visitorId === null || session.visitorId !== visitorId) throw notFound(TEXTS.chat.sessionNotFound);
    return session.history;
  }

  async contact(slugOrId: string, input: ContactDetails, visitor: Visitor): Promise<void> {
    const company = await this.company(slugOrId, visitor.embeddedBy);
    await this.deps.limits.consume(CONTACT_LIMIT, `${company.id}:${visitor.ip}`, TEXTS.chatLimits.tooManyMessages);
    const leadId = randomUUID();
    const now = this.deps.clock.now();
    const session = input.sessionId
      ? await sessionWithHistory(this.deps.reads, company.id, input.sessionId, LEAD_SUMMARY_MESSAGES)
      : undefined;
    const sessionId = session?.id ?? null;
    const turns = session?.history ?? [];
    const visitorId = input.visitorId ?? session?.visitorId ?? null;
    // The lead is stored first with a summary made on the spot, so nothing is lost if the model fails.
    await withTenant(this.deps.database, company.id, (db) =>
      new PublicChatRepo(db, company.id).insertLead({
        id: leadId,
        sessionId,
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        conversationSummary: extractiveSummary(turns, input.name),
        createdAt: now,
      }),
    );
    if (visitorId)
      await this.followUp(company.id, 'conversion', () => this.deps.experiments.recordConversion(company.id, visitorId));
    await this.followUp(company.id, 'summary', async () => {
      // Only a session of this company is named in the usage record, never the id the visitor sent.
      const summary = turns.length > 0 ? await this.deps.assistant.summarize(company.id, sessionId, transcriptOf(turns)) : null;
      if (summary)
        await withTenant(this.deps.database, company.id, (db) =>
          new PublicChatRepo(db, company.id).setLeadSummary(leadId, summary),
        );
    });
  }

  /** For the Statistics page: visitors who chatted, and those active in the last `activeMinutes`. */
  visitorCounts(companyId: string, activeMinutes: number): Promise<{ total: number; active: number }> {
    const since = new Date(this.deps.clock.now().getTime() - activeMinutes * 60_000);
    return withTenant(this.deps.database, companyId, (db) => new PublicChatRepo(db, companyId).visitorCounts(since));
  }

  /** Public Chat Users: a page of the visitors who left details, and the counts of the footer. */
  leads(companyId: string, query: PublicChatUsersQuery): Promise<PublicChatUsersResponse> {
    return withTenant(this.deps.database, companyId, async (db) => {
      const repo = new PublicChatRepo(db, companyId);
      const after = query.cursor ? readCursor(query.cursor) : undefined;
      // One more than the page tells whether another page follows.
      const rows = await repo.pageOfLeads(query.search, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const counts = await repo.leadCounts(query.search);
      return {
        users: page.map(leadView),
        ...counts,
        next_cursor: rows.length > query.limit ? (page.at(-1)?.place ?? null) : null,
      };
    });
  }

  private async *answer(
    company: PublicCompanyRef,
    visitor: Visitor & { visitorId: string | null },
    turn: { sessionId: string; history: ChatTurn[]; startedAt: number; questionWrites: ChatWrite[] },
    message: string,
    pace: boolean,
  ): AsyncGenerator<AssistantEvent> {
    const { sessionId, history } = turn;
    const finished = this.turns.start();
    // The visitor's message is written once the first words are out (or when the turn ends without
    // any), so its write never holds them up; the answer's write waits for it.
    let stored: Promise<void> | undefined;
    const storeQuestion = (): Promise<void> => {
      if (!stored) {
        stored = this.deps.writes.add(company.id, 'chat', turn.questionWrites);
        // The answer's write reports a failure; until then it must not go unhandled.
        stored.catch(() => undefined);
      }
      return stored;
    };
    try {
      // Who booked in this turn, if anyone: a lead once the turn's messages are stored.
      let bookedBy: { name: string; email: string } | undefined;
      const booking = await this.bookingTools(company, visitor, (who) => {
        bookedBy = who;
      });
      for await (const event of this.deps.assistant.reply({
        companyId: company.id,
        companyName: company.name,
        sessionId,
        history,
        message,
        ...(booking ? { booking } : {}),
        // A streaming visitor is shown the answer at reading pace; the JSON endpoint answers at once.
        pace,
      })) {
        if (event.type === 'done') {
          const now = this.deps.clock.now();
          const answerMs = Math.round(performance.now() - turn.startedAt);
          // After the visitor's own message (in the same transaction when it is still queued): an
          // answer is never stored without its question.
          await this.deps.writes.add(
            company.id,
            'chat',
            [
              {
                kind: 'message',
                row: { sessionId, role: 'assistant', content: event.reply, createdAt: now, responseMs: answerMs },
              },
              { kind: 'activity', sessionId, at: now, turn: { answerMs } },
            ],
            { after: storeQuestion() },
          );
          const booker = bookedBy;
          if (booker) await this.followUp(company.id, 'lead', () => this.leadFromBooking(company.id, booker, sessionId));
          const { visitorId } = visitor;
          if (event.booked && visitorId)
            await this.followUp(company.id, 'conversion', () => this.deps.experiments.recordConversion(company.id, visitorId));
        }
        yield event;
        storeQuestion();
      }
    } finally {
      storeQuestion();
      finished();
    }
  }

  /** Settles once every answer being written has ended (its writes are then queued). */
  settled(): Promise<void> {
    return this.turns.settled();
  }

  /**
   * The company's calendar as the assistant may use it, when its visitors may book: the same rules
   * as the booking card, its limit of bookings per address included (a refusal goes back to the model).
   */
  private async bookingTools(
    company: PublicCompanyRef,
    visitor: Visitor,
    onBooked: (who: { name: string; email: string }) => void,
  ): Promise<BookingTools | null> {
    const config = await this.deps.calendar.config(company.id);
    if (!config.is_enabled) return null;
    const { calendar, limits, clock } = this.deps;
    return {
      timezone: config.timezone,
      // Worked out only when asked (a model told about the calendar, a visitor asking to book): its
      // time-zone arithmetic cost every built-in turn ~20 µs.
      get today() {
        return DateTime.fromJSDate(clock.now(), { zone: config.timezone }).toISODate() ?? '';
      },
      freeTimes: async (fromDate, days) => (await calendar.availability(company.id, fromDate, days)).slots,
      confirmsByEmail: () => calendar.confirmsByEmail(company.id),
      book: async ({ start, name, email, notes }) => {
        const { booking, manageUrl, mailed } = await bookWithinLimit(limits, `${company.id}:${visitor.ip}`, () =>
          calendar.book(company.id, { start_time: start, name, email, notes }),
        );
        onBooked({ name, email });
        return {
          start_time: booking.start_time,
          end_time: booking.end_time,
          manage_url: manageUrl,
          timezone: booking.timezone,
          mailed,
        };
      },
    };
  }

  /** The company behind a public link; refused when blocked, or when embedded by a site it did not list. */
  private async company(slugOrId: string, embeddedBy?: string): Promise<PublicCompanyRef> {
    const company = await this.lookup(slugOrId);
    if (!company) throw notFound(TEXTS.chat.companyNotFound);
    if (company.isBlocked) throw new AppError(ERROR_CODES.chatUnavailable, TEXTS.chat.unavailable);
    if (embeddedBy) {
      const brand = await this.deps.branding.get(company.id, company.name);
      if (!this.deps.branding.allowsEmbedding(brand, embeddedBy)) throw forbidden(TEXTS.chat.notOnThisSite);
    }
    return company;
  }

  /** The company behind a slug (remembered) or, failing that, an id; its blocked flag is cached and dropped on change. */
  private async lookup(slugOrId: string): Promise<PublicCompanyRow | undefined> {
    const knownId = this.slugs.get(slugOrId);
    if (knownId) return (await this.companies.get(knownId)).row;
    const found = await findCompanyBySlugOrId(this.deps.database.db, slugOrId);
    // Only a slug is remembered: an id in the link stays second to any slug, as in the lookup itself.
    if (found?.slug === slugOrId) this.slugs.set(slugOrId, found.id);
    return found;
  }
}

function transcriptOf(turns: ChatTurn[]): string {
  return turns.map((turn) => `${turn.role === 'user' ? 'Visitor' : 'Assistant'}: ${turn.content}`).join('\n');
}

function leadView(row: ChatLeadRow): PublicChatUser {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    conversation_summary: row.conversationSummary,
    created_at: row.createdAt.toISOString(),
  };
}
