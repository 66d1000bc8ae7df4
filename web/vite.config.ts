import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
