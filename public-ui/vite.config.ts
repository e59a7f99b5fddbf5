import { uiConfig } from '../vite.ui.config';

// Pages, the login dialog and the header's menus are split by route or by first use. React, the router
// and the query cache change seldom, so they get chunks of their own that stay cached across releases;
// MUI is left to Rollup, so a component only a lazy page uses stays out of the first load.
export default uiConfig({
  base: '/',
  devPort: 5175,
  build: {
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
          query: ['@tanstack/react-query'],
        },
      },
    },
  },
});
