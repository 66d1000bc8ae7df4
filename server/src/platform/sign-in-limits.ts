import type { RateLimitRule } from './rate-limits';

/** Limits on signing in, shared by company users and super admins, and on the account mails. */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords from one address, whatever the accounts: a guesser at work. */
  failuresPerIp: { name: 'login-fail-ip', points: 30, durationSeconds: 15 * 60 },
  /** Wrong passwords for one account from one address. */
  failuresPerIpAndAccount: { name: 'login-fail-ip-account', points: 10, durationSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', points: 10, durationSeconds: 60 * 60 },
  resetPerIp: { name: 'reset-ip', points: 10, durationSeconds: 60 * 60 },
  resetPerEmail: { name: 'reset-email', points: 3, durationSeconds: 60 * 60 },
  resendPerIp: { name: 'resend-ip', points: 10, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
