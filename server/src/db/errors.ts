/** The constraint a statement broke when it failed on a unique key (PostgreSQL 23505), whatever the driver. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

// Connection exceptions (08…), the server shutting down or refusing (57P…), too many connections.
const UNAVAILABLE_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTCONN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/** The database could not be reached or dropped the connection: a moment later the same request may work. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const layer of causes(error)) {
    const { code, message } = layer;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Text the database cannot store (a NUL character, a broken encoding): the client's input, not our fault. */
export function isUnstorableText(error: unknown): boolean {
  for (const layer of causes(error)) if (layer.code === '22021' || layer.code === '22P05') return true;
  return false;
}

/** An exclusion constraint refused the row (PostgreSQL 23P01): for appointments, the time is taken. */
export function isExclusionViolation(error: unknown): boolean {
  for (const layer of causes(error)) if (layer.code === '23P01') return true;
  return false;
}
