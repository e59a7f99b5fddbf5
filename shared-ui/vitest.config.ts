import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The kit's component tests: jsdom for the DOM and localStorage; fetch stays Node's, so the client talks to a real server. */
export default defineConfig({
  resolve: {
    alias: { '@marketplace/shared-dto': fileURLToPath(new URL('../shared-dto/src/index.ts', import.meta.url)) },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // one worker: the machine is small and the files are short
    pool: 'threads',
    maxWorkers: 1,
  },
});
