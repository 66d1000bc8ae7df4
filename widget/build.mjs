// Bundles the embed loader into dist/widget.js: one small file, no framework, for every browser in use.
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
await build({
  entryPoints: [`${here}src/widget.ts`],
  outfile: `${here}dist/widget.js`,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2019'],
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('widget built: widget/dist/widget.js');
