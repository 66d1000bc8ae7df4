import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies next to each file, built once; the server sends the one a browser accepts.
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  server: {
    proxy: {
      '/api': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        // Libraries change less often than the app; separate files stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          data: ['@tanstack/react-query', 'react-hook-form', '@hookform/resolvers/zod', 'zod'],
        },
      },
    },
  },
});
