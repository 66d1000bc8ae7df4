import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/crypto';

// Long enough to sign in to Google and consent; short enough that a leaked address soon stops working.
const STATE_LIFETIME_MS = 15 * 60_000;

/**
 * The OAuth `state` that brings Google's answer back to the company that asked for it:
 * `{companyId}.{expiry}.{signature}`, signed with a key of its own, so the public callback cannot
 * be pointed at another company.
 */
export class OAuthState {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = deriveKey(appSecret, 'google-oauth-state');
  }

  issue(companyId: string, now: Date): string {
    const payload = `${companyId}.${now.getTime() + STATE_LIFETIME_MS}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The company a state was issued for, or null when it is not ours or has expired. */
  read(state: string, now: Date): string | null {
    const [companyId, expiry, signature, ...rest] = state.split('.');
    if (!companyId || !expiry || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(`${companyId}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expiry) > now.getTime() ? companyId : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
