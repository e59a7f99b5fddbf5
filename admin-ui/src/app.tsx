import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate } from 'react-router-dom';
import { isApiError } from '@marketplace/shared-ui';
import { authProvider } from './api/auth.provider';
import { dataProvider } from './api/data.provider';
import { AdminLayout } from './layout/admin.layout';
import { ValidatingSession } from './layout/validating-session';
import { resources, shellRoutes } from './routes';
import { theme } from './theme';

const LazyLoginPage = lazy(() => import('./pages/login/login.page'));
const LoginPage = () => (
  <Suspense fallback={<ValidatingSession />}>
    <LazyLoginPage />
  </Suspense>
);
/** A refusal (4xx) is final: a failing list shows its error at once instead of retrying for seconds. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const NotFoundPage = lazy(() => import('./layout/not-found.page'));

/** The default route inside the shell is the dashboard at /admin/dashboard. */
const ToDashboard = () => <Navigate to="/dashboard" replace />;

export function App() {
  return (
    // Real paths under /admin (react-admin defaults to a hash router).
    <BrowserRouter basename="/admin">
    <Admin
      title="Utsav Admin"
      disableTelemetry
      queryClient={queryClient}
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      dashboard={ToDashboard}
      catchAll={NotFoundPage}
      loading={ValidatingSession}
      theme={theme}
    >
      {resources}
      <CustomRoutes>{shellRoutes}</CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}
