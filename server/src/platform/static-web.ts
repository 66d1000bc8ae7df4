import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { isClientRoute } from '@frontdesk/contracts/routes';
import { TEXTS } from '@frontdesk/contracts/texts';
import { frameableBy } from './security-headers';

export type WebServing = {
  webDist: string;
  widgetFile: string;
  servedOverHttps: boolean;
  /** The domains that may frame a company's public chat (empty: any), or null for an unknown slug. */
  framingOf: (slug: string) => Promise<readonly string[] | null>;
};

const PUBLIC_CHAT_PAGE = /^\/public-chat\/([^/?#]+)/;

/** The built app's two pages (web/vite.config.ts): the admin app, and the visitor's chat on its own. */
const ADMIN_PAGE = 'index.html';
const CHAT_PAGE = 'public-chat.html';
// Requested by their own addresses they are no route of the app; sendFile below names them without
// the leading slash, so only a browser asking for /index.html or /public-chat.html is refused.
const PAGE_FILE_ADDRESSES = new Set([`/${ADMIN_PAGE}`, `/${CHAT_PAGE}`]);

/**
 * Serves the built React app and the widget: the precompressed copy the browser accepts, with an
 * ETag. Hashed assets are cached for a year as immutable, the rest revalidated; any other GET
 * that is not an API path and asks for HTML gets a page: public-chat.html for a company's public
 * chat (/public-chat/{slug}, also the widget's frame), index.html for the rest, whose browser
 * router owns the client-side routes. Every page is unframeable except a company's public chat.
 */
export async function serveWebApp(app: FastifyInstance, serving: WebServing): Promise<void> {
  const servesWeb = existsSync(path.join(serving.webDist, ADMIN_PAGE));
  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: serving.webDist,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !PAGE_FILE_ADDRESSES.has(pathname),
      // The build leaves .br and .gz copies beside each file (web/vite.config.ts).
      preCompressed: true,
      // Off, or `send` replaces the header below with its own `max-age=0`.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  serveWidget(app, serving.widgetFile);

  app.setNotFoundHandler(async (request, reply) => {
    if (!servesWeb || !wantsHtml(request.method, request.url, request.headers.accept)) {
      return reply.status(404).send({ message: TEXTS.errors.notFound, code: ERROR_CODES.notFound });
    }
    const slug = decodedSlug(request.url);
    const domains = slug ? await serving.framingOf(slug) : null;
    if (domains) {
      reply.header('content-security-policy', frameableBy(domains, serving.servedOverHttps)).removeHeader('x-frame-options');
    }
    // An address outside the route table is a 404 for crawlers and tools too; the app shows its page.
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const known = isClientRoute(pathname);
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(known && PUBLIC_CHAT_PAGE.test(pathname) ? CHAT_PAGE : ADMIN_PAGE);
  });
}

/** `/widget.js`, loaded by other sites' pages: readable across origins, cached briefly (its address never changes). */
function serveWidget(app: FastifyInstance, widgetFile: string): void {
  const script = existsSync(widgetFile) ? readFileSync(widgetFile) : null;
  if (!script) return;
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .send(script),
  );
}

function decodedSlug(url: string): string | null {
  const raw = PUBLIC_CHAT_PAGE.exec(url)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function wantsHtml(method: string, url: string, accept: string | undefined): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/api?') && (accept ?? '').includes('text/html');
}
