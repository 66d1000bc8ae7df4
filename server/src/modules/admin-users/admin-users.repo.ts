import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import type { Database } from '../../db/client';
import { userPermissions, users } from '../../db/schema/users';

/** A company's users and their page permissions; every query carries the company. */
export class AdminUsersRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async list() {
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.companyId, this.companyId))
      .orderBy(asc(users.createdAt), asc(users.email));
    const grants = await this.db.select().from(userPermissions).where(eq(userPermissions.companyId, this.companyId));
    return rows.map((user) => ({
      user,
      granted: new Set(grants.filter((grant) => grant.userId === user.id).map((grant) => grant.permission)),
    }));
  }

  /** The company's users among these ids, with their e-mail and role; ids of no user of the company are left out. */
  async usersAmong(ids: string[]): Promise<Map<string, { email: string; role: 'admin' | 'user' }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, this.companyId), inArray(users.id, ids)));
    return new Map(rows.map(({ id, ...user }) => [id, user]));
  }

  async insertUser(user: Omit<typeof users.$inferInsert, 'companyId'>, permissions: readonly PagePermission[]) {
    await this.db.insert(users).values({ ...user, companyId: this.companyId });
    if (permissions.length > 0) {
      await this.db
        .insert(userPermissions)
        .values(permissions.map((permission) => ({ companyId: this.companyId, userId: user.id, permission })));
    }
  }

  async permissionsOf(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(and(eq(userPermissions.companyId, this.companyId), eq(userPermissions.userId, userId)));
    return new Set(rows.map((row) => row.permission));
  }

  async grant(userId: string, permission: PagePermission) {
    await this.db.insert(userPermissions).values({ companyId: this.companyId, userId, permission }).onConflictDoNothing();
  }

  async revoke(userId: string, permission: PagePermission) {
    await this.db
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.companyId, this.companyId),
          eq(userPermissions.userId, userId),
          eq(userPermissions.permission, permission),
        ),
      );
  }
}
