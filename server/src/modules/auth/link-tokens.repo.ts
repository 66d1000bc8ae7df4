import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema/sessions';

export type LinkTokenRow = typeof accountTokens.$inferSelect;
export type LinkPurpose = LinkTokenRow['purpose'];

/** The mailed links (e-mail verification, password reset), stored hashed; looked up by hash across companies. */
export class LinkTokensRepo {
  constructor(private readonly db: Database) {}

  async insert(token: typeof accountTokens.$inferInsert): Promise<void> {
    await this.db.insert(accountTokens).values(token);
  }

  /** Marks a link token used and returns it, in one statement, so a link works exactly once. */
  async consume(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<LinkTokenRow | undefined> {
    const [row] = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** A link token by its hash, used or not (to tell a used link from a foreign one). */
  async find(tokenHash: string, purpose: LinkPurpose): Promise<LinkTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
      .limit(1);
    return row;
  }

  async expireOpen(userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }

  async latestCreatedAt(userId: string, purpose: LinkPurpose): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    return row?.createdAt;
  }
}
