import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

/** A company's users; built with the caller's company, which every query filters on. */
export class UsersRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async findWithCompany(userId: string) {
    const [row] = await this.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, this.companyId), eq(users.id, userId)))
      .limit(1);
    return row;
  }

  async updateProfile(userId: string, changes: { name: string; lastname: string; pendingEmail: string | null }, now: Date) {
    await this.db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(users.companyId, this.companyId), eq(users.id, userId)));
  }

  async setPassword(userId: string, passwordHash: string, now: Date) {
    await this.db
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(and(eq(users.companyId, this.companyId), eq(users.id, userId)));
  }
}
