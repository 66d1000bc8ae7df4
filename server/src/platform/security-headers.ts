import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[] | null>;

function directives(servedOverHttps: boolean, frameAncestors: string[]): Directives {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // Spoken answers are played from blob: URLs of the audio the server made.
    mediaSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors,
    // Over plain HTTP this would send browsers to an https that is not there.
    upgradeInsecureRequests: servedOverHttps ? [] : null,
  };
}

/**
 * helmet's headers on every answer, with every page unframeable; the public chat page says otherwise
 * for itself (frameableBy). helmet's middleware is built once: @fastify/helmet built it anew for
 * every request, parsing the policy each time (about 25 µs of a chat turn, bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, servedOverHttps: boolean): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { directives: directives(servedOverHttps, ["'none'"]) },
    hsts: servedOverHttps ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/**
 * The Content-Security-Policy of a page other sites may frame: any site when `domains` is empty,
 * else those domains and their subdomains — and this site itself (the Integrations page's preview).
 */
export function frameableBy(domains: readonly string[], servedOverHttps: boolean): string {
  // A bare host in a policy matches its default port only; a listed site may run on any (":8080",
  // a staging server), as the chat's own check of the embedding page allows.
  const ancestors =
    domains.length === 0
      ? ['*']
      : ["'self'", ...domains.flatMap((domain) => [`${domain}:*`, `*.${domain.replace(/^\*\./, '')}:*`])];
  return Object.entries(directives(servedOverHttps, ancestors))
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' ').trim())
    .join(';');
}
