import type { Plugin } from 'vite';
import { HINDI_CATALOGUE_MODULE } from '../shared-dto/src/types/ssr.types';
import { uiConfig, uiServerConfig } from '../vite.ui.config';

/**
 * index.html preloads the app's shell as Vite preloads the entry's own imports: the modules main.tsx imports in
 * parts once it runs (its dynamic imports but the Hindi catalogue) and the chunks they import, so they come with
 * the entry instead of after it has run. The server moves these links into after-paint.js's list (api/src/modules/seo).
 */
function preloadAppShell(): Plugin {
  let base = '/';
  return {
    name: 'utsav-preload-app-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const named = new Set([chunk.fileName, ...chunk.imports]);
        const files: string[] = [];
        const add = (file: string) => {
          const imported = bundle[file];
          if (named.has(file) || imported?.type !== 'chunk') return;
          named.add(file);
          files.push(file);
          imported.imports.forEach(add);
        };
        for (const file of chunk.dynamicImports) {
          const imported = bundle[file];
          if (imported?.type === 'chunk' && !imported.facadeModuleId?.endsWith(`/${HINDI_CATALOGUE_MODULE}`)) add(file);
        }
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

// Pages, the login dialog and the header's menus are split by route or first use; vendor chunks apart.
// The manifest tells the server which chunks a route's page needs, so it preloads them with the HTML.
// `vite build --ssr` builds the server's render of the first view (src/entry-server.tsx, api/src/modules/ssr).
export default (env: { isSsrBuild?: boolean }) => (env.isSsrBuild
  ? uiServerConfig()
  : uiConfig({ base: '/', devPort: 5175, splitVendor: true, build: { manifest: true }, plugins: [preloadAppShell()] }));
