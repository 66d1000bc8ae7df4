import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { companyMessages } from '../../db/schema/messages';

export type CompanyMessageRow = typeof companyMessages.$inferSelect;
type NewMessage = Omit<typeof companyMessages.$inferInsert, 'companyId'>;

/** One company's side of the conversation with the operator; every query carries the company. */
export class CompanyMessagesRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  list(): Promise<CompanyMessageRow[]> {
    return this.db
      .select()
      .from(companyMessages)
      .where(eq(companyMessages.companyId, this.companyId))
      .orderBy(asc(companyMessages.createdAt), asc(companyMessages.id));
  }

  async insert(message: NewMessage): Promise<CompanyMessageRow> {
    const [row] = await this.db
      .insert(companyMessages)
      .values({ ...message, companyId: this.companyId })
      .returning();
    if (!row) throw new Error('The message was not stored');
    return row;
  }

  /** Marks what the other side wrote as read by this side; answers how many changed. */
  async markRead(reader: 'company' | 'super_admin'): Promise<number> {
    const fromOtherSide = eq(companyMessages.fromSuperAdmin, reader === 'company');
    const column = reader === 'company' ? companyMessages.readByCompany : companyMessages.readBySuperAdmin;
    const rows = await this.db
      .update(companyMessages)
      .set(reader === 'company' ? { readByCompany: true } : { readBySuperAdmin: true })
      .where(and(eq(companyMessages.companyId, this.companyId), fromOtherSide, eq(column, false)))
      .returning({ id: companyMessages.id });
    return rows.length;
  }

  async setReaction(id: string, emoji: string | null): Promise<CompanyMessageRow | undefined> {
    const [row] = await this.db
      .update(companyMessages)
      .set({ emojiReaction: emoji })
      .where(and(eq(companyMessages.companyId, this.companyId), eq(companyMessages.id, id)))
      .returning();
    return row;
  }
}

export type ThreadRow = {
  companyId: string;
  companyName: string;
  unreadCount: number;
  lastMessage: string | null;
  lastMessageAt: Date | null;
};

/** The operator's inbox: every company, with what it sent that the operator has not read. */
export async function listThreads(db: Database): Promise<ThreadRow[]> {
  const unread = db
    .select({ companyId: companyMessages.companyId, n: count().as('n') })
    .from(companyMessages)
    .where(and(eq(companyMessages.fromSuperAdmin, false), eq(companyMessages.readBySuperAdmin, false)))
    .groupBy(companyMessages.companyId)
    .as('unread');
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      unreadCount: sql<number>`coalesce(${unread.n}, 0)::int`,
      lastMessage: sql<
        string | null
      >`(select m.message from company_messages m where m.company_id = ${companies.id} order by m.created_at desc, m.id desc limit 1)`,
      lastMessageAt: sql<string | null>`(select max(m.created_at) from company_messages m where m.company_id = ${companies.id})`,
    })
    .from(companies)
    .leftJoin(unread, eq(unread.companyId, companies.id))
    .orderBy(desc(sql`coalesce(${unread.n}, 0)`), asc(companies.name));
  return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt) : null }));
}
