import { uiConfig } from '../vite.ui.config';

export default uiConfig({
  base: '/vendor/',
  devPort: 5174,
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
