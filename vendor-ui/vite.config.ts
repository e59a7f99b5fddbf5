import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is served by the API process under /vendor/; in dev, vite proxies the API and uploads.
export default defineConfig({
  base: '/vendor/',
  plugins: [react()],
  resolve: {
    alias: {
      // shared-dto's package main is CommonJS dist; the UI compiles its TypeScript sources directly.
      '@marketplace/shared-dto': fileURLToPath(new URL('../shared-dto/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
          query: ['@tanstack/react-query'],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
