import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@marketplace/shared-dto': fileURLToPath(new URL('../shared-dto/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MUI and React make most of the entry chunk; pages are split by route.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5175,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
