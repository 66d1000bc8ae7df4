// Bundles the server and the contracts it imports into dist/main.js; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });

await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${here}dist/main.js`,
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
console.log('server built: server/dist/main.js');
