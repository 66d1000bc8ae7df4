import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:3000';

const LIBRARY_CHUNKS = [
  { chunk: 'react', pattern: /\/node_modules\/(?:react|react-dom|scheduler)\// },
  { chunk: 'router', pattern: /\/node_modules\/react-router\// },
  { chunk: 'data', pattern: /\/node_modules\/(?:@tanstack\/[^/]+|react-hook-form|@hookform\/resolvers|zod)\// },
];

export default defineConfig({
  // Brotli and gzip copies next to each file, built once; the server sends the one a browser accepts.
  // Small files too (the chat page's entry script is under 1 KB); a copy no smaller than its file is skipped.
  plugins: [react(), tailwindcss(), compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')] })],
  server: {
    proxy: {
      '/api': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Two pages: the admin app, and the visitor's chat (/public-chat/{slug}, also the widget's frame),
      // which the server answers with public-chat.html so a visitor loads none of the admin app.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'public-chat': fileURLToPath(new URL('public-chat.html', import.meta.url)),
      },
      output: {
        // Libraries change less often than the app; separate files stay cached across releases.
        // React on its own: the chat page needs it, and neither the router nor the data libraries.
        // By path, so React's CommonJS internals (jsx-runtime, scheduler) land with React too.
        manualChunks: (id) => LIBRARY_CHUNKS.find(({ pattern }) => pattern.test(id))?.chunk,
      },
    },
  },
});
