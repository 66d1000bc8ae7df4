import type { AuthUser } from '@frontdesk/contracts/auth';
import {
  IMPERSONATION_PERMISSIONS,
  PAGE_PERMISSIONS,
  normalizePermissions,
  type PagePermission,
} from '@frontdesk/contracts/permissions';
import type { companies, companyTypes } from '../../db/schema/companies';
import type { users } from '../../db/schema/users';
import type { DatabaseHandle } from '../../db/client';
import type { Principal } from '../../platform/principal';
import { AccountsRepo, type CompanyPlanRow, type CompanyRow, type SuperAdminRow, type UserRow } from './accounts.repo';

export type { CompanyPlanRow, CompanyRow, SuperAdminRow, UserRow };
export type CompanyTypeRow = typeof companyTypes.$inferSelect;

/**
 * Who exists on the platform: users and their companies looked up by e-mail or id across all
 * companies (sign-in and sign-up happen before a company is known), super admins, company types
 * and the current terms. Other modules ask this service; none reads these tables on its own.
 */
export class AccountsService {
  private readonly repo: AccountsRepo;

  constructor(private readonly database: DatabaseHandle) {
    this.repo = new AccountsRepo(database.db);
  }

  userByEmail(email: string): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
    return this.repo.findUserByEmail(email);
  }

  userWithCompany(userId: string): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
    return this.repo.findUserWithCompany(userId);
  }

  isEmailTaken(email: string): Promise<boolean> {
    return this.repo.isEmailTaken(email);
  }

  isSlugTaken(slug: string): Promise<boolean> {
    return this.repo.isSlugTaken(slug);
  }

  company(id: string): Promise<CompanyRow | undefined> {
    return this.repo.findCompanyById(id);
  }

  /** Every company with its plan's monthly cost, oldest first (the monthly bills). */
  companyPlans(): Promise<CompanyPlanRow[]> {
    return this.repo.companyPlans();
  }

  async companyPlan(id: string): Promise<CompanyPlanRow | undefined> {
    return (await this.repo.companyPlans(id))[0];
  }

  companyTypes(): Promise<CompanyTypeRow[]> {
    return this.repo.listCompanyTypes();
  }

  companyTypeExists(type: string): Promise<boolean> {
    return this.repo.companyTypeExists(type);
  }

  latestTerms(): Promise<string | undefined> {
    return this.repo.latestTerms();
  }

  /** The newest terms are the ones shown; older versions stay as the record of what was agreed to. */
  addTerms(content: string, updatedBy: string, now: Date): Promise<void> {
    return this.repo.addTerms(content, updatedBy, now);
  }

  setCompanyBlocked(id: string, isBlocked: boolean, now: Date): Promise<CompanyRow | undefined> {
    return this.repo.setCompanyBlocked(id, isBlocked, now);
  }

  /** A company and its first admin, together, so neither exists without the other. */
  createCompanyWithAdmin(company: typeof companies.$inferInsert, admin: typeof users.$inferInsert): Promise<void> {
    return this.database.transaction((tx) => new AccountsRepo(tx).insertCompanyWithAdmin(company, admin));
  }

  markEmailVerified(userId: string, now: Date): Promise<void> {
    return this.repo.markEmailVerified(userId, now);
  }

  /** Swaps in a verified new address; false when someone else took it meanwhile. */
  confirmPendingEmail(userId: string, email: string, now: Date): Promise<boolean> {
    return this.repo.confirmPendingEmail(userId, email, now);
  }

  setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
    return this.repo.setPassword(userId, passwordHash, now);
  }

  /**
   * A company admin may open every page, and so may a user granted 'admin' (document 001: "granting
   * admin is treated as full access"); anyone else the pages granted to them.
   */
  async pagePermissions(user: Pick<UserRow, 'id' | 'role'>): Promise<readonly PagePermission[]> {
    if (user.role === 'admin') return PAGE_PERMISSIONS;
    const granted = normalizePermissions(await this.repo.permissionsOf(user.id));
    return granted.includes('admin') ? PAGE_PERMISSIONS : granted;
  }

  /** The person acting: a company user, or the super admin (on their own or visiting a company). */
  async actor(principal: Pick<Principal, 'kind' | 'actorId'>): Promise<{ name: string; email: string } | undefined> {
    const person =
      principal.kind === 'user'
        ? (await this.repo.findUserWithCompany(principal.actorId))?.user
        : await this.repo.findSuperAdminById(principal.actorId);
    return person ? { name: `${person.name} ${person.lastname}`.trim(), email: person.email } : undefined;
  }

  superAdminByEmail(email: string): Promise<SuperAdminRow | undefined> {
    return this.repo.findSuperAdminByEmail(email);
  }

  /** The super admin, unless its e-mail is no longer the configured one (its sessions no longer count). */
  async activeSuperAdminById(id: string): Promise<SuperAdminRow | undefined> {
    const found = await this.repo.findSuperAdminById(id);
    return found && !isDisabledSuperAdmin(found) ? found : undefined;
  }

  superAdminById(id: string): Promise<SuperAdminRow | undefined> {
    return this.repo.findSuperAdminById(id);
  }

  /** Adds a super admin unless one with that e-mail exists. */
  addSuperAdmin(row: { id: string; email: string; passwordHash: string }): Promise<void> {
    return this.repo.insertSuperAdmin(row);
  }
}

/** The user as the browser stores it, for a company user. */
export function companyUserView(user: UserRow, company: CompanyRow, principal: Pick<Principal, 'permissions'>): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: company.id,
    companySlug: company.slug,
    name: user.name,
    lastname: user.lastname,
    isSuperAdmin: false,
    impersonatedBy: null,
    permissions: [...principal.permissions],
    mustChangePassword: user.mustChangePassword,
    pendingEmail: user.pendingEmail,
  };
}

/** The user as the browser stores it, for a super admin on its own or inside a company. */
export function superAdminView(
  superAdmin: SuperAdminRow,
  company: CompanyRow | null,
  permissions: Principal['permissions'],
): AuthUser {
  return {
    id: superAdmin.id,
    email: superAdmin.email,
    role: company ? 'admin' : 'super_admin',
    companyId: company?.id ?? null,
    companySlug: company?.slug ?? null,
    name: superAdmin.name,
    lastname: superAdmin.lastname,
    isSuperAdmin: true,
    impersonatedBy: company ? superAdmin.id : null,
    // An impersonating super admin's browser receives the spec's list (document 000, section 6).
    permissions: company ? [...IMPERSONATION_PERMISSIONS] : [...permissions],
    mustChangePassword: false,
  };
}

/**
 * What a super admin's password hash holds once its e-mail is no longer the configured one: no
 * argon2 hash, so no password verifies against it, sign-in treats the account as unknown and its
 * sessions no longer count; the row stays, for the audit log names it.
 */
export const DISABLED_SUPER_ADMIN_PREFIX = 'disabled:';

export function isDisabledSuperAdmin(account: Pick<SuperAdminRow, 'passwordHash'>): boolean {
  return account.passwordHash.startsWith(DISABLED_SUPER_ADMIN_PREFIX);
}
