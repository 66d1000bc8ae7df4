import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { SUPER_ADMIN_TOKEN_PARAM } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import {
  ACTIVE_CHAT_HOURS,
  TOP_COMPANIES,
  type AuditLogResponse,
  type DbStatus,
  type ImpersonateResponse,
  type PlatformDashboard,
  type Tenant,
} from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { ClientInfo } from '../../platform/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/principal';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import { SignInGuard } from '../../platform/sign-in-guard';
import {
  DISABLED_SUPER_ADMIN_PREFIX,
  isDisabledSuperAdmin,
  superAdminView,
  type AccountsService,
} from '../accounts/accounts.service';
import type { MessagesService } from '../messages/messages.service';
import type { SessionsService } from '../sessions/sessions.service';
import { ConfiguredSuperAdminRepo, PlatformOverviewRepo, type SuperAdminAccountRow, type TenantRow } from './super-admin.repo';

// Codes are random and long; this only keeps anyone from trying them by the million.
const LINK_CODE_LIMIT: RateLimitRule = { name: 'link-code-ip', points: 30, durationSeconds: 15 * 60 };

export type SuperAdminServiceDeps = {
  database: DatabaseHandle;
  accounts: AccountsService;
  sessions: SessionsService;
  messages: Pick<MessagesService, 'threads'>;
  limits: RateLimits;
  clock: Clock;
  /** Announces a block or unblock, so every instance's public chat sees it at once. */
  bus: ChangeBus;
};

/** The platform operator: signs in on its own page and may enter any company, on the record. */
export class SuperAdminService {
  private readonly guard: SignInGuard;

  private readonly overview: PlatformOverviewRepo;

  constructor(private readonly deps: SuperAdminServiceDeps) {
    this.guard = new SignInGuard(deps.limits, 'super-admin');
    this.overview = new PlatformOverviewRepo(deps.database.db);
  }

  /**
   * The configuration names the platform's super admin (decision 002), and is obeyed at every start:
   * the account is created when no super admin has the configured e-mail; when the configured
   * password no longer verifies against the stored hash, it is stored anew and the account's
   * sessions end (a rotation); and a super admin whose e-mail is no longer the configured one is
   * disabled and signed out. Without configuration nothing changes.
   */
  async ensureConfigured(credentials: { email: string; password: string } | undefined): Promise<void> {
    if (!credentials) return;
    const existing = await this.deps.accounts.superAdminByEmail(credentials.email);
    if (!existing) {
      await this.deps.accounts.addSuperAdmin({
        id: randomUUID(),
        email: credentials.email,
        passwordHash: await hashPassword(credentials.password),
      });
    } else if (!(await verifyPassword(existing.passwordHash, credentials.password))) {
      await this.replaceConfiguredPassword(existing, await hashPassword(credentials.password));
    }
    for (const other of await new ConfiguredSuperAdminRepo(this.deps.database.db).othersEnabled(credentials.email)) {
      await this.disableUnconfigured(other, credentials.email);
    }
  }

  /** The configured password changed (or the account comes back after being disabled): sessions begun with the old one end. */
  private replaceConfiguredPassword(account: SuperAdminAccountRow, passwordHash: string): Promise<void> {
    return this.replaceHashAndSignOut(account, passwordHash, 'super_admin.password_changed', {
      email: account.email,
      ...(isDisabledSuperAdmin(account) ? { enabledAgain: true } : {}),
    });
  }

  /** A super admin whose e-mail is no longer configured can no longer sign in, and is signed out. */
  private disableUnconfigured(account: SuperAdminAccountRow, configuredEmail: string): Promise<void> {
    const disabled = `${DISABLED_SUPER_ADMIN_PREFIX}${this.deps.clock.now().toISOString()}`;
    return this.replaceHashAndSignOut(account, disabled, 'super_admin.disabled', { email: account.email, configuredEmail });
  }

