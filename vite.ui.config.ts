import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildOptions, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite.precompress';

/**
 * What the three UIs' Vite configs share: each is served by the API process under its base path, and in
 * development Vite proxies the API and uploads to it. shared-dto's package main is CommonJS dist, so the
 * UIs compile its TypeScript sources instead; the UI kit (shared-ui) is TypeScript source only. One copy of
 * React, MUI and emotion serves the app and the kit.
 */
/**
 * React with the router, and the query cache, change seldom: chunks of their own stay cached across
 * releases. MUI is left to Rollup, so a component only a lazy page uses stays out of the first load.
 */
const VENDOR_CHUNKS = {
  react: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
  query: ['@tanstack/react-query'],
};

const resolve = {
  alias: {
    '@marketplace/shared-dto': fileURLToPath(new URL('./shared-dto/src/index.ts', import.meta.url)),
    '@marketplace/shared-ui': fileURLToPath(new URL('./shared-ui/src/index.ts', import.meta.url)),
  },
  dedupe: ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'],
};

export function uiConfig(opts: { base: string; devPort: number; build?: BuildOptions; splitVendor?: boolean; plugins?: PluginOption[] }) {
  return defineConfig({
    // a build says nothing unless something is wrong: the list of assets is in dist/
    logLevel: 'warn',
    base: opts.base,
    plugins: [react(), precompress(), ...(opts.plugins ?? [])],
    resolve,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      ...(opts.splitVendor ? { rollupOptions: { output: { manualChunks: VENDOR_CHUNKS } } } : {}),
      ...opts.build,
    },
    server: {
      port: opts.devPort,
      proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
    },
  });
}

/**
 * The server-side render of a UI (`vite build --ssr <entry>`): one CommonJS file in dist-server with every
 * dependency inside, which the API process requires, so it needs no ESM loader and no node_modules of
 * the UI. Production React and emotion whatever the API's NODE_ENV: class names and markup must be the
 * ones the browser's production build makes.
 */
export function uiServerConfig() {
  return defineConfig({
    plugins: [react()],
    resolve,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } },
    },
  });
}
