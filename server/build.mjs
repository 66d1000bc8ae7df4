// Bundles the server and the contracts it imports into dist/main.js; npm packages stay external.
// Then writes the embedded database's migrated template next to it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });

await build({
  // All at the top of dist/, where each finds migrations/, the template, the word vectors and the worker by its own URL.
  entryPoints: {
    main: `${here}src/main.ts`,
    'write-pglite-template': `${here}src/db/write-pglite-template.ts`,
    'sentence-encoder-worker': `${here}src/assistant/meaning/sentence-encoder.worker.ts`,
  },
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@frontdesk/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
// The built-in responder's word vectors, read next to main.js (src/assistant/builtin/word-vectors.ts).
cpSync(`${here}src/assistant/builtin/word-vectors.bin`, `${here}dist/word-vectors.bin`);
// A first start on the embedded database begins from this migrated template (src/db/pglite-template.ts).
await import(`${here}dist/write-pglite-template.js`);
console.log('server built: server/dist/main.js');
