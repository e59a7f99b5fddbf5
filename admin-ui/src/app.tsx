import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate } from 'react-router-dom';
import { authProvider } from './api/auth.provider';
import { dataProvider } from './api/data.provider';
import { AdminLayout } from './layout/admin.layout';
import { ValidatingSession } from './layout/validating-session';
import { shellRoutes } from './routes';
import { theme } from './theme';

const LazyLoginPage = lazy(() => import('./pages/login/login.page'));
const LoginPage = () => (
  <Suspense fallback={<ValidatingSession />}>
    <LazyLoginPage />
  </Suspense>
);
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
      <CustomRoutes>{shellRoutes}</CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}
