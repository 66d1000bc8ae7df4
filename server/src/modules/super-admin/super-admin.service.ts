import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { SUPER_ADMIN_TOKEN_PARAM } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import type { ImpersonateResponse } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Principal } from '../../platform/principal';
import type { AccountsRepo } from '../auth/accounts.repo';
import { AUTH_RATE_LIMITS } from '../auth/auth.service';
import { superAdminView } from '../auth/auth-user';
import type { SessionsService } from '../auth/sessions.service';

export type SuperAdminServiceDeps = { db: Database; accounts: AccountsRepo; sessions: SessionsService; limiter: RateLimiter };

/** The platform operator: signs in on its own page and may enter any company, on the record. */
export class SuperAdminService {
  constructor(private readonly deps: SuperAdminServiceDeps) {}

  /** Creates the configured super admin when no account has that e-mail; an existing one is left as is. */
  async ensureConfigured(credentials: { email: string; password: string } | undefined): Promise<void> {
    if (!credentials) return;
    if (await this.deps.accounts.findSuperAdminByEmail(credentials.email)) return;
    await this.deps.accounts.insertSuperAdmin({
      id: randomUUID(),
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
    });
  }

  async login(email: string, password: string, request: FastifyRequest): Promise<LoginResponse> {
    for (const [key, rule] of [
      [`sa-login:ip:${request.ip}`, AUTH_RATE_LIMITS.loginPerIp],
      [`sa-login:email:${email}`, AUTH_RATE_LIMITS.loginPerEmail],
    ] as const) {
      const result = this.deps.limiter.hit(key, rule);
      if (!result.allowed) {
        throw new AppError(
          ERROR_CODES.rateLimited,
          TEXTS.auth.tooManyLoginAttempts,
          { retryAfterSeconds: result.retryAfterSeconds },
          {
            'retry-after': String(result.retryAfterSeconds),
          },
        );
      }
    }
    const superAdmin = await this.deps.accounts.findSuperAdminByEmail(email);
    if (!superAdmin) {
      await burnPasswordCheck(password);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    if (!(await verifyPassword(superAdmin.passwordHash, password))) {
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    const { token } = await this.deps.sessions.create({ kind: 'super_admin', superAdminId: superAdmin.id, request });
    await recordAudit(this.deps.db, {
      actorType: 'super_admin',
      actorId: superAdmin.id,
      companyId: null,
      action: 'super_admin.login',
      ip: request.ip,
    });
    return { token, user: superAdminView(superAdmin, null, PAGE_PERMISSIONS) };
  }

  async impersonate(principal: Principal, companyId: string, request: FastifyRequest): Promise<ImpersonateResponse> {
    const company = await this.deps.accounts.findCompanyById(companyId);
    if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
    const { token, sessionId } = await this.deps.sessions.create({
      kind: 'impersonation',
      superAdminId: principal.actorId,
      companyId: company.id,
      request,
    });
    await recordAudit(this.deps.db, {
      actorType: 'super_admin',
      actorId: principal.actorId,
      companyId: company.id,
      action: 'company.impersonate',
      details: { sessionId, companyName: company.name },
      ip: request.ip,
    });
    return { token, url: `/dashboard?${SUPER_ADMIN_TOKEN_PARAM}=${encodeURIComponent(token)}` };
  }
}
