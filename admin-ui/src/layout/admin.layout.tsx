import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { TopBar } from './top-bar';
import { AppMenu } from './app-menu';
import { Footer } from './footer';
import { LoadingState } from '../components/state-views';

/** The admin shell: sidebar, top bar, the page (each page is a lazy chunk) and the footer. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // minWidth 0 lets wide children (tabs, tables) shrink to the screen instead of widening the page.
    <Layout appBar={TopBar} menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 }, '& .RaLayout-content': { display: 'flex', flexDirection: 'column', p: 0, minWidth: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </Box>
      <Footer />
    </Layout>
  );
}
