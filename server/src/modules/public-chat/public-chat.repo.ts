import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inlineTemplate, type BoundStatement } from '../../db/inline-sql';
import { chatLeads, chatMessages, chatSessions, chatVisits } from '../../db/schema/chat';
import { companies } from '../../db/schema/companies';
import { unnestInsert } from '../../db/unnest-insert';
import type { TenantReads } from '../../platform/tenant-reads';
import type { TenantWriter } from '../../platform/tenant-writes';

export type ChatLeadRow = typeof chatLeads.$inferSelect;
export type ChatTurnRow = { role: 'user' | 'assistant'; content: string };

/** One write of a chat turn; the public chat queues them and writes them in batches (GroupCommit). */
export type ChatWrite =
  | { kind: 'session'; row: NewSession }
  | { kind: 'message'; row: NewMessage }
  /** The session's last activity moves on, counting a visitor message or an answer (and its response time). */
  | { kind: 'activity'; sessionId: string; at: Date; turn: { visitorMessage: true } | { answerMs: number } };

type SessionMove = { sessionId: string; at: Date; visitorMessages: number; answerMs: number; answers: number };

/** The activity writes folded into one change per session. */
function sessionMoves(writes: ChatWrite[]): SessionMove[] {
  const moves = new Map<string, SessionMove>();
  for (const write of writes) {
    if (write.kind !== 'activity') continue;
    const move = moves.get(write.sessionId) ?? {
      sessionId: write.sessionId,
      at: write.at,
      visitorMessages: 0,
      answerMs: 0,
      answers: 0,
    };
    if (write.at > move.at) move.at = write.at;
    if ('visitorMessage' in write.turn) move.visitorMessages += 1;
    else {
      move.answerMs += write.turn.answerMs;
      move.answers += 1;
    }
    moves.set(write.sessionId, move);
  }
  return [...moves.values()];
}

type SessionRow = typeof chatSessions.$inferSelect;
type NewSession = Pick<
  SessionRow,
  'id' | 'deviceType' | 'userAgent' | 'startedAt' | 'lastActivityAt' | 'messageCount' | 'visitorId' | 'isTest'
>;
type NewMessage = Pick<typeof chatMessages.$inferSelect, 'sessionId' | 'role' | 'content' | 'createdAt' | 'responseMs'>;

const SESSION_COLUMNS = [
  'id',
  'companyId',
  'deviceType',
  'userAgent',
  'startedAt',
  'lastActivityAt',
  'messageCount',
  'visitorId',
  'isTest',
  'responseMsTotal',
  'answerCount',
] as const;
const MESSAGE_COLUMNS = ['companyId', 'sessionId', 'role', 'content', 'responseMs', 'createdAt'] as const;

/** A new session's row with the activity of its first turn(s) counted in. */
function withMove(row: NewSession, companyId: string, move: SessionMove | undefined): SessionRow {
  const counted = { ...row, companyId, responseMsTotal: 0, answerCount: 0 };
  if (!move) return counted;
  return {
    ...counted,
    lastActivityAt: move.at > row.lastActivityAt ? move.at : row.lastActivityAt,
    messageCount: row.messageCount + move.visitorMessages,
    responseMsTotal: move.answerMs,
    answerCount: move.answers,
  };
}

/** Finds the company behind a public link. Public endpoints know only the slug (or id) in the URL. */
export async function findCompanyBySlugOrId(db: Database, slugOrId: string) {
  // The slug wins; the id is only a fallback, so no slug can ever stand in for another company's id.
  const [bySlug] = await db.select(PUBLIC_COMPANY).from(companies).where(eq(companies.slug, slugOrId)).limit(1);
  return bySlug ?? findCompanyById(db, slugOrId);
}

