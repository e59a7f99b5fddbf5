import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also brings the CSS-variables provider (about 3 kB gzip), which this theme does not use
import { ThemeProvider } from '@mui/system';
import { I18nProvider } from '@marketplace/shared-ui';
import { theme } from './theme';
import { ToastProvider } from './components/toast';
import { App } from './app';
import { catalogueReady, i18n } from './i18n/i18n';

const queryClient = new QueryClient({
  defaultOptions: {
    // A failed vendor call shows its error state at once; retrying would only delay it.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
});

void catalogueReady.then(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <BrowserRouter basename="/vendor">
              <App />
            </BrowserRouter>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  </StrictMode>,
));
