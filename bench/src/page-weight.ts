// Bytes a visitor downloads to open a company's public chat (/public-chat/{slug}, also the widget's
// frame) next to an admin's first load of the dashboard, JS and CSS as the server sends them (the
// build's brotli and gzip copies), with the chat's parts that load only when used.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, lazyParts, pageAssets, total, withStaticImports } from './web-assets';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Another build to measure (an older commit's web/dist, say); the product's own by default.
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'web/dist'));
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`${webDist}/index.html is missing: run \`npm run build\` first`);

/** Issue 14's target for the public chat, in the KB this bench prints (1,024 bytes). */
const TARGET_BROTLI_BYTES = 75 * 1024;

// The server answers /public-chat/{slug} with public-chat.html; builds from before that page
// existed answered it with the whole admin app.
const chatHtml = existsSync(path.join(webDist, 'public-chat.html')) ? 'public-chat.html' : 'index.html';
const chat = pageAssets(webDist, chatHtml);

// The dashboard page sits in the admin app's entry chunk (web/src/app/routes/app-pages.tsx loads
// only the calendar and analytics pages lazily); were it split off, its chunk would bear its name.
const dashboardChunks = readdirSync(path.join(webDist, 'assets'))
  .filter((file) => /^dashboard-page-[\w-]+\.js$/.test(file))
  .map((file) => `assets/${file}`);
const dashboard = withStaticImports(webDist, [...pageAssets(webDist, 'index.html'), ...dashboardChunks]);

const chatSize = total(webDist, chat);
const dashboardSize = total(webDist, dashboard);
const row = (page: string, assets: readonly string[], size = total(webDist, assets)) => ({
  page,
  files: assets.length,
  raw: kb(size.raw),
  gzip: kb(size.gzip),
  brotli: kb(size.brotli),
});

console.log(`JS and CSS of ${webDist}, as served:`);
console.table([
  row(`public chat (${chatHtml})`, chat, chatSize),
  row('dashboard, first load (index.html)', dashboard, dashboardSize),
]);
console.log(
  `ratio public chat / dashboard: brotli ${(chatSize.brotli / dashboardSize.brotli).toFixed(3)}, gzip ${(chatSize.gzip / dashboardSize.gzip).toFixed(3)}`,
);

if (chatHtml === 'public-chat.html') {
  // Loaded when a visitor first uses them: sending (the answer stream's reader), voice, booking, the contact form.
  const parts = lazyParts(webDist, chat);
  console.table(parts.map(({ chunk, assets }) => row(`on use: ${path.basename(chunk).replace(/-[\w-]{8}\.js$/, '')}`, assets)));
  const everything = total(webDist, [...new Set([...chat, ...parts.flatMap(({ assets }) => assets)])]);
  console.log(`public chat with every part loaded: brotli ${kb(everything.brotli)}, gzip ${kb(everything.gzip)}`);
}

// The typeface is not JS or CSS: its files load after the styles, only for the scripts the page's
// text uses, and the text shows in a system font meanwhile (font-display: swap).
const chatCss = chat.filter((asset) => asset.endsWith('.css')).map((asset) => readFileSync(path.join(webDist, asset), 'utf8'));
const latin = chatCss.join('\n').match(/inter-latin-wght-normal-[\w-]+\.woff2/)?.[0];
if (latin)
  console.log(`Inter, latin (English text): ${kb(statSync(path.join(webDist, 'assets', latin)).size)}, after first paint`);

console.log(
  `target public chat ≤ 75 KB brotli: ${chatSize.brotli} bytes (${kb(chatSize.brotli)}), ${chatSize.brotli <= TARGET_BROTLI_BYTES ? 'met' : 'NOT met'}`,
);
