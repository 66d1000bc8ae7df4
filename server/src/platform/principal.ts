import type { PagePermission } from '@frontdesk/contracts/permissions';
import type { SessionKind } from './tokens';

/** Who is calling, resolved once per request from the verified token and its session row. */
export type Principal = {
  sessionId: string;
  kind: SessionKind;
  /** The user's id, or the super admin's id for super-admin and impersonation sessions. */
  actorId: string;
  /** The company every tenant query is scoped to; null only for a super admin's own session. */
  companyId: string | null;
  role: 'admin' | 'user' | 'super_admin';
  isSuperAdmin: boolean;
  impersonatedBy: string | null;
  permissions: readonly PagePermission[];
  /** Until true turns false, only the routes that let a user choose a password are open. */
  mustChangePassword: boolean;
};

/**
 * What a route needs from its caller; every /api route declares one. A user who must choose a
 * password first may reach only `authenticated` routes and those marked `beforePasswordChange`.
 */
export type Access =
  /**
   * Anyone; with `recognizesMember`, a caller's valid session is still resolved (an invalid one
   * is ignored), so the route can tell a company's own member from a visitor.
   */
  | { public: true; recognizesMember?: true }
  | { authenticated: true }
  /** The operator's own session; with 'also-impersonating', also while it visits a company. */
  | { superAdmin: true | 'also-impersonating' }
  /** A company member holding this page permission (or one of these), or any member. */
  | { company: PagePermission | readonly PagePermission[] | 'any' };
