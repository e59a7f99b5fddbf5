import { Suspense, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { Sidebar, useTranslate } from 'react-admin';
import { TopBar } from './top-bar';
import { AppMenu } from './app-menu';
import { Footer } from './footer';
import { ErrorState, LoadingState } from '../components/state-views';

/** A screen that crashed: the message and a way back, instead of a blank page. */
export function AppError({ resetErrorBoundary }: { error: Error; resetErrorBoundary: (args?: unknown) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <ErrorState message={translate('app.common.screenFailed')} action={<Button color="inherit" onClick={() => resetErrorBoundary()}>{translate('app.common.tryAgain')}</Button>} />
    </Box>
  );
}

/**
 * The admin shell: top bar, react-admin's sidebar with our menu, the page (each page is a lazy chunk) and
 * the footer. Built here rather than with react-admin's <Layout>, whose app bar and preferences inspector
 * would load with every screen. The class names are react-admin's, so its page styles still apply.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Box className="layout" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', minWidth: 0, bgcolor: 'background.default' }}>
      <Box className="RaLayout-appFrame" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, mt: { xs: 7, sm: 6 } }}>
        <TopBar />
        <Box component="main" className="RaLayout-contentWithSidebar" sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
          <Sidebar>
            <AppMenu />
          </Sidebar>
          <Box id="main-content" className="RaLayout-content" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1 }}>
            {/* minWidth 0 lets wide children (tabs, tables) shrink to the screen instead of widening the page */}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Suspense fallback={<LoadingState />}>{children}</Suspense>
            </Box>
            <Footer />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
