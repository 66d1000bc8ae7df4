import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HONEYPOT_FIELDS, type LoginResponse, type RegisterInput } from '@frontdesk/contracts/auth';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { recordAudit } from '../../platform/audit';
import type { ClientInfo } from '../../platform/client';
import type { Clock } from '../../platform/clock';
import { hashToken, randomSuffix, randomToken } from '../../platform/crypto';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { Principal } from '../../platform/principal';
import type { MailOutbox } from '../../platform/mail-outbox';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import type { RateLimits } from '../../platform/rate-limits';
import { SignInGuard } from '../../platform/sign-in-guard';
import { SIGN_IN_LIMITS } from '../../platform/sign-in-limits';
import { companyUserView, type AccountsService, type UserRow } from '../accounts/accounts.service';
import type { KnowledgeService } from '../knowledge/knowledge.service';
import type { SessionsService } from '../sessions/sessions.service';
import { addressInUseMail, passwordResetMail, staffAddedMail, verificationMail } from './account-mails';
import { LinkTokensRepo, type LinkPurpose } from './link-tokens.repo';
import { slugify } from './slug';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
// A user who keeps trying to sign in unverified gets a fresh link, but not more than once in this.
const VERIFICATION_RESEND_MS = 5 * 60 * 1000;

const RESET_REQUESTS: QueueDefinition = {
  name: 'password-reset-request',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
};

// Like reset requests: the request only queues the address, so its answer takes the same time either way.
const RESEND_REQUESTS: QueueDefinition = { ...RESET_REQUESTS, name: 'verification-resend-request' };

export type AuthServiceDeps = {
  db: Database;
  jobs: Jobs;
  accounts: AccountsService;
  sessions: SessionsService;
  mail: MailOutbox;
  knowledge: Pick<KnowledgeService, 'add'>;
  limits: RateLimits;
  clock: Clock;
  publicUrl: string;
  logger: FastifyBaseLogger;
};

/** Sign-up, e-mail verification, sign-in and password recovery for company users. */
export class AuthService {
  private readonly links: LinkTokensRepo;
  private readonly guard: SignInGuard;

  constructor(private readonly deps: AuthServiceDeps) {
    this.links = new LinkTokensRepo(deps.db);
    this.guard = new SignInGuard(deps.limits, 'user');
  }

  async register(input: RegisterInput, client: ClientInfo): Promise<void> {
    await this.deps.limits.consume(SIGN_IN_LIMITS.registerPerIp, client.ip, TEXTS.auth.tooManyRequests);
    if (HONEYPOT_FIELDS.some((field) => (input[field] ?? '').trim() !== '')) {
      // A bot filled a field no person sees: answer as if it worked and keep nothing.
      this.deps.logger.warn({ ip: client.ip }, 'registration honeypot triggered');
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
    // What the admin wrote about the business at sign-up is what the assistant knows first (editable in Company Setup).
    const description = input.companyDescription.trim();
    if (description)
      await this.deps.knowledge.add(companyId, { companyTitle: `About ${input.companyName}`, definition: description });
    await this.sendVerification({ id: userId, companyId, name: input.name }, input.email);
  }

  async verifyEmail(token: string): Promise<string> {
    const { accounts, clock } = this.deps;
    const now = clock.now();
    const row = await this.links.consume(hashToken(token), 'verify_email', now);
    if (!row) {
      // A link opened twice (a mail scanner, a second click) is not an error once the address is verified.
      if (await this.alreadyVerifiedBy(token)) return TEXTS.verifyEmail.alreadyVerified;
      throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    }
    const found = await accounts.userWithCompany(row.userId);
    if (!found) throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    if (found.user.email === row.email) {
      await accounts.markEmailVerified(row.userId, now);
    } else if (found.user.pendingEmail !== row.email || !(await accounts.confirmPendingEmail(row.userId, row.email, now))) {
      throw new AppError(ERROR_CODES.invalidLink, TEXTS.verifyEmail.invalidLink);
    }
    return TEXTS.verifyEmail.verified;
  }

  /**
   * Mails a new verification link when the account exists, is unverified and had none in the last
   * minutes. The answer is the same either way, so it tells nobody whether an address has an account.
   */
  async resendVerification(email: string, client: ClientInfo): Promise<void> {
    await this.deps.limits.consume(SIGN_IN_LIMITS.resendPerIp, client.ip, TEXTS.auth.tooManyRequests);
    await this.deps.jobs.send(RESEND_REQUESTS.name, { email });
  }

  /** Whether a reset link can still be used, so the page shows the form only for a working link. */
  async checkResetLink(token: string): Promise<void> {
    const row = await this.links.find(hashToken(token), 'reset_password');
    if (!row || row.usedAt || row.expiresAt <= this.deps.clock.now())
      throw new AppError(ERROR_CODES.invalidLink, TEXTS.resetPassword.invalidLink);
  }

  async login(email: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    const found = await this.deps.accounts.userByEmail(email);
    await this.guard.admit(client.ip, email, async () =>
      found ? this.deps.sessions.hasSignedInFrom(found.user.id, client.ip) : false,
    );
    if (!found) {
      await burnPasswordCheck(password);
      await this.guard.failed(client.ip, email);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    const { user, company } = found;
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.guard.failed(client.ip, email);
      throw new AppError(ERROR_CODES.invalidCredentials, TEXTS.auth.invalidCredentials);
    }
    await this.guard.succeeded(client.ip, email);
    if (!user.emailVerifiedAt) {
      await this.resendVerificationIfDue(user);
      throw new AppError(ERROR_CODES.emailNotVerified, TEXTS.auth.emailNotVerified);
    }
    if (company.isBlocked) throw new AppError(ERROR_CODES.companyBlocked, TEXTS.auth.companyBlocked);
    const { token } = await this.deps.sessions.create({ kind: 'user', userId: user.id, companyId: company.id, client });
    const permissions = await this.deps.accounts.pagePermissions(user);
    return { token, user: companyUserView(user, company, { permissions }) };
  }

  /** Works the queue of reset requests; call once at start. */
  async start(): Promise<void> {
    await this.deps.jobs.work<{ email: string }>(RESET_REQUESTS, ({ email }) => this.mailResetLink(email));
    await this.deps.jobs.work<{ email: string }>(RESEND_REQUESTS, async ({ email }) => {
      const found = await this.deps.accounts.userByEmail(email);
      if (found && !found.user.emailVerifiedAt) await this.resendVerificationIfDue(found.user);
    });
  }

  /**
   * The same answer in the same time whether or not the account exists: the request only queues
   * the address, and the queue's worker looks it up and mails the link when there is an account.
   */
  async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
    await this.deps.limits.consume(SIGN_IN_LIMITS.resetPerIp, client.ip, TEXTS.auth.tooManyRequests);
    await this.deps.jobs.send(RESET_REQUESTS.name, { email });
  }

