import type { AuthUser } from '@frontdesk/contracts/auth';
import type { ChangePasswordInput, UpdateMeInput } from '@frontdesk/contracts/users';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/principal';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import { companyUserView, superAdminView, type AccountsService } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import type { SessionsService } from '../sessions/sessions.service';
import { UsersRepo } from './users.repo';

export type UsersServiceDeps = {
  database: DatabaseHandle;
  accounts: AccountsService;
  auth: Pick<AuthService, 'sendVerification' | 'notifyAddressInUse'>;
  sessions: SessionsService;
  limits: RateLimits;
  clock: Clock;
};

// A person changes their address now and then; a script probing which addresses exist, often.
const EMAIL_CHANGE_LIMIT: RateLimitRule = { name: 'email-change', points: 5, durationSeconds: 60 * 60 };

/** The signed-in person's own account: who they are, their profile and their password. */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async me(principal: Principal): Promise<AuthUser> {
    if (principal.kind !== 'user') {
      const superAdmin = await this.deps.accounts.superAdminById(principal.actorId);
      if (!superAdmin) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.sessionEnded);
      const company = principal.companyId ? await this.deps.accounts.company(principal.companyId) : undefined;
      return superAdminView(superAdmin, company ?? null, principal.permissions);
    }
    const companyId = this.companyOf(principal);
    const found = await withTenant(this.deps.database, companyId, (db) =>
      new UsersRepo(db, companyId).findWithCompany(principal.actorId),
    );
    if (!found) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.sessionEnded);
    return companyUserView(found.user, found.company, principal);
  }

  async updateProfile(principal: Principal, input: UpdateMeInput): Promise<{ user: AuthUser; emailVerificationSent: boolean }> {
    const companyId = this.ownAccount(principal);
    const { accounts, clock, database } = this.deps;
    const now = clock.now();
    const current = await withTenant(database, companyId, (db) =>
      new UsersRepo(db, companyId).findWithCompany(principal.actorId),
    );
    if (!current) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.sessionEnded);
    const emailChanged = input.email !== current.user.email;
    if (emailChanged) await this.deps.limits.consume(EMAIL_CHANGE_LIMIT, principal.actorId, TEXTS.profile.tooManyChanges);
    // An address that belongs to another account is answered like any other: it waits for its link
    // too (none is sent; its owner is told by mail instead), and the one who asked learns nothing
    // about who has an account, now or when they look at their profile again.
    const taken = emailChanged && (await accounts.isEmailTaken(input.email));
    const pendingEmail = emailChanged ? input.email : null;
    await withTenant(database, companyId, (db) =>
      new UsersRepo(db, companyId).updateProfile(
        principal.actorId,
        { name: input.name, lastname: input.lastname, pendingEmail },
        now,
      ),
    );
    // The new address takes over only once its link is followed, so a typo cannot lock anyone out.
    if (pendingEmail && !taken) await this.deps.auth.sendVerification(current.user, pendingEmail);
    if (taken) await this.deps.auth.notifyAddressInUse(input.email);
    return { user: await this.me(principal), emailVerificationSent: emailChanged };
  }

  async changePassword(principal: Principal, input: ChangePasswordInput): Promise<void> {
    const companyId = this.ownAccount(principal);
    const { clock, database, sessions } = this.deps;
    await withTenant(database, companyId, async (db) => {
      const repo = new UsersRepo(db, companyId);
      const found = await repo.findWithCompany(principal.actorId);
      if (!found) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.sessionEnded);
      if (!(await verifyPassword(found.user.passwordHash, input.currentPassword))) {
        throw badRequest(TEXTS.profile.wrongCurrentPassword, { currentPassword: [TEXTS.profile.wrongCurrentPassword] });
      }
      if (input.currentPassword === input.newPassword) {
        throw badRequest(TEXTS.profile.samePassword, { newPassword: [TEXTS.profile.samePassword] });
      }
      await repo.setPassword(principal.actorId, await hashPassword(input.newPassword), clock.now());
    });
    // Every other device signs in again with the new password; this one stays signed in.
    await sessions.revokeAllForUser(principal.actorId, principal.sessionId);
  }

  private companyOf(principal: Principal): string {
    if (!principal.companyId) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.sessionEnded);
    return principal.companyId;
  }

  /** Profile and password belong to the person; a super admin visiting a company cannot change them. */
  private ownAccount(principal: Principal): string {
    if (principal.kind !== 'user') throw forbidden(TEXTS.profile.ownAccountOnly);
    return this.companyOf(principal);
  }
}
