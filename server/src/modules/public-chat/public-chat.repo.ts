import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatLeads, chatMessages, chatSessions, chatVisits } from '../../db/schema/chat';
import { companies } from '../../db/schema/companies';

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatLeadRow = typeof chatLeads.$inferSelect;

/** Finds the company behind a public link. Public endpoints know only the slug (or id) in the URL. */
export async function findCompanyBySlugOrId(db: Database, slugOrId: string) {
  const columns = { id: companies.id, name: companies.name, slug: companies.slug, isBlocked: companies.isBlocked };
  // The slug wins; the id is only a fallback, so no slug can ever stand in for another company's id.
  const [bySlug] = await db.select(columns).from(companies).where(eq(companies.slug, slugOrId)).limit(1);
  if (bySlug) return bySlug;
  const [byId] = await db.select(columns).from(companies).where(eq(companies.id, slugOrId)).limit(1);
  return byId;
}

/** One company's visitor sessions, messages and leads; every query carries the company. */
export class PublicChatRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async findSession(id: string): Promise<ChatSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.companyId, this.companyId), eq(chatSessions.id, id)))
      .limit(1);
    return row;
  }

  async createSession(row: Omit<typeof chatSessions.$inferInsert, 'companyId'>): Promise<void> {
    await this.db.insert(chatSessions).values({ ...row, companyId: this.companyId });
  }

  /** The newest `limit` messages of a session, oldest first. */
  async recentMessages(sessionId: string, limit: number) {
    const rows = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.companyId, this.companyId), eq(chatMessages.sessionId, sessionId)))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  async addMessage(sessionId: string, role: 'user' | 'assistant', content: string, at: Date, responseMs?: number) {
    await this.db
      .insert(chatMessages)
      .values({ companyId: this.companyId, sessionId, role, content, createdAt: at, responseMs: responseMs ?? null });
  }

  /** Moves the session's last activity on, counting a visitor message or an answer (and its response time). */
  async touchSession(sessionId: string, at: Date, turn: { visitorMessage: true } | { answerMs: number }) {
    await this.db
      .update(chatSessions)
      .set({
        lastActivityAt: at,
        ...('visitorMessage' in turn
          ? { messageCount: sql`${chatSessions.messageCount} + 1` }
          : {
              responseMsTotal: sql`${chatSessions.responseMsTotal} + ${turn.answerMs}`,
              answerCount: sql`${chatSessions.answerCount} + 1`,
            }),
      })
      .where(and(eq(chatSessions.companyId, this.companyId), eq(chatSessions.id, sessionId)));
  }

  /** A visitor opened the chat: one visit per visitor and day. */
  async recordVisit(visitorId: string, day: string, at: Date): Promise<void> {
    await this.db.insert(chatVisits).values({ companyId: this.companyId, visitorId, day, firstSeenAt: at }).onConflictDoNothing();
  }

  async insertLead(row: Omit<typeof chatLeads.$inferInsert, 'companyId'>): Promise<void> {
    await this.db.insert(chatLeads).values({ ...row, companyId: this.companyId });
  }

  async setLeadSummary(id: string, summary: string): Promise<void> {
    await this.db
      .update(chatLeads)
      .set({ conversationSummary: summary })
      .where(and(eq(chatLeads.companyId, this.companyId), eq(chatLeads.id, id)));
  }

  /** Visitors who chatted (a session with at least one message of theirs), and those active since `activeSince`. */
  async visitorCounts(activeSince: Date): Promise<{ total: number; active: number }> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${chatSessions.lastActivityAt} >= ${activeSince.toISOString()}::timestamptz)::int`,
      })
      .from(chatSessions)
      .where(and(eq(chatSessions.companyId, this.companyId), sql`${chatSessions.messageCount} > 0`));
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }

  listLeads(): Promise<ChatLeadRow[]> {
    return this.db
      .select()
      .from(chatLeads)
      .where(eq(chatLeads.companyId, this.companyId))
      .orderBy(desc(chatLeads.createdAt), desc(chatLeads.id));
  }
}
