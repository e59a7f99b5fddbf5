import { uiConfig } from '../vite.ui.config';

// Pages, the login dialog and the header's menus are split by route or first use; vendor chunks apart.
export default uiConfig({ base: '/', devPort: 5175, splitVendor: true });