export async function findCompanyById(db: Database, id: string) {
  const [row] = await db.select(PUBLIC_COMPANY).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

const PUBLIC_COMPANY = { id: companies.id, name: companies.name, slug: companies.slug, isBlocked: companies.isBlocked };

/** One company's visitor sessions, messages and leads; every query carries the company. */
export class PublicChatRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /** A visitor opened the chat: one visit per visitor and day. */
  async recordVisit(visitorId: string, day: string, at: Date): Promise<void> {
    await this.db.insert(chatVisits).values({ companyId: this.companyId, visitorId, day, firstSeenAt: at }).onConflictDoNothing();
  }

  async insertLead(row: Omit<typeof chatLeads.$inferInsert, 'companyId'>): Promise<void> {
    await this.db.insert(chatLeads).values({ ...row, companyId: this.companyId });
  }

  /** Whether the conversation (or, without one, the company) already has a lead with this e-mail. */
  async hasLead(sessionId: string | null, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chatLeads.id })
      .from(chatLeads)
      .where(
        and(
          eq(chatLeads.companyId, this.companyId),
          sessionId === null ? isNull(chatLeads.sessionId) : eq(chatLeads.sessionId, sessionId),
          sql`lower(${chatLeads.email}) = lower(${email})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The visitor's newest conversation with the company, if any. */
  async newestSessionOf(visitorId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.companyId, this.companyId), eq(chatSessions.visitorId, visitorId)))
      .orderBy(desc(chatSessions.lastActivityAt))
      .limit(1);
    return row?.id ?? null;
  }

  async setLeadSummary(id: string, summary: string): Promise<void> {
    await this.db
      .update(chatLeads)
      .set({ conversationSummary: summary })
      .where(and(eq(chatLeads.companyId, this.companyId), eq(chatLeads.id, id)));
  }

  /**
   * Visitors who chatted (a session with at least one message of theirs), and those active since
   * `activeSince`, each visitor once however many conversations they started ("Start a new
   * conversation"); a session without a visitor id counts as a visitor of its own.
   */
  async visitorCounts(activeSince: Date): Promise<{ total: number; active: number }> {
    const visitor = sql`coalesce('visitor:' || ${chatSessions.visitorId}, 'session:' || ${chatSessions.id})`;
    const [row] = await this.db
      .select({
        total: sql<number>`count(distinct ${visitor})::int`,
        active: sql<number>`count(distinct ${visitor}) filter (where ${chatSessions.lastActivityAt} >= ${activeSince.toISOString()}::timestamptz)::int`,
      })
      .from(chatSessions)
      .where(
        and(eq(chatSessions.companyId, this.companyId), sql`${chatSessions.messageCount} > 0`, eq(chatSessions.isTest, false)),
      );
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }

  /**
   * A page of visitors who left details, newest first, after `after` (the last of the page before).
   * Each row carries its place in the order with the database's microseconds, which a JavaScript
   * date would round away, skipping rows of the same millisecond.
   */
  pageOfLeads(
    search: string,
    after: { createdAt: string; id: string } | undefined,
    limit: number,
  ): Promise<(ChatLeadRow & { place: string })[]> {
    return this.db
      .select({
        ...getTableColumns(chatLeads),
        place: sql<string>`to_char(${chatLeads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z_"') || ${chatLeads.id}`,
      })
      .from(chatLeads)
      .where(
        and(
          eq(chatLeads.companyId, this.companyId),
          leadsMatching(search),
          after ? sql`(${chatLeads.createdAt}, ${chatLeads.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(chatLeads.createdAt), desc(chatLeads.id))
      .limit(limit);
  }

  /** Every visitor who left details, and how many of them the search matches. */
  async leadCounts(search: string): Promise<{ total: number; matching: number }> {
    const matches = leadsMatching(search) ?? sql`true`;
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int`, matching: sql<number>`(count(*) filter (where ${matches}))::int` })
      .from(chatLeads)
      .where(eq(chatLeads.companyId, this.companyId));
    return { total: row?.total ?? 0, matching: row?.matching ?? 0 };
  }
}

// A search's words (at most 100 characters of them, by the contract) are each looked for in the
// visitor's name, contact details and conversation; a word of digits is also looked for in the phone
// number without its spaces and punctuation.
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

function leadsMatching(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const text = sql`concat_ws(' ', ${chatLeads.name}, ${chatLeads.lastname}, ${chatLeads.email}, ${chatLeads.phone}, ${chatLeads.conversationSummary})`;
  return and(
    ...words.map((word) => {
      const inText = sql`${text} ilike ${`%${escapeLike(word)}%`}`;
      const digits = word.replace(/[\s()+.-]/g, '');
      return /^\d{3,}$/.test(digits)
        ? or(inText, sql`regexp_replace(${chatLeads.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`)
        : inText;
    }),
  );
}

