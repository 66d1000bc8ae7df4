import { randomUUID } from 'node:crypto';
import type { AdminUser, CreateUserInput, SetPermissionsBody } from '@frontdesk/contracts/admin-users';
import { ADMIN_USERS_TEXTS } from '@frontdesk/contracts/admin-users';
import { DEFAULT_USER_PERMISSIONS, PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import { recordAudit } from '../../platform/audit';
import type { ClientInfo } from '../../platform/client';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/principal';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import type { AccountsService, UserRow } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import { AdminUsersRepo } from './admin-users.repo';

// Enough for a team's first day; too few to test which addresses exist or to mail the world.
const CREATE_USER_LIMIT: RateLimitRule = { name: 'create-user', points: 20, durationSeconds: 60 * 60 };

export type AdminUsersDeps = {
  database: DatabaseHandle;
  accounts: AccountsService;
  auth: Pick<AuthService, 'welcomeStaff'>;
  limits: RateLimits;
  clock: Clock;
};

/** Company admins manage their staff: who exists and which pages each may open. */
export class AdminUsersService {
  constructor(private readonly deps: AdminUsersDeps) {}

  async list(companyId: string): Promise<AdminUser[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new AdminUsersRepo(db, companyId).list());
    return rows.map(({ user, granted }) => view(user, granted));
  }

  /**
   * Staff added by an admin sign in with the password the admin set (the spec's flow), must choose
   * their own at the first sign-in, and are told by mail who added them.
   */
  async create(principal: Principal, companyId: string, input: CreateUserInput, client: ClientInfo): Promise<AdminUser> {
    await this.deps.limits.consume(CREATE_USER_LIMIT, companyId, TEXTS.admin.tooManyUsersCreated);
    if (await this.deps.accounts.isEmailTaken(input.email)) {
      throw conflict(TEXTS.auth.emailTaken, { fieldErrors: { email: [TEXTS.auth.emailTaken] } });
    }
    const now = this.deps.clock.now();
    const user = {
      id: randomUUID(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      lastname: input.lastname,
      role: 'user' as const,
      emailVerifiedAt: now,
      mustChangePassword: true,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await withTenant(this.deps.database, companyId, (db) =>
        new AdminUsersRepo(db, companyId).insertUser(user, DEFAULT_USER_PERMISSIONS),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEXTS.auth.emailTaken, { fieldErrors: { email: [TEXTS.auth.emailTaken] } });
      throw error;
    }
    await this.deps.auth.welcomeStaff(user, await this.actor(principal));
    await this.audit(principal, companyId, 'users.create', { userId: user.id, email: user.email }, client);
    return view({ ...user, companyId, pendingEmail: null }, new Set(DEFAULT_USER_PERMISSIONS));
  }

  /** Who is acting, as named in a mail: the admin, or the super admin visiting the company. */
  private async actor(principal: Principal): Promise<{ name: string; email: string }> {
    const actor = await this.deps.accounts.actor(principal);
    if (!actor) throw notFound(TEXTS.auth.sessionEnded);
    return actor;
  }

  /**
   * Applies the cells sent (pages left out keep their value) at once; one unknown user id, or a page
   * taken away from the company's admin account (it opens every page whatever is stored, so the
   * change could not happen), refuses the lot, so nothing half-applies.
   */
  async setPermissions(principal: Principal, companyId: string, matrix: SetPermissionsBody, client: ClientInfo): Promise<void> {
    const changes = await withTenant(this.deps.database, companyId, async (db) => {
      const repo = new AdminUsersRepo(db, companyId);
      const ids = Object.keys(matrix);
      const known = await repo.usersAmong(ids);
      if (ids.some((id) => !known.has(id))) throw notFound(ADMIN_USERS_TEXTS.unknownUser);
      for (const [userId, pages] of Object.entries(matrix)) {
        const user = known.get(userId);
        if (user?.role === 'admin' && Object.values(pages).includes(false)) {
          throw conflict(ADMIN_USERS_TEXTS.ownerAccessFixed(user.email));
        }
      }
      const granted: Record<string, string[]> = {};
      const revoked: Record<string, string[]> = {};
      for (const [userId, pages] of Object.entries(matrix)) {
        // The admin account holds every page already: ticks sent for it change nothing.
        if (known.get(userId)?.role === 'admin') continue;
        const before = await repo.permissionsOf(userId);
        for (const [page, allowed] of Object.entries(pages) as [PagePermission, boolean][]) {
          if (allowed === before.has(page)) continue;
          await (allowed ? repo.grant(userId, page) : repo.revoke(userId, page));
          (allowed ? granted : revoked)[userId] = [...((allowed ? granted : revoked)[userId] ?? []), page];
        }
      }
      return { granted, revoked };
    });
    if (Object.keys(changes.granted).length + Object.keys(changes.revoked).length > 0) {
      await this.audit(principal, companyId, 'users.permissions', changes, client);
    }
  }

  /** Who changed whom, for the operator's audit log; an operator visiting the company is named as such. */
  private audit(principal: Principal, companyId: string, action: string, details: Record<string, unknown>, client: ClientInfo) {
    return recordAudit(this.deps.database.db, {
      actorType: principal.isSuperAdmin ? 'super_admin' : 'user',
      actorId: principal.actorId,
      companyId,
      action,
      details,
      ip: client.ip,
    });
  }
}

function view(user: UserRow, granted: Set<string>): AdminUser {
  const isAdmin = user.role === 'admin';
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastname: user.lastname,
    role: user.role,
    permissions: PAGE_PERMISSIONS.map((page) => ({ page, canAccess: isAdmin || granted.has(page) })),
  };
}
