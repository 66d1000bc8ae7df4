// `npm start`: builds the web app and the server when missing or older than their sources, then
// runs the server in this process (so SIGTERM reaches it directly).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(workspace) {
  console.log(`building ${workspace}...`);
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

const contracts = 'packages/contracts/src';
if (needsBuild(path.join(root, 'web/dist/index.html'), ['web/src', 'web/index.html', contracts])) run('web');
if (needsBuild(path.join(root, 'server/dist/main.js'), ['server/src', contracts])) run('server');

await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
