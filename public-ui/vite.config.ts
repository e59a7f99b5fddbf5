import { uiConfig } from '../vite.ui.config';

// Pages, the login dialog and the header's menus are split by route or first use; vendor chunks apart.
// The manifest tells the server which chunks a route's page needs, so it preloads them with the HTML.
export default uiConfig({ base: '/', devPort: 5175, splitVendor: true, build: { manifest: true } });
