import { uiConfig } from '../vite.ui.config';

// MUI and React make most of the entry chunk; pages are split by route.
export default uiConfig({ base: '/', devPort: 5175, build: { chunkSizeWarningLimit: 700 } });
