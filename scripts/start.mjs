// `npm start`: builds whatever changed since the last build, then runs the server in this process
// (so SIGTERM reaches it directly).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

buildStale();
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
