import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { HINDI_PREFIX, splitLocalePath, type ServerRenderer } from '@marketplace/shared-dto';
import { ApiError } from '@marketplace/shared-ui';
import { setTransport } from './api/client';
import { createEmotionCache, createQueryClient, Root } from './root';
import { App } from './App';
import { createSiteI18n } from './i18n/site-i18n';
import { hi } from './i18n/hi';

/** Each pass renders with the answers the previous one asked for (a page asks for some only once others came). */
const MAX_PASSES = 4;

/** Each render's own transport (renders of several pages run at once), found by the calls its queries make. */
const transports = new AsyncLocalStorage<typeof fetch>();
setTransport((input, init) => transports.getStore()!(input, init));

/**
 * Renders the app at `url` to HTML, waiting for its lazy routes, in passes until every answer it asks for
 * is there. A call the transport rejects (one that depends on who asks) is left to the browser: that part
 * shows loading on both sides. Rejects on a failed answer or a render error (the caller sends the bare app).
 */
export const render: ServerRenderer['render'] = (url, transport) => transports.run(transport, () => renderPage(url));

async function renderPage(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const leftToBrowser = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const cache = createEmotionCache();
    // emotion keeps the rules in the cache instead of writing <style> elements into the markup
    cache.compat = true;
    const html = await renderOnce(url, queryClient, cache);
    const asked = queryClient.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && !leftToBrowser.has(q.queryHash) && isEnabled(q));
    if (asked.length === 0) {
      const rules = Object.entries(cache.inserted).filter((e): e is [string, string] => typeof e[1] === 'string');
      return { html, css: rules.map(([, css]) => css).join(''), cssNames: rules.map(([name]) => name), state: dehydrate(queryClient) };
    }
    await Promise.all(asked.map((q) => q.fetch().catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 0)) throw new Error(`${JSON.stringify(q.queryKey)}: ${(err as Error).message}`);
      leftToBrowser.add(q.queryHash);
      queryClient.removeQueries({ queryKey: q.queryKey, exact: true });
    })));
  }
  throw new Error(`still asking for answers after ${MAX_PASSES} passes`);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderOnce(url: string, queryClient: QueryClient, cache: EmotionCache): Promise<string> {
  let failed: unknown = null;
  const { locale } = splitLocalePath(new URL(url, 'http://page').pathname);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <Root queryClient={queryClient} i18n={createSiteI18n(locale, hi)}>
        <StaticRouter location={url} basename={locale === 'hi' ? HINDI_PREFIX : undefined}>
          <App />
        </StaticRouter>
      </Root>
    </CacheProvider>,
    // every part inline, where it stands: a large one is otherwise sent apart with an inline script to move it
    // in, which the site's Content-Security-Policy (no inline script) rightly refuses
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (err) => { failed ??= err; } },
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(new Writable({ write(chunk: Buffer, _enc, done) { html += chunk.toString(); done(); } }))
      .on('finish', resolve).on('error', reject);
  });
  // a part that failed would be rendered again by the browser, replacing the server's DOM
  if (failed) throw failed;
  return html;
}
