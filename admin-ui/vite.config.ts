import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office is served by the API process under /admin/; in dev, vite proxies the API.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      // shared-dto's package main is CommonJS dist; the UI compiles its TypeScript sources instead.
      '@marketplace/shared-dto': fileURLToPath(new URL('../shared-dto/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each page is its own lazy chunk (routes.tsx); what only pages use (icons, Autocomplete…) stays out of the first load.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
