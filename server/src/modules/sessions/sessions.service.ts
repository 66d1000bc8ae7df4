import { randomUUID } from 'node:crypto';
import { INACTIVITY_TIMEOUT_MS } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { ClientInfo } from '../../platform/client';
import type { Clock } from '../../platform/clock';
import { hashToken, randomToken } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { SessionKind, TokenService } from '../../platform/tokens';
import type { AccountsService } from '../accounts/accounts.service';
import type { Database } from '../../db/client';
import { SessionsRepo } from './sessions.repo';

const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  user: 12 * 60 * 60 * 1000,
  super_admin: 12 * 60 * 60 * 1000,
  // The impersonation link travels in a URL, so it is good for a short visit only.
  impersonation: 60 * 60 * 1000,
};

// Long enough to open a new tab; a link found later in a log or a history is worthless.
const LINK_CODE_TTL_MS = 60 * 1000;

// Writing last_seen_at on every request would make each read a write; a few seconds is precise enough.
const TOUCH_INTERVAL_MS = 10_000;

export type NewSessionInput = {
  kind: SessionKind;
  userId?: string;
  superAdminId?: string;
  companyId?: string;
  client: ClientInfo;
};

/** Issues bearer tokens backed by session rows, and turns a token back into a Principal. */
export class SessionsService {
  private readonly sessions: SessionsRepo;

  constructor(
    db: Database,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {
    this.sessions = new SessionsRepo(db);
  }

  async create(input: NewSessionInput): Promise<{ token: string; sessionId: string }> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[input.kind]);
    await this.sessions.insert({
      id: sessionId,
      kind: input.kind,
      userId: input.userId ?? null,
      superAdminId: input.superAdminId ?? null,
      companyId: input.companyId ?? null,
      ip: input.client.ip,
      userAgent: input.client.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    const subject = input.userId ?? input.superAdminId;
    if (!subject) throw new Error('A session needs a user or a super admin');
    const token = await this.tokenFor(
      { id: sessionId, kind: input.kind, companyId: input.companyId ?? null, expiresAt },
      subject,
      now,
    );
    return { token, sessionId };
  }

  /** Whether the account signed in from this address before (its sign-ins there are slowed, never refused). */
  hasSignedInFrom(subjectId: string, ip: string): Promise<boolean> {
    return this.sessions.hasSignedInFrom(subjectId, ip);
  }

  /** A one-minute, single-use code that stands for the session in a link (an address gets logged; a token must not). */
  async linkCode(sessionId: string): Promise<string> {
    const code = randomToken();
    const now = this.clock.now();
    await this.sessions.insertCode({
      codeHash: hashToken(code),
      sessionId,
      expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS),
    });
    return code;
  }

  /** The session's token for a link code, once; the session must still be good. */
  async exchangeLinkCode(code: string): Promise<{ token: string; principal: Principal }> {
    const now = this.clock.now();
    const sessionId = await this.sessions.consumeCode(hashToken(code), now);
    const session = sessionId ? await this.sessions.findById(sessionId) : undefined;
    const subject = session ? sessionOwner(session) : null;
    if (!session || !subject || session.revokedAt || session.expiresAt <= now) {
      throw new AppError(ERROR_CODES.invalidLink, TEXTS.auth.invalidSignInLink);
    }
    const token = await this.tokenFor(session, subject, now);
    return { token, principal: await this.principalFor(session.kind, subject, session.companyId, session.id) };
  }

  /**
   * Signing out ends the session; a super admin's also ends their company visits, which opened in
   * other tabs of what may be a shared computer. A visit's own sign-out ends that visit only.
   */
  async signOut(principal: Principal): Promise<void> {
    const now = this.clock.now();
    await this.sessions.revoke(principal.sessionId, now);
    if (principal.kind === 'super_admin') await this.sessions.revokeVisitsOf(principal.actorId, now);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }

  /** A super admin's password changed or the account was disabled: every session of theirs ends. */
  revokeAllForSuperAdmin(superAdminId: string): Promise<number> {
    return this.sessions.revokeAllForSuperAdmin(superAdminId, this.clock.now());
  }

  async revokeAllForUser(userId: string, keepSessionId?: string): Promise<void> {
    await this.sessions.revokeAllForUser(userId, this.clock.now(), keepSessionId);
  }

