import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app. Hashed assets are cached for a year; any other GET that is not an
 * API path and asks for HTML gets index.html, so the browser router owns client-side routes.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function wantsHtml(method: string, url: string, accept: string | undefined): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/api?') && (accept ?? '').includes('text/html');
}
