import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { INACTIVITY_TIMEOUT_MS } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { PAGE_PERMISSIONS, normalizePermissions } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { SessionKind, TokenService } from '../../platform/tokens';
import type { AccountsRepo } from './accounts.repo';
import type { SessionsRepo } from './sessions.repo';

const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  user: 12 * 60 * 60 * 1000,
  super_admin: 12 * 60 * 60 * 1000,
  // The impersonation link travels in a URL, so it is good for a short visit only.
  impersonation: 60 * 60 * 1000,
};

// Writing last_seen_at on every request would make each read a write; a few seconds is precise enough.
const TOUCH_INTERVAL_MS = 10_000;

export type NewSessionInput = {
  kind: SessionKind;
  userId?: string;
  superAdminId?: string;
  companyId?: string;
  request: FastifyRequest;
};

/** Issues bearer tokens backed by session rows, and turns a token back into a Principal. */
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepo,
    private readonly accounts: AccountsRepo,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

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
      ip: input.request.ip,
      userAgent: input.request.headers['user-agent']?.slice(0, 400) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    const subject = input.userId ?? input.superAdminId;
    if (!subject) throw new Error('A session needs a user or a super admin');
    const token = await this.tokens.sign(
      { sub: subject, sid: sessionId, kind: input.kind, ...(input.companyId ? { cid: input.companyId } : {}) },
      expiresAt,
      now,
    );
    return { token, sessionId };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }

  async revokeAllForUser(userId: string, keepSessionId?: string): Promise<void> {
    await this.sessions.revokeAllForUser(userId, this.clock.now(), keepSessionId);
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

  private async principalFor(
    kind: SessionKind,
    subject: string,
    companyId: string | null,
    sessionId: string,
  ): Promise<Principal> {
    if (kind === 'user') {
      const found = await this.accounts.findUserWithCompany(subject);
      if (!found || found.company.id !== companyId) throw unauthenticated(TEXTS.auth.sessionEnded);
      if (found.company.isBlocked) throw new AppError(ERROR_CODES.companyBlocked, TEXTS.auth.companyBlocked);
      const isAdmin = found.user.role === 'admin';
      return {
        sessionId,
        kind,
        actorId: found.user.id,
        companyId: found.company.id,
        role: found.user.role,
        isSuperAdmin: false,
        impersonatedBy: null,
        permissions: isAdmin ? PAGE_PERMISSIONS : normalizePermissions(await this.accounts.permissionsOf(found.user.id)),
      };
    }
    const superAdmin = await this.accounts.findSuperAdminById(subject);
    if (!superAdmin) throw unauthenticated(TEXTS.auth.sessionEnded);
    if (kind === 'impersonation') {
      if (!companyId || !(await this.accounts.findCompanyById(companyId))) throw unauthenticated(TEXTS.auth.sessionEnded);
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
