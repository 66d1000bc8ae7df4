// What a page of the built web app (web/dist) makes the browser download: the scripts and styles
// its HTML names, the chunks those import, and the bytes of each as the server sends them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ServedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

// In a Vite chunk: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"` load
// with it; `import("./x.js")` loads when the code runs it (a lazily loaded part).
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g;
const HTML_ASSET = /<(?:script|link)\b[^>]*?\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g;

const importsOf = (webDist: string, asset: string, pattern: RegExp): string[] =>
  asset.endsWith('.js')
    ? [...readFileSync(path.join(webDist, asset), 'utf8').matchAll(pattern)].map(([, file = '']) =>
        path.posix.join(path.posix.dirname(asset), file),
      )
    : [];

/** `assets` and everything they import statically, each once (paths relative to webDist). */
export function withStaticImports(webDist: string, assets: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...assets];
  for (let asset = queue.shift(); asset !== undefined; asset = queue.shift()) {
    if (seen.has(asset)) continue;
    seen.add(asset);
    queue.push(...importsOf(webDist, asset, STATIC_IMPORT));
  }
  return [...seen];
}

/** The scripts and styles an HTML page of the build loads before it runs, imports included. */
export function pageAssets(webDist: string, htmlFile: string): string[] {
  const html = readFileSync(path.join(webDist, htmlFile), 'utf8');
  return withStaticImports(
    webDist,
    [...html.matchAll(HTML_ASSET)].map(([, asset = '']) => asset),
  );
}

/** The chunks `assets` load on demand (React.lazy, import()), each with what it imports and `assets` lack. */
export function lazyParts(webDist: string, assets: readonly string[]): { chunk: string; assets: string[] }[] {
  const loaded = new Set(assets);
  const chunks = new Set(assets.flatMap((asset) => importsOf(webDist, asset, DYNAMIC_IMPORT)));
  return [...chunks]
    .filter((chunk) => !loaded.has(chunk))
    .map((chunk) => ({ chunk, assets: withStaticImports(webDist, [chunk]).filter((asset) => !loaded.has(asset)) }));
}

/**
 * An asset's bytes as sent: the build's .br and .gz copies (the server sends the one the browser
 * accepts, web/vite.config.ts and server/src/platform/static-web.ts), or the file where it has none.
 */
export function servedSize(webDist: string, asset: string): ServedSize {
  const file = path.join(webDist, asset);
  const sizeOr = (copy: string, fallback: number) => (existsSync(copy) ? statSync(copy).size : fallback);
  const raw = statSync(file).size;
  const gzip = sizeOr(`${file}.gz`, raw);
  return { raw, gzip, brotli: sizeOr(`${file}.br`, gzip) };
}

export function total(webDist: string, assets: readonly string[]): ServedSize {
  return assets
    .map((asset) => servedSize(webDist, asset))
    .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
