import { randomUUID } from 'node:crypto';
import type { AdminUser, SetPermissionsBody } from '@frontdesk/contracts/admin-users';
import { ADMIN_USERS_TEXTS } from '@frontdesk/contracts/admin-users';
import { DEFAULT_USER_PERMISSIONS, PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { AccountsRepo, UserRow } from '../auth/accounts.repo';
import { AdminUsersRepo } from './admin-users.repo';

/** Company admins manage their staff: who exists and which pages each may open. */
export class AdminUsersService {
  constructor(private readonly deps: { database: DatabaseHandle; accounts: AccountsRepo; clock: Clock }) {}

  async list(companyId: string): Promise<AdminUser[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new AdminUsersRepo(db, companyId).list());
    return rows.map(({ user, granted }) => view(user, granted));
  }

  /** Staff added by an admin can sign in at once: the admin vouches for the address. */
  async create(
    companyId: string,
    input: { name: string; lastname: string; email: string; password: string },
  ): Promise<AdminUser> {
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
    return view({ ...user, companyId, pendingEmail: null }, new Set(DEFAULT_USER_PERMISSIONS));
  }

  /** Applies the whole matrix at once; one unknown user id refuses the lot, so nothing half-applies. */
  async setPermissions(companyId: string, matrix: SetPermissionsBody): Promise<void> {
    await withTenant(this.deps.database, companyId, async (db) => {
      const repo = new AdminUsersRepo(db, companyId);
      const ids = Object.keys(matrix);
      const known = await repo.existingIds(ids);
      if (ids.some((id) => !known.has(id))) throw notFound(ADMIN_USERS_TEXTS.unknownUser);
      for (const [userId, pages] of Object.entries(matrix)) {
        for (const [page, allowed] of Object.entries(pages) as [PagePermission, boolean][]) {
          await (allowed ? repo.grant(userId, page) : repo.revoke(userId, page));
        }
      }
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
