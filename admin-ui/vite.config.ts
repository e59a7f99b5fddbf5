import { uiConfig } from '../vite.ui.config';

// Each page is its own lazy chunk (routes.tsx); what only pages use (icons, Autocomplete…) stays out of the first load.
// ra-core's util index and its modules import each other: split across chunks they would make chunks import
// each other (Rollup warns, and the order of execution could break), so react-admin's core stays in one chunk.
export default uiConfig({
  base: '/admin/',
  devPort: 5173,
  build: {
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: (id) => (id.includes('/node_modules/ra-core/') ? 'ra-core' : undefined) } },
  },
});
