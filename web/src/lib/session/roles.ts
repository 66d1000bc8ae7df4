import type { AuthUser } from '@frontdesk/contracts/auth';

/** The platform's operator on its own session: a super admin who is not visiting a company. */
export function isOperator(user: Pick<AuthUser, 'isSuperAdmin' | 'companyId'>): boolean {
  return user.isSuperAdmin && !user.companyId;
}
