import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/crypto';

/**
 * The link in a booking confirmation by which the visitor cancels or moves it without an account:
 * `{companyId}.{appointmentId}.{signature}`. Nothing is stored; the signature (a key of its own
 * derived from APP_SECRET) proves the link was ours.
 */
export class BookingLinks {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = deriveKey(appSecret, 'booking-links');
  }

  refFor(companyId: string, appointmentId: string): string {
    return `${companyId}.${appointmentId}.${this.sign(companyId, appointmentId)}`;
  }

  /** The booking a link names, or null when it was not made by us. */
  read(ref: string): { companyId: string; appointmentId: string } | null {
    const [companyId, appointmentId, signature, ...rest] = ref.split('.');
    if (!companyId || !appointmentId || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(companyId, appointmentId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { companyId, appointmentId } : null;
  }

  private sign(companyId: string, appointmentId: string): string {
    return createHmac('sha256', this.key).update(`${companyId}.${appointmentId}`).digest('base64url');
  }
}
