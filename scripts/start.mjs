// `npm start`: builds whatever changed since the last build, then runs the server in this process
// (so SIGTERM reaches it directly). package.json starts node with `--max-semi-space-size=8`: V8's
// young generation at most 8 MB a half instead of 16, which keeps ~30 MB less resident under load
// at no measurable cost in chat throughput (docs/scaling.md); V8 reads it only at start, so it
// cannot be set from main.ts as the other memory flags are. It also sets GLIBC_TUNABLES, which the C
// library reads only at start: memory freed by V8's compilers goes back to the system instead of
// staying in malloc's heap, and two malloc arenas instead of sixteen (~25 MB less at rest and under
// load, docs/scaling.md). e2e/support/server.ts reads the same settings from package.json, so the
// tests and benches run the server as `npm start` does.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

buildStale();
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
