import { setTimeout as sleep } from 'node:timers/promises';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { RateLimits } from './rate-limits';
import { tooManyRequests } from './rate-limits';
import { SIGN_IN_LIMITS } from './sign-in-limits';

// How long a sign-in waits, instead of being refused, from an address the account used before.
const SLOWDOWN_MS = 2_000;

/**
 * Password guessing is limited per address and per (address, account) — never per account
 * alone, which would let anyone lock the owner out by failing on purpose. An address that used
 * up its tries is refused, unless the account has signed in from it before (an office behind one
 * address, the owner's own mistakes): then the attempt is slowed down, and the right password
 * still works.
 */
export class SignInGuard {
  constructor(
    private readonly limits: RateLimits,
    /** Keeps the counters of different kinds of account (users, super admins) apart. */
    private readonly realm: string,
  ) {}

  /** Before checking a password; `knownAddress` says whether the account signed in from here before. */
  async admit(ip: string, account: string, knownAddress: () => Promise<boolean>): Promise<void> {
    const wait =
      (await this.limits.exhausted(SIGN_IN_LIMITS.failuresPerIp, this.key(ip))) ??
      (await this.limits.exhausted(SIGN_IN_LIMITS.failuresPerIpAndAccount, this.key(ip, account)));
    if (wait === null) return;
    if (!(await knownAddress())) throw tooManyRequests(TEXTS.auth.tooManyLoginAttempts(Math.ceil(wait / 60)), wait);
    await sleep(SLOWDOWN_MS);
  }

  async failed(ip: string, account: string): Promise<void> {
    await this.limits.count(SIGN_IN_LIMITS.failuresPerIp, this.key(ip));
    await this.limits.count(SIGN_IN_LIMITS.failuresPerIpAndAccount, this.key(ip, account));
  }

  /** The right password from this address: its tries for this account start again. */
  async succeeded(ip: string, account: string): Promise<void> {
    await this.limits.reset(SIGN_IN_LIMITS.failuresPerIpAndAccount, this.key(ip, account));
  }

  private key(ip: string, account?: string): string {
    return account === undefined ? `${this.realm}:${ip}` : `${this.realm}:${ip}:${account}`;
  }
}
