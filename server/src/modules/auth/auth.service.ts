import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { HONEYPOT_FIELDS } from '@frontdesk/contracts/auth';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS, normalizePermissions } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../platform/clock';
import { hashToken, randomSuffix, randomToken } from '../../platform/crypto';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mailer';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { AccountsRepo, TokenPurpose, UserRow } from './accounts.repo';
import { passwordResetMail, verificationMail } from './account-mails';
import { companyUserView } from './auth-user';
import type { SessionsService } from './sessions.service';
import { slugify } from './slug';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
// A user who keeps trying to sign in unverified gets a fresh link, but not more than once in this.
const VERIFICATION_RESEND_MS = 5 * 60 * 1000;

export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  loginPerEmail: { limit: 10, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

export type RegisterInput = {
  name: string;
  lastname: string;
  email: string;
  password: string;
  companyName: string;
  companyDescription: string;
  companyType: string;
} & Partial<Record<(typeof HONEYPOT_FIELDS)[number], string>>;

export type AuthServiceDeps = {
  accounts: AccountsRepo;
  sessions: SessionsService;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
  logger: FastifyBaseLogger;
};

/** Sign-up, e-mail verification, sign-in and password recovery for company users. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async register(input: RegisterInput, request: FastifyRequest): Promise<void> {
    this.limit(`register:ip:${request.ip}`, AUTH_RATE_LIMITS.registerPerIp);
    if (HONEYPOT_FIELDS.some((field) => (input[field] ?? '').trim() !== '')) {
      // A bot filled a field no person sees: answer as if it worked and keep nothing.
      this.deps.logger.warn({ ip: request.ip }, 'registration honeypot triggered');
      return;
    }
    const { accounts, clock } = this.deps;
    if (!(await accounts.companyTypeExists(input.companyType))) {
      throw badRequest(TEXTS.auth.unknownCompanyType, { companyType: [TEXTS.auth.unknownCompanyType] });
    }
    if (await accounts.isEmailTaken(input.email)) {
      throw conflict(TEXTS.auth.emailTaken, { fieldErrors: { email: [TEXTS.auth.emailTaken] } });
    }
    const now = clock.now();
    const companyId = `company-${randomSuffix(10)}`;
    const userId = randomUUID();
    const passwordHash = await hashPassword(input.password);
    const admin = {
      id: userId,
      companyId,
      email: input.email,
      passwordHash,
      name: input.name,
      lastname: input.lastname,
      role: 'admin' as const,
      createdAt: now,
      updatedAt: now,
    };
    // Another sign-up may take the same slug between the check and the insert; then try another.
    for (let attempt = 0; ; attempt += 1) {
      const company = {
        id: companyId,
        name: input.companyName,
        slug: await this.uniqueSlug(input.companyName, attempt > 0),
        description: input.companyDescription,
        companyType: input.companyType,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await accounts.createCompanyWithAdmin(company, admin);
        break;
      } catch (error) {
        const violation = uniqueViolation(error);
        if (violation?.constraint.includes('slug') && attempt < 2) continue;
        // Two sign-ups for one address at the same moment: the loser gets the ordinary answer.
        if (violation) throw conflict(TEXTS.auth.emailTaken, { fieldErrors: { email: [TEXTS.auth.emailTaken] } });
        throw error;
      }
    }
    await this.sendVerification({ id: userId, companyId, name: input.name }, input.email);
  }

  async verifyEmail(token: string): Promise<string> {
    const { accounts, clock } = this.deps;
    const now = clock.now();
    const row = await accounts.consumeToken(hashToken(token), 'verify_email', now);
    if (!row) throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    const found = await accounts.findUserWithCompany(row.userId);
    if (!found) throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    if (found.user.email === row.email) {
      await accounts.markEmailVerified(row.userId, now);
    } else if (found.user.pendingEmail !== row.email || !(await accounts.confirmPendingEmail(row.userId, row.email, now))) {
      throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    }
    return TEXTS.verifyEmail.verified;
  }

  async login(email: string, password: string, request: FastifyRequest): Promise<LoginResponse> {
    this.limit(`login:ip:${request.ip}`, AUTH_RATE_LIMITS.loginPerIp);
    this.limit(`login:email:${email}`, AUTH_RATE_LIMITS.loginPerEmail);
    const found = await this.deps.accounts.findUserByEmail(email);
    if (!found) {
      await burnPasswordCheck(password);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    const { user, company } = found;
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    if (!user.emailVerifiedAt) {
      await this.resendVerificationIfDue(user);
      throw new AppError(ERROR_CODES.emailNotVerified, TEXTS.auth.emailNotVerified);
    }
    if (company.isBlocked) throw new AppError(ERROR_CODES.companyBlocked, TEXTS.auth.companyBlocked);
    this.deps.limiter.reset(`login:email:${email}`);
    const { token } = await this.deps.sessions.create({ kind: 'user', userId: user.id, companyId: company.id, request });
    const permissions =
      user.role === 'admin' ? PAGE_PERMISSIONS : normalizePermissions(await this.deps.accounts.permissionsOf(user.id));
    return { token, user: companyUserView(user, company, { permissions }) };
  }

  /** Always the same answer, whether or not the account exists; the mail goes out only if it does. */
  async requestPasswordReset(email: string, request: FastifyRequest): Promise<void> {
    this.limit(`reset:ip:${request.ip}`, AUTH_RATE_LIMITS.resetPerIp);
    const found = await this.deps.accounts.findUserByEmail(email);
    if (!found) return;
    if (!this.deps.limiter.hit(`reset:email:${email}`, AUTH_RATE_LIMITS.resetPerEmail).allowed) return;
    const link = await this.issueLink(found.user, found.user.email, 'reset_password', RESET_TTL_MS);
    await this.deliver(passwordResetMail(found.user.email, found.user.name, link));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const { accounts, clock, sessions } = this.deps;
    const now = clock.now();
    const row = await accounts.consumeToken(hashToken(token), 'reset_password', now);
    if (!row) throw new AppError(ERROR_CODES.invalidLink, TEXTS.resetPassword.invalidLink);
    await accounts.setPassword(row.userId, await hashPassword(password), now);
    await accounts.expireOpenTokens(row.userId, 'reset_password', now);
    // Following the mailed link proves the address, so an unverified account becomes verified.
    const found = await accounts.findUserWithCompany(row.userId);
    if (found && !found.user.emailVerifiedAt && found.user.email === row.email) await accounts.markEmailVerified(row.userId, now);
    await sessions.revokeAllForUser(row.userId);
  }

  /** Sends a verification link for an address of the user (the current one or a pending new one). */
  async sendVerification(user: Pick<UserRow, 'id' | 'companyId' | 'name'>, email: string): Promise<void> {
    const link = await this.issueLink(user, email, 'verify_email', VERIFY_TTL_MS);
    await this.deliver(verificationMail(email, user.name, link));
  }

  private async resendVerificationIfDue(user: UserRow): Promise<void> {
    const last = await this.deps.accounts.latestTokenAt(user.id, 'verify_email');
    if (last && this.deps.clock.now().getTime() - last.getTime() < VERIFICATION_RESEND_MS) return;
    await this.sendVerification(user, user.email);
  }

  private async issueLink(
    user: Pick<UserRow, 'id' | 'companyId'>,
    email: string,
    purpose: TokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    const token = randomToken();
    const now = this.deps.clock.now();
    await this.deps.accounts.insertToken({
      id: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    });
    const path = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    return `${this.deps.publicUrl}/${path}/${token}`;
  }

  /** A mail that cannot be sent is logged, not thrown: the account exists and the link can be re-sent. */
  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
    }
  }

  private async uniqueSlug(name: string, avoidBase: boolean): Promise<string> {
    const base = slugify(name);
    if (!avoidBase && !(await this.deps.accounts.isSlugTaken(base))) return base;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const candidate = `${base}-${randomSuffix(4)}`;
      if (!(await this.deps.accounts.isSlugTaken(candidate))) return candidate;
    }
    return `${base}-${randomSuffix(10)}`;
  }

  private limit(key: string, rule: RateLimitRule): void {
    const result = this.deps.limiter.hit(key, rule);
    if (!result.allowed) {
      const message = key.startsWith('login') ? TEXTS.auth.tooManyLoginAttempts : TEXTS.auth.tooManyRequests;
      throw new AppError(
        ERROR_CODES.rateLimited,
        message,
        { retryAfterSeconds: result.retryAfterSeconds },
        {
          'retry-after': String(result.retryAfterSeconds),
        },
      );
    }
  }
}
