import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The visitor's chat page (public-chat.html) is light only while nothing it imports reaches the
// admin app's libraries; a build would still succeed, just heavier. This walks the page's imports
// as the bundler would, the lazily loaded parts included, and says where one slipped in.

const src = path.dirname(fileURLToPath(import.meta.url));
const contracts = path.resolve(src, '../../packages/contracts/src');
const ENTRY = path.join(src, 'public-chat-main.tsx');

/** What the page may load from npm: React and the two small libraries the chat itself uses. */
const ALLOWED_PACKAGES = ['react', 'react-dom', 'lucide-react', 'eventsource-parser'];
/** The admin app's frame, client and session: each reaches zod, TanStack Query or React Router. */
const ADMIN_ONLY = [
  'app/',
  'lib/api-client.ts',
  'lib/service-client.ts',
  'lib/query-client.ts',
  'lib/session/session-storage.ts',
];

// Statements that load a module at run time. `import type` and `export type` are left out; an import
// of nothing but inline `type` names is kept, as TypeScript keeps it (verbatimModuleSyntax).
const RUNTIME_IMPORTS = [
  /^\s*import\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function resolve(from: string, specifier: string): { file: string } | { pkg: string } {
  if (specifier.startsWith('@frontdesk/contracts/')) {
    return { file: path.join(contracts, `${specifier.slice('@frontdesk/contracts/'.length)}.ts`) };
  }
  if (!specifier.startsWith('.')) {
    const [scope = '', name = ''] = specifier.split('/');
    return { pkg: scope.startsWith('@') ? `${scope}/${name}` : scope };
  }
  const base = path.resolve(path.dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && candidate.includes('.'));
  if (!file) throw new Error(`${specifier} from ${from} does not resolve`);
  return { file };
}

function walk(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [ENTRY];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.css')) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of RUNTIME_IMPORTS) {
      for (const [, specifier = ''] of text.matchAll(pattern)) {
        const target = resolve(file, specifier);
        if ('pkg' in target) packages.add(target.pkg);
        else queue.push(target.file);
      }
    }
  }
  return { files, packages };
}

// A Tailwind `@source` glob as a regular expression: `**` followed by a slash, `*` and `{a,b}`.
function globPattern(glob: string): RegExp {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_match, options: string) => `(?:${options.split(',').join('|')})`)
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/(?<!\.)\*/g, '[^/]*');
  return new RegExp(`^${source}$`);
}

function scannedByChatStylesheet(): (file: string) => boolean {
  const css = readFileSync(path.join(src, 'public-chat.css'), 'utf8');
  const sources = [...css.matchAll(/@source\s+(not\s+)?'([^']+)'/g)].map(([, not, glob = '']) => ({
    excluded: Boolean(not),
    pattern: globPattern(path.join(src, glob)),
  }));
  return (file) =>
    sources.some(({ excluded, pattern }) => !excluded && pattern.test(file)) &&
    !sources.some(({ excluded, pattern }) => excluded && pattern.test(file));
}

describe("the chat page's own entry", () => {
  const { files, packages } = walk();
  const relative = [...files].map((file) => path.relative(src, file));

  it('loads React and the chat, none of the libraries of the admin app', () => {
    expect([...packages].filter((pkg) => !ALLOWED_PACKAGES.includes(pkg))).toEqual([]);
    expect(relative.filter((file) => ADMIN_ONLY.some((admin) => file.startsWith(admin)))).toEqual([]);
    expect(relative).toContain(path.join('features', 'public-chat', 'components', 'chat-window.tsx'));
  });

  it('reads only contracts files free of zod', () => {
    const withZod = [...files].filter(
      (file) => file.startsWith(contracts) && /from\s+['"]zod['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(withZod.map((file) => path.relative(contracts, file))).toEqual([]);
  });

  it('has a stylesheet that scans every file it renders', () => {
    const scanned = scannedByChatStylesheet();
    const unscanned = [...files].filter((file) => /className=/.test(readFileSync(file, 'utf8')) && !scanned(file));
    expect(unscanned.map((file) => path.relative(src, file))).toEqual([]);
  });
});
