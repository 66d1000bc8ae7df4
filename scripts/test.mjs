// `npm test`: every suite, in order, each through Vitest; the server suite runs on PGlite and, when
// TEST_DATABASE_URL is set, again on PostgreSQL. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './test-summary.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const reports = mkdtempSync(path.join(tmpdir(), 'frontdesk-test-'));
const only = process.argv.slice(2);

const suites = [
  { name: 'contracts', dir: 'packages/contracts' },
  { name: 'web', dir: 'web' },
  { name: 'server (PGlite)', dir: 'server', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server (PostgreSQL)', dir: 'server', env: { TEST_DB: 'postgres' } }] : []),
  { name: 'e2e', dir: 'e2e', before: () => run('npm', ['run', 'build'], root) },
].filter((suite) => only.length === 0 || only.some((word) => suite.name.startsWith(word)));

if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is unset, so the server suite runs on PGlite only (.ci/run sets it).');
}

function run(command, args, cwd, env = {}) {
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

let passed = 0;
let failed = 0;
const lines = [];
for (const [index, suite] of suites.entries()) {
  console.log(`\n=== ${suite.name} ===`);
  if (suite.before && suite.before() !== 0) {
    failed += 1;
    lines.push(`${suite.name}: build failed`);
    continue;
  }
  const report = path.join(reports, `${index}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    path.join(root, suite.dir),
    suite.env,
  );
  if (!existsSync(report)) {
    failed += 1;
    lines.push(`${suite.name}: did not run (exit ${status})`);
    continue;
  }
  const result = summarize(JSON.parse(readFileSync(report, 'utf8')), status, (file) => path.relative(root, file));
  passed += result.passed;
  failed += result.failed;
  lines.push(
    `${suite.name}: ${result.passed} passed, ${result.failed} failed${result.notes.length ? ` (${result.notes.join('; ')})` : ''}`,
  );
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
