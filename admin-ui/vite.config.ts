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
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // One cacheable chunk for the framework; each page is its own lazy chunk (see app.tsx).
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
