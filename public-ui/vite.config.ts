import { uiConfig, uiServerConfig } from '../vite.ui.config';

// Pages, the login dialog and the header's menus are split by route or first use; vendor chunks apart.
// The manifest tells the server which chunks a route's page needs, so it preloads them with the HTML.
// `vite build --ssr` builds the server's render of the first view (src/entry-server.tsx, api/src/modules/ssr).
export default (env: { isSsrBuild?: boolean }) => (env.isSsrBuild
  ? uiServerConfig()
  : uiConfig({ base: '/', devPort: 5175, splitVendor: true, build: { manifest: true } }));