// Sessions' activity moved on, one array per counter: the same statement for every batch of turns.
const moveSessions = inlineTemplate(sql`
  update ${chatSessions} set
    last_activity_at = greatest(${chatSessions.lastActivityAt}, moved.at),
    message_count = ${chatSessions.messageCount} + moved.visitor_messages,
    response_ms_total = ${chatSessions.responseMsTotal} + moved.answer_ms,
    answer_count = ${chatSessions.answerCount} + moved.answers
  from unnest(
    ${sql.placeholder('ids')}::text[],
    ${sql.placeholder('ats')}::timestamptz[],
    ${sql.placeholder('visitorMessages')}::integer[],
    ${sql.placeholder('answerMs')}::integer[],
    ${sql.placeholder('answers')}::integer[]
  ) as moved(id, at, visitor_messages, answer_ms, answers)
  where ${chatSessions.companyId} = ${sql.placeholder('companyId')} and ${chatSessions.id} = moved.id`);

// Built once, with placeholders: a visitor's every follow-up message reads its conversation.
const queries = new QueryBuilder();
const newestMessages = queries
  .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
  .from(chatMessages)
  .where(and(eq(chatMessages.companyId, sql.placeholder('companyId')), eq(chatMessages.sessionId, chatSessions.id)))
  .orderBy(desc(chatMessages.id))
  .limit(sql.placeholder('limit'))
  .as('newest');
/** A session of the company with its newest `limit` messages, oldest first, as one statement. */
const sessionWithHistoryQuery = inlineTemplate(
  queries
    .select({
      id: chatSessions.id,
      visitorId: chatSessions.visitorId,
      history:
        sql`(select coalesce(json_agg(json_build_object('role', ${newestMessages.role}, 'content', ${newestMessages.content}) order by ${newestMessages.id}), '[]') from ${newestMessages})`.as(
          'history',
        ),
    })
    .from(chatSessions)
    .where(and(eq(chatSessions.companyId, sql.placeholder('companyId')), eq(chatSessions.id, sql.placeholder('id'))))
    .limit(1)
    .getSQL(),
);

/** A session's row as sessionWithHistoryQuery reads it: the database's column names, its history as JSON. */
const sessionWithHistoryRow = z.object({
  id: z.string(),
  visitor_id: z.string().nullable(),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
});

/**
 * A session of the company with its newest `limit` messages, oldest first. A visitor's every
 * follow-up message waits for it, so it goes with the other visitors' reads (TenantReads).
 */
export async function sessionWithHistory(
  reads: TenantReads,
  companyId: string,
  id: string,
  limit: number,
): Promise<{ id: string; visitorId: string | null; history: ChatTurnRow[] } | undefined> {
  const [row] = await reads.read(companyId, sessionWithHistoryQuery({ companyId, id, limit }));
  if (row === undefined) return undefined;
  const { id: sessionId, visitor_id: visitorId, history } = sessionWithHistoryRow.parse(row);
  return { id: sessionId, visitorId, history };
}

/**
 * A batch of chat writes (several turns' when they queued together) as statements for the shared
 * tenant write queue (platform/tenant-writes.ts), which runs them in one transaction: the new
 * sessions, every message in the order given (ids keep a question before its answer), and each
 * older session's counters moved on once. A session created in this batch gets its counters in its
 * row, not by an update of the row just written. Every statement carries the company.
 */
export const writeChat: TenantWriter<ChatWrite> = (companyId, writes) => {
  const moves = new Map(sessionMoves(writes).map((move) => [move.sessionId, move]));
  const sessions = writes.flatMap((write) => {
    if (write.kind !== 'session') return [];
    const move = moves.get(write.row.id);
    moves.delete(write.row.id);
    return [withMove(write.row, companyId, move)];
  });
  const messages = writes.flatMap((write) => (write.kind === 'message' ? [{ ...write.row, companyId }] : []));
  const statements: BoundStatement[] = [];
  if (sessions.length > 0) statements.push(unnestInsert(chatSessions, SESSION_COLUMNS, sessions));
  if (messages.length > 0) statements.push(unnestInsert(chatMessages, MESSAGE_COLUMNS, messages));
  if (moves.size === 0) return statements;
  const moved = [...moves.values()];
  const column = <K extends keyof SessionMove>(key: K) => moved.map((move) => move[key]);
  statements.push(
    moveSessions({
      companyId,
      ids: column('sessionId'),
      ats: column('at'),
      visitorMessages: column('visitorMessages'),
      answerMs: column('answerMs'),
      answers: column('answers'),
    }),
  );
  return statements;
};
