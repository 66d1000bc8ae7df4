import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionCodes, sessions } from '../../db/schema/sessions';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Sessions are platform records (a super admin's session has no company), so queries are by id. */
export class SessionsRepo {
  constructor(private readonly db: Database) {}

  async insert(session: NewSession): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  async findById(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row;
  }

  /** Whether this user or super admin ever signed in (not impersonated) from this address. */
  async hasSignedInFrom(subjectId: string, ip: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          or(eq(sessions.userId, subjectId), eq(sessions.superAdminId, subjectId)),
          eq(sessions.ip, ip),
          inArray(sessions.kind, ['user', 'super_admin']),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insertCode(code: typeof sessionCodes.$inferInsert): Promise<void> {
    await this.db.insert(sessionCodes).values(code);
  }

  /** Marks a code used and returns its session id, in one statement, so a code works exactly once. */
  async consumeCode(codeHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(sessionCodes)
      .set({ usedAt: now })
      .where(and(eq(sessionCodes.codeHash, codeHash), isNull(sessionCodes.usedAt), gt(sessionCodes.expiresAt, now)))
      .returning({ sessionId: sessionCodes.sessionId });
    return row?.sessionId;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Ends every open session of a user, optionally keeping the one making the request. */
  async revokeAllForUser(userId: string, at: Date, keepSessionId?: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(...conditions));
  }

  /** Every company visit (impersonation) of a super admin still open. */
  async revokeVisitsOf(superAdminId: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.superAdminId, superAdminId), eq(sessions.kind, 'impersonation'), isNull(sessions.revokedAt)));
  }

  /** Every open session of a super admin, company visits included; answers how many. */
  async revokeAllForSuperAdmin(superAdminId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.superAdminId, superAdminId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Every session inside a company: its users' and the operator's visits. */
  async revokeAllForCompany(companyId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  }
}
