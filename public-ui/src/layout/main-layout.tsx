import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from '@marketplace/shared-ui';
import { Footer } from './footer';
import { Header } from './header';

/** A new page starts at the top (the browser would keep the previous page's scroll). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Tells the page's loader (public/after-paint.js) that React has taken over the server's page, so the
 * buttons pressed before then can be pressed again. It sits beside the page inside its Suspense boundary,
 * so it fires only once the page's own code has hydrated, not just the header around it.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event('app:hydrated'));
  }, []);
  return null;
}

export function MainLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Header />
      {/* at least a screen tall, so the footer starts below the fold and never moves as the page fills in */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh', pt: { xs: '60px', md: '68px' } }}>
        <Suspense fallback={<Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}><CircularProgress aria-label={t('common.loading')} /></Box>}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
