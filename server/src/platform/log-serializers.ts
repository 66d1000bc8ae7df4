// Errors as log lines carry what explains them and nothing a user typed: a failed statement is
// logged without its parameters (passwords' hashes, visitors' details) and without the database's
// `detail`, which quotes the values of a conflicting row.
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode', 'status'] as const;
const MAX_CAUSES = 3;

/** Drops the "params: …" part that drizzle adds to a failed query's message. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  for (const field of KEPT_FIELDS) if (fields[field] !== undefined) serialized[field] = fields[field];
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

// Secrets that travel in addresses: one-time links in the path, and codes and tokens in the query
// (a visitor's id too: with a conversation's id it reads the conversation).
const SECRET_PATH = /(\/(?:verify-email|reset-password)\/)[^/?#]+/g;
const SECRET_QUERY = /([?&](?:super_admin_token|token|code|access_token|visitor)=)[^&#]*/gi;

/** An address as it may be logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The request line of a log entry, with secrets in the address redacted. */
export function serializeRequest(request: { method: string; url: string; ip?: string; hostname?: string }) {
  return { method: request.method, url: redactUrl(request.url), hostname: request.hostname, remoteAddress: request.ip };
}
