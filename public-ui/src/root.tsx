import { StrictMode, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also brings the CSS-variables provider (about 3 kB gzip), which this theme does not use
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, type I18n, I18nProvider } from '@marketplace/shared-ui';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}

/**
 * emotion's cache for a page, the same in the browser and the server's render. Without stylis's prefixer: the
 * browsers the site serves read unprefixed CSS, and the prefixes (`-webkit-box`, `-ms-flexbox`…) were a third of
 * a rendered page's 100 kB of CSS, which the browser parses and matches before the first paint. The few
 * prefixes still needed (Safari's) are written where they apply (theme.ts, the header).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

/**
 * What the browser and the server render around the app's router (BrowserRouter, or StaticRouter at the page's
 * URL), in the page's language (`i18n`, one instance per page: the server renders several at once).
 * `baseline: false` leaves out CssBaseline's global rules when the page's server CSS already holds them: emotion's
 * `Global` adopts only a `<style>` element of its own, so it would add them again as the app starts, and a new `*`
 * rule restyles every element of the page in the middle of hydration.
 */
export function Root({ queryClient, i18n, baseline = true, children }: { queryClient: QueryClient; i18n: I18n; baseline?: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          {baseline && <CssBaseline />}
          <QueryClientProvider client={queryClient}>
            {children}
          </QueryClientProvider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}
