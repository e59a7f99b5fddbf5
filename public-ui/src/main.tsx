import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { HINDI_PREFIX, SERVER_CSS_ID, type Catalogue } from '@marketplace/shared-dto';
import { createSiteI18n, loadHindi, pageLocale } from './i18n/site-i18n';

// the language is the URL's for the whole visit: the switch loads the other language's page
const locale = pageLocale();
// the CSS of the server's render (api/src/modules/seo); absent when it sent the bare app
const serverCss = document.getElementById(SERVER_CSS_ID);

/**
 * emotion's cache, told which rules the server's CSS already holds (api/src/modules/seo), so it adds none of them
 * again. emotion's own way to adopt that CSS moves its element within the head, and the browser would parse its
 * rules again and restyle the whole page while the app starts.
 */
function adoptServerCss(cache: EmotionCache) {
  for (const name of serverCss?.dataset.names?.split(' ') ?? []) cache.inserted[name] = true;
  return cache;
}

/** Lets the browser run its own work (a paint, a tap) before the next part of the app is evaluated. */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve); });

/**
 * The app's modules are evaluated in parts, each in a task of its own: the browser evaluates a module and all it
 * imports in one go, and the whole app at once held a phone's main thread for about 60 ms, or over 400 ms at
 * Lighthouse's CPU slowdown, in which a tap waited.
 */
async function start(hi?: Catalogue) {
  await nextTask();
  const { createEmotionCache, createQueryClient, Root } = await import('./root');
  await nextTask();
  // the header's search box, then the rest of the header, with the MUI controls they bring: most of the shell
  await import('./components/search-box');
  await nextTask();
  await import('./layout/header');
  await nextTask();
  const { App } = await import('./App');
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const app = (
    <CacheProvider value={adoptServerCss(createEmotionCache())}>
      <Root queryClient={queryClient} i18n={createSiteI18n(locale, hi)} baseline={!serverCss}>
        <BrowserRouter basename={locale === 'hi' ? HINDI_PREFIX : undefined}>
          <App />
        </BrowserRouter>
      </Root>
    </CacheProvider>
  );
  // The server's render of the page with the API answers it used (api/src/modules/ssr); absent when it sent the bare app.
  const rendered = document.getElementById('ssr-state');

  if (rendered) {
    const state = JSON.parse(rendered.textContent!) as DehydratedState;
    // The page's HTML is dropped with the answers it shows, so they are as current as the page itself.
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state);
    // React adopts the server's DOM (the LCP picture stays the same element) instead of building it again. In a
    // transition, so in slices of a few milliseconds: hydration at the default priority is one task as long as
    // the whole page (300–900 ms on a phone-speed CPU), during which a tap waits.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A transition renders in slices of a few milliseconds with the browser free between them, instead of
    // one long task that holds up the page while the whole first screen is built.
    startTransition(() => createRoot(container).render(app));
  }
}

if (locale === 'hi') void loadHindi().then(start);
else void start();
