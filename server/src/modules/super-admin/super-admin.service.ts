import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { SUPER_ADMIN_TOKEN_PARAM } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import type { ImpersonateResponse } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { ClientInfo } from '../../platform/client';
import { AppError, notFound } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/principal';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import { SignInGuard } from '../../platform/sign-in-guard';
import { superAdminView, type AccountsService } from '../accounts/accounts.service';
import type { SessionsService } from '../sessions/sessions.service';

// Codes are random and long; this only keeps anyone from trying them by the million.
const LINK_CODE_LIMIT: RateLimitRule = { name: 'link-code-ip', points: 30, durationSeconds: 15 * 60 };

export type SuperAdminServiceDeps = { db: Database; accounts: AccountsService; sessions: SessionsService; limits: RateLimits };

/** The platform operator: signs in on its own page and may enter any company, on the record. */
export class SuperAdminService {
  private readonly guard: SignInGuard;

  constructor(private readonly deps: SuperAdminServiceDeps) {
    this.guard = new SignInGuard(deps.limits, 'super-admin');
  }

  /** Creates the configured super admin when no account has that e-mail; an existing one is left as is. */
  async ensureConfigured(credentials: { email: string; password: string } | undefined): Promise<void> {
    if (!credentials) return;
    if (await this.deps.accounts.superAdminByEmail(credentials.email)) return;
    await this.deps.accounts.addSuperAdmin({
      id: randomUUID(),
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
    });
  }

  async login(email: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    const superAdmin = await this.deps.accounts.superAdminByEmail(email);
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
    const { token } = await this.deps.sessions.create({ kind: 'super_admin', superAdminId: superAdmin.id, client });
    await recordAudit(this.deps.db, {
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
    await recordAudit(this.deps.db, {
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
}
