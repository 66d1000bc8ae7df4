// Builds the outputs whose sources changed since their last build (or all of them with --force).
// A source fingerprint (every file's path, size and modification time) is kept per output, so an
// edited, added or deleted file triggers a rebuild of exactly the outputs that depend on it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const stamps = path.join(root, 'node_modules/.cache/frontdesk-build');
const contracts = ['packages/contracts/src', 'packages/contracts/package.json'];

/** Each output, the file that proves it exists, and everything it is built from. */
export const TARGETS = [
  {
    workspace: 'web',
    output: 'web/dist/index.html',
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/public-chat.html',
      'web/vite.config.ts',
      'web/package.json',
      'package-lock.json',
      ...contracts,
    ],
  },
  {
    workspace: 'widget',
    output: 'widget/dist/widget.js',
    sources: ['widget/src', 'widget/build.mjs', 'widget/package.json'],
  },
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/build.mjs', 'server/package.json', ...contracts],
  },
];

function collect(entry, into) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    into.push(`${entry}\t${stat.size}\t${stat.mtimeMs}`);
    return;
  }
  for (const child of readdirSync(full, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name === 'dist') continue;
    collect(path.join(entry, child.name), into);
  }
}

export function fingerprint(target) {
  const lines = [];
  for (const source of target.sources) collect(source, lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

const stampFile = (target) => path.join(stamps, `${target.workspace}.fingerprint`);

export function isStale(target) {
  if (!existsSync(path.join(root, target.output)) || !existsSync(stampFile(target))) return true;
  return readFileSync(stampFile(target), 'utf8') !== fingerprint(target);
}

/** Builds what is stale; returns the workspaces it built. */
export function buildStale({ force = false } = {}) {
  const built = [];
  for (const target of TARGETS) {
    if (!force && !isStale(target)) continue;
    // Taken before building, so a file edited during the build makes the next start build again.
    const before = fingerprint(target);
    console.log(`building ${target.workspace}...`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    mkdirSync(stamps, { recursive: true });
    writeFileSync(stampFile(target), before);
    built.push(target.workspace);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = buildStale({ force: process.argv.includes('--force') });
  if (built.length === 0) console.log('everything is up to date');
}