  /**
   * Swaps the account's hash unless another instance starting with the same configuration did it
   * first, then ends its sessions and records it. A sign-in that made a session between the two
   * finds the hash changed and undoes it (login).
   */
  private async replaceHashAndSignOut(
    account: SuperAdminAccountRow,
    passwordHash: string,
    action: 'super_admin.password_changed' | 'super_admin.disabled',
    details: Record<string, unknown>,
  ): Promise<void> {
    const db = this.deps.database.db;
    if (!(await new ConfiguredSuperAdminRepo(db).replacePasswordHash(account.id, account.passwordHash, passwordHash))) return;
    const sessionsEnded = await this.deps.sessions.revokeAllForSuperAdmin(account.id);
    await recordAudit(db, {
      actorType: 'system',
      actorId: null,
      companyId: null,
      action,
      details: { superAdminId: account.id, ...details, sessionsEnded },
    });
  }

  async login(email: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    const found = await this.deps.accounts.superAdminByEmail(email);
    // A disabled super admin (its e-mail no longer configured) is refused like an unknown address.
    const superAdmin = found && !isDisabledSuperAdmin(found) ? found : undefined;
    await this.guard.admit(client.ip, email, async () =>
      superAdmin ? this.deps.sessions.hasSignedInFrom(superAdmin.id, client.ip) : false,
    );
    if (!superAdmin) {
      await burnPasswordCheck(password);
      await this.guard.failed(client.ip, email);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    if (!(await verifyPassword(superAdmin.passwordHash, password))) {
      await this.guard.failed(client.ip, email);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    await this.guard.succeeded(client.ip, email);
    const { token, sessionId } = await this.deps.sessions.create({ kind: 'super_admin', superAdminId: superAdmin.id, client });
    // A start that rotated the password or disabled the account meanwhile ended every session it
    // found after changing the row: a session made since is caught here, by the row having changed.
    if ((await this.deps.accounts.superAdminById(superAdmin.id))?.passwordHash !== superAdmin.passwordHash) {
      await this.deps.sessions.revoke(sessionId);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    await recordAudit(this.deps.database.db, {
      actorType: 'super_admin',
      actorId: superAdmin.id,
      companyId: null,
      action: 'super_admin.login',
      ip: client.ip,
    });
    return { token, user: superAdminView(superAdmin, null, PAGE_PERMISSIONS) };
  }

  async impersonate(principal: Principal, companyId: string, client: ClientInfo): Promise<ImpersonateResponse> {
    const company = await this.deps.accounts.company(companyId);
    if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
    const { token, sessionId } = await this.deps.sessions.create({
      kind: 'impersonation',
      superAdminId: principal.actorId,
      companyId: company.id,
      client,
    });
    await recordAudit(this.deps.database.db, {
      actorType: 'super_admin',
      actorId: principal.actorId,
      companyId: company.id,
      action: 'company.impersonate',
      details: { sessionId, companyName: company.name },
      ip: client.ip,
    });
    // The address may end up in logs and histories: it carries a one-minute, single-use code.
    const code = await this.deps.sessions.linkCode(sessionId);
    return { token, url: `/dashboard?${SUPER_ADMIN_TOKEN_PARAM}=${encodeURIComponent(code)}` };
  }

  /** The page behind an impersonation link trades its code for the session, once. */
  async openImpersonation(code: string, client: ClientInfo): Promise<LoginResponse> {
    await this.deps.limits.consume(LINK_CODE_LIMIT, client.ip, TEXTS.auth.tooManyRequests);
    const { token, principal } = await this.deps.sessions.exchangeLinkCode(code);
    const superAdmin = await this.deps.accounts.superAdminById(principal.actorId);
    const company = principal.companyId ? await this.deps.accounts.company(principal.companyId) : undefined;
    if (!superAdmin || !company) throw new AppError(ERROR_CODES.invalidLink, TEXTS.auth.invalidSignInLink);
    return { token, user: superAdminView(superAdmin, company, principal.permissions) };
  }

  async tenants(): Promise<Tenant[]> {
    return (await this.overview.tenants(this.activeSince())).map(tenantView);
  }

  /**
   * Blocking signs everyone out of the company (its users and any operator visiting it), refuses
   * their sign-in and closes its public chat and widget; unblocking restores sign-in and the chat.
   */
  async setBlocked(principal: Principal, companyId: string, isBlocked: boolean, client: ClientInfo): Promise<Tenant> {
    const company = await this.deps.accounts.setCompanyBlocked(companyId, isBlocked, this.deps.clock.now());
    if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
    await this.deps.bus.publish('company', companyId);
    const signedOut = isBlocked ? await this.deps.sessions.revokeAllForCompany(companyId) : 0;
    await recordAudit(this.deps.database.db, {
      actorType: 'super_admin',
      actorId: principal.actorId,
      companyId,
      action: isBlocked ? 'company.block' : 'company.unblock',
      details: { companyName: company.name, ...(isBlocked ? { sessionsEnded: signedOut } : {}) },
      ip: client.ip,
    });
    return this.tenant(companyId);
  }

  /** One company, for the operator; a visit's token reads the company it visits, as any company token does, and no other. */
  async visibleTenant(principal: Principal, companyId: string): Promise<Tenant> {
    if (principal.companyId !== null && principal.companyId !== companyId) throw notFound(TEXTS.superAdmin.companyNotFound);
    return this.tenant(companyId);
  }

  private async tenant(companyId: string): Promise<Tenant> {
    const [row] = await this.overview.tenants(this.activeSince(), companyId);
    if (!row) throw notFound(TEXTS.superAdmin.companyNotFound);
    return tenantView(row);
  }

  /** The console's counters, top companies and health figures, from one pass over the tenants. */
  async dashboard(): Promise<PlatformDashboard> {
    const [tenants, threads] = await Promise.all([this.overview.tenants(this.activeSince()), this.deps.messages.threads()]);
    const top = [...tenants].sort((a, b) => b.userCount - a.userCount || a.name.localeCompare(b.name)).slice(0, TOP_COMPANIES);
    return {
      totalCompanies: tenants.length,
      activeCompanies: tenants.filter((tenant) => !tenant.isBlocked).length,
      totalUsers: sum(tenants.map((tenant) => tenant.userCount)),
      activeChats: sum(tenants.map((tenant) => tenant.activeChats)),
      companiesWithUsers: tenants.filter((tenant) => tenant.userCount > 0).length,
      companiesWithActiveChats: tenants.filter((tenant) => tenant.activeChats > 0).length,
      companiesWithUnreadMessages: threads.filter((thread) => thread.unread_count > 0).length,
      topCompanies: top.map((tenant) => ({ company_id: tenant.id, company_name: tenant.name, userCount: tenant.userCount })),
    };
  }

  async dbStatus(): Promise<DbStatus> {
    const started = performance.now();
    const companyCount = await this.overview.companyCount();
    return {
      status: 'connected',
      companyCount,
      database: this.deps.database.kind,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
  }

  async auditLog(limit: number, before?: number): Promise<AuditLogResponse> {
    const rows = await this.overview.auditEntries(limit, before);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        actor_type: row.actorType,
        actor: row.userEmail ?? row.superAdminEmail ?? null,
        company_id: row.companyId,
        company_name: row.companyName,
        action: row.action,
        details: row.details,
        ip: row.ip,
      })),
      next_before: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  private activeSince(): Date {
    return new Date(this.deps.clock.now().getTime() - ACTIVE_CHAT_HOURS * 60 * 60 * 1000);
  }
}

function tenantView(row: TenantRow): Tenant {
  return {
    company_id: row.id,
    company_name: row.name,
    company_slug: row.slug,
    is_blocked: row.isBlocked,
    created_at: row.createdAt.toISOString(),
    verified: row.verifiedUsers > 0,
    stats: { userCount: row.userCount, activeChats: row.activeChats },
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