  private async mailResetLink(email: string): Promise<void> {
    const found = await this.deps.accounts.userByEmail(email);
    if (!found) return;
    if (!(await this.deps.limits.tryConsume(SIGN_IN_LIMITS.resetPerEmail, email))) return;
    const link = await this.issueLink(found.user, found.user.email, 'reset_password', RESET_TTL_MS);
    await this.deps.mail.send(passwordResetMail(found.user.email, found.user.name, link));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const { accounts, clock, sessions } = this.deps;
    const now = clock.now();
    const row = await this.links.consume(hashToken(token), 'reset_password', now);
    if (!row) throw new AppError(ERROR_CODES.invalidLink, TEXTS.resetPassword.invalidLink);
    await accounts.setPassword(row.userId, await hashPassword(password), now);
    await this.links.expireOpen(row.userId, 'reset_password', now);
    // Following the mailed link proves the address, so an unverified account becomes verified.
    const found = await accounts.userWithCompany(row.userId);
    if (found && !found.user.emailVerifiedAt && found.user.email === row.email) await accounts.markEmailVerified(row.userId, now);
    await sessions.revokeAllForUser(row.userId);
  }

  /** Tells an address's owner that someone tried to claim it; the one who tried is not told. */
  async notifyAddressInUse(email: string): Promise<void> {
    await this.deps.mail.send(addressInUseMail(email, `${this.deps.publicUrl}/login`));
  }

  /** Tells a user an admin created who did it, and that they will choose their own password. */
  /** The operator's new terms; sign-up shows them from now on (audited). */
  async updateTerms(principal: Principal, content: string, client: ClientInfo): Promise<string> {
    await this.deps.accounts.addTerms(content, principal.actorId, this.deps.clock.now());
    await recordAudit(this.deps.db, {
      actorType: 'super_admin',
      actorId: principal.actorId,
      companyId: principal.companyId,
      action: 'terms.update',
      details: { length: content.length },
      ip: client.ip,
    });
    return content;
  }

  async welcomeStaff(user: { email: string; name: string }, addedBy: { name: string; email: string }): Promise<void> {
    await this.deps.mail.send(staffAddedMail(user.email, user.name, addedBy, `${this.deps.publicUrl}/login`));
  }

  /** Sends a verification link for an address of the user (the current one or a pending new one). */
  async sendVerification(user: Pick<UserRow, 'id' | 'companyId' | 'name'>, email: string): Promise<void> {
    const link = await this.issueLink(user, email, 'verify_email', VERIFY_TTL_MS);
    await this.deps.mail.send(verificationMail(email, user.name, link));
  }

  private async alreadyVerifiedBy(token: string): Promise<boolean> {
    const used = await this.links.find(hashToken(token), 'verify_email');
    if (!used?.usedAt) return false;
    const found = await this.deps.accounts.userWithCompany(used.userId);
    return Boolean(found?.user.emailVerifiedAt && found.user.email === used.email);
  }

  private async resendVerificationIfDue(user: UserRow): Promise<void> {
    const last = await this.links.latestCreatedAt(user.id, 'verify_email');
    if (last && this.deps.clock.now().getTime() - last.getTime() < VERIFICATION_RESEND_MS) return;
    await this.sendVerification(user, user.email);
  }

  private async issueLink(
    user: Pick<UserRow, 'id' | 'companyId'>,
    email: string,
    purpose: LinkPurpose,
    ttlMs: number,
  ): Promise<string> {
    const token = randomToken();
    const now = this.deps.clock.now();
    await this.links.insert({
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

  private async uniqueSlug(name: string, avoidBase: boolean): Promise<string> {
    const base = slugify(name);
    if (!avoidBase && !(await this.deps.accounts.isSlugTaken(base))) return base;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const candidate = `${base}-${randomSuffix(4)}`;
      if (!(await this.deps.accounts.isSlugTaken(candidate))) return candidate;
    }
    return `${base}-${randomSuffix(10)}`;
  }
}
