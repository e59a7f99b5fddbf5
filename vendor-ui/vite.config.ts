import { uiConfig } from '../vite.ui.config';

export default uiConfig({ base: '/vendor/', devPort: 5174, splitVendor: true });
