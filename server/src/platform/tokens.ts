import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { deriveKey } from './crypto';

export type SessionKind = 'user' | 'super_admin' | 'impersonation';

export type TokenClaims = {
  sub: string;
  sid: string;
  kind: SessionKind;
  /** The company the token acts for; absent for a super admin's own session. */
  cid?: string;
};

const ISSUER = 'frontdesk';
const AUDIENCE = 'frontdesk-api';
const ALGORITHM = 'HS256';

/** Signs and verifies the bearer JWTs; the algorithm is pinned so a token cannot choose its own. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(appSecret: string) {
    this.key = new Uint8Array(deriveKey(appSecret, 'jwt-hs256'));
  }

  sign(claims: TokenClaims, expiresAt: Date, issuedAt: Date): Promise<string> {
    const payload: Record<string, string> = { sid: claims.sid, kind: claims.kind };
    if (claims.cid) payload.cid = claims.cid;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Returns the claims of a valid token, or null for anything forged, expired or malformed. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
      });
      const { sub, sid, kind, cid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string') return null;
      if (kind !== 'user' && kind !== 'super_admin' && kind !== 'impersonation') return null;
      if (cid !== undefined && typeof cid !== 'string') return null;
      return { sub, sid, kind, ...(cid ? { cid } : {}) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
