import type { AuthUser } from '@frontdesk/contracts/auth';

export function fullName(user: Pick<AuthUser, 'name' | 'lastname'>): string {
  return [user.name, user.lastname].filter(Boolean).join(' ');
}

/** Document 001, section 6: role admin reads as Administrator, anything else as User. */
export function roleLabel(role: AuthUser['role']): string {
  return role === 'admin' ? 'Administrator' : 'User';
}