  /** Signs everyone out of a company at once (it was blocked); answers how many sessions ended. */
  revokeAllForCompany(companyId: string): Promise<number> {
    return this.sessions.revokeAllForCompany(companyId, this.clock.now());
  }

  /** Verifies the token, its session (revoked, idle, expired) and its owner (blocked company). */
  async resolve(token: string): Promise<Principal> {
    const now = this.clock.now();
    const claims = await this.tokens.verify(token, now);
    if (!claims) throw unauthenticated(TEXTS.auth.sessionEnded);
    const session = await this.sessions.findById(claims.sid);
    if (
      !session ||
      session.revokedAt ||
      session.kind !== claims.kind ||
      session.expiresAt <= now ||
      sessionOwner(session) !== claims.sub
    ) {
      // Blocking a company ends its sessions: its users are told why, not only that they were signed out.
      const companyId = session?.kind === 'user' && session.revokedAt ? session.companyId : null;
      if (companyId && (await this.accounts.company(companyId))?.isBlocked) {
        throw new AppError(ERROR_CODES.companyBlocked, TEXTS.auth.companyBlocked);
      }
      throw unauthenticated(TEXTS.auth.sessionEnded);
    }
    if (now.getTime() - session.lastSeenAt.getTime() > INACTIVITY_TIMEOUT_MS) {
      await this.sessions.revoke(session.id, now);
      throw new AppError(ERROR_CODES.sessionExpired, TEXTS.auth.sessionExpired);
    }
    const principal = await this.principalFor(session.kind, claims.sub, session.companyId, session.id);
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await this.sessions.touch(session.id, now);
    return principal;
  }

  private tokenFor(
    session: { id: string; kind: SessionKind; companyId: string | null; expiresAt: Date },
    subject: string,
    now: Date,
  ): Promise<string> {
    return this.tokens.sign(
      { sub: subject, sid: session.id, kind: session.kind, ...(session.companyId ? { cid: session.companyId } : {}) },
      session.expiresAt,
      now,
    );
  }

  private async principalFor(
    kind: SessionKind,
    subject: string,
    companyId: string | null,
    sessionId: string,
  ): Promise<Principal> {
    if (kind === 'user') {
      const found = await this.accounts.userWithCompany(subject);
      if (!found || found.company.id !== companyId) throw unauthenticated(TEXTS.auth.sessionEnded);
      if (found.company.isBlocked) throw new AppError(ERROR_CODES.companyBlocked, TEXTS.auth.companyBlocked);
      return {
        sessionId,
        kind,
        actorId: found.user.id,
        companyId: found.company.id,
        role: found.user.role,
        isSuperAdmin: false,
        impersonatedBy: null,
        permissions: await this.accounts.pagePermissions(found.user),
        mustChangePassword: found.user.mustChangePassword,
      };
    }
    // A super admin no longer configured is disabled: its sessions, company visits too, end with it.
    const superAdmin = await this.accounts.activeSuperAdminById(subject);
    if (!superAdmin) throw unauthenticated(TEXTS.auth.sessionEnded);
    if (kind === 'impersonation') {
      if (!companyId || !(await this.accounts.company(companyId))) throw unauthenticated(TEXTS.auth.sessionEnded);
      return {
        sessionId,
        kind,
        actorId: superAdmin.id,
        companyId,
        role: 'admin',
        isSuperAdmin: true,
        impersonatedBy: superAdmin.id,
        // The server lets a super admin do everything; the list is what the spec hands the browser.
        permissions: PAGE_PERMISSIONS,
        mustChangePassword: false,
      };
    }
    return {
      sessionId,
      kind,
      actorId: superAdmin.id,
      companyId: null,
      role: 'super_admin',
      isSuperAdmin: true,
      impersonatedBy: null,
      permissions: PAGE_PERMISSIONS,
      mustChangePassword: false,
    };
  }
}

/** The session row, not the token, says whose session it is; the two must agree. */
function sessionOwner(session: { userId: string | null; superAdminId: string | null }): string | null {
  return session.userId ?? session.superAdminId;
}

function unauthenticated(message: string): AppError {
  return new AppError(ERROR_CODES.unauthenticated, message);
}
