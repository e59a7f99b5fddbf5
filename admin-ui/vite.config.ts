import { uiConfig } from '../vite.ui.config';

// Each page is its own lazy chunk (routes.tsx); what only pages use (icons, Autocomplete…) stays out of the first load.
export default uiConfig({ base: '/admin/', devPort: 5173, build: { chunkSizeWarningLimit: 1500 } });
