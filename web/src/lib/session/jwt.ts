/** Reads a JWT's `exp` claim as epoch milliseconds, without verifying it; null when unreadable. */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}

/** True only for a token that states an expiry which has passed; the server judges the rest. */
export function isJwtExpired(token: string, nowMs: number): boolean {
  const expiry = readJwtExpiry(token);
  return expiry !== null && expiry <= nowMs;
}
