import { and, desc, eq, gt, lt, ne, notLike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions } from '../../db/schema/chat';
import { companies } from '../../db/schema/companies';
import { auditLog } from '../../db/schema/platform';
import { superAdmins, users } from '../../db/schema/users';
import { DISABLED_SUPER_ADMIN_PREFIX } from '../accounts/accounts.service';

export type TenantRow = {
  id: string;
  name: string;
  slug: string;
  isBlocked: boolean;
  createdAt: Date;
  userCount: number;
  /** Of its users, how many have verified their e-mail address. */
  verifiedUsers: number;
  activeChats: number;
};

/**
 * Read-only views across every company for the operator's console. The rows themselves belong to
 * other modules; changes go through their services.
 */
export class PlatformOverviewRepo {
  constructor(private readonly db: Database) {}

  /** Every company with its number of users and of visitors' conversations active since `activeSince`. */
  async tenants(activeSince: Date, companyId?: string): Promise<TenantRow[]> {
    const userCounts = this.db
      .select({
        companyId: users.companyId,
        n: sql<number>`count(*)::int`.as('user_count'),
        verified: sql<number>`count(${users.emailVerifiedAt})::int`.as('verified_count'),
      })
      .from(users)
      .groupBy(users.companyId)
      .as('user_counts');
    const chatCounts = this.db
      .select({ companyId: chatSessions.companyId, n: sql<number>`count(*)::int`.as('chat_count') })
      .from(chatSessions)
      .where(and(gt(chatSessions.lastActivityAt, activeSince), eq(chatSessions.isTest, false)))
      .groupBy(chatSessions.companyId)
      .as('chat_counts');
    return this.db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        isBlocked: companies.isBlocked,
        createdAt: companies.createdAt,
        userCount: sql<number>`coalesce(${userCounts.n}, 0)::int`,
        verifiedUsers: sql<number>`coalesce(${userCounts.verified}, 0)::int`,
        activeChats: sql<number>`coalesce(${chatCounts.n}, 0)::int`,
      })
      .from(companies)
      .leftJoin(userCounts, eq(userCounts.companyId, companies.id))
      .leftJoin(chatCounts, eq(chatCounts.companyId, companies.id))
      .where(companyId ? eq(companies.id, companyId) : undefined)
      .orderBy(desc(companies.createdAt), companies.id);
  }

  async companyCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    return row?.n ?? 0;
  }

  /** Newest first, `limit` entries older than the entry `before` (when given), with names resolved. */
  auditEntries(limit: number, before?: number) {
    return this.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorType: auditLog.actorType,
        actorId: auditLog.actorId,
        userEmail: users.email,
        superAdminEmail: superAdmins.email,
        companyId: auditLog.companyId,
        companyName: companies.name,
        action: auditLog.action,
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.actorType, 'user'), eq(users.id, auditLog.actorId)))
      .leftJoin(superAdmins, and(eq(auditLog.actorType, 'super_admin'), eq(superAdmins.id, auditLog.actorId)))
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .where(before ? lt(auditLog.id, before) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(limit);
  }
}

export type SuperAdminAccountRow = { id: string; email: string; passwordHash: string };

/**
 * The configured super admin's account at start (decision 002): the configuration is the only
 * source of super admins, so these are the only changes made to one after it is created. Each
 * change is made only if the row is still as it was read, so of several instances starting at
 * once one makes it (and records it).
 */
export class ConfiguredSuperAdminRepo {
  constructor(private readonly db: Database) {}

  /** Super admins other than the configured one that can still sign in. */
  othersEnabled(configuredEmail: string): Promise<SuperAdminAccountRow[]> {
    return this.db
      .select({ id: superAdmins.id, email: superAdmins.email, passwordHash: superAdmins.passwordHash })
      .from(superAdmins)
      .where(and(ne(superAdmins.email, configuredEmail), notLike(superAdmins.passwordHash, `${DISABLED_SUPER_ADMIN_PREFIX}%`)))
      .orderBy(superAdmins.createdAt, superAdmins.id);
  }

  /** Replaces the hash if it is still `previous`; answers whether it did. */
  async replacePasswordHash(id: string, previous: string, next: string): Promise<boolean> {
    const rows = await this.db
      .update(superAdmins)
      .set({ passwordHash: next })
      .where(and(eq(superAdmins.id, id), eq(superAdmins.passwordHash, previous)))
      .returning({ id: superAdmins.id });
    return rows.length > 0;
  }
}
