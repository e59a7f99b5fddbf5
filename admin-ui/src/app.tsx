import { lazy, Suspense } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { isApiError } from '@marketplace/shared-ui';
import { authProvider } from './api/auth.provider';
import { dataProvider } from './api/data.provider';
import { adminStore, i18nProvider } from './i18n/i18n.provider';
import { AdminLayout, AppError } from './layout/admin.layout';
import { DocumentLanguage } from './layout/document-language';
import { ValidatingSession } from './layout/validating-session';
import { resources, shellRoutes } from './routes';
import { theme } from './theme';

const LazyLoginPage = lazy(() => import('./pages/login/login.page'));
const LoginPage = () => (
  <Suspense fallback={<ValidatingSession />}>
    <LazyLoginPage />
  </Suspense>
);
const ForgotPasswordPage = lazy(() => import('./pages/login/password-reset.pages').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/login/password-reset.pages').then((m) => ({ default: m.ResetPasswordPage })));
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
const muiTheme = createTheme(theme);
const store = adminStore();

/** The default route inside the shell is the dashboard at /admin/dashboard. */
const ToDashboard = () => <Navigate to="/dashboard" replace />;

/**
 * react-admin's <Admin> from its lower-level parts: the context (data, auth, i18n, query cache), the MUI
 * theme, the routes with our own layout, and the notifications. <Admin> would also bring the default login
 * form, app bar, menu and preferences inspector into the first load, none of which this back office uses.
 */
export function App() {
  return (
    // Real paths under /admin (react-admin defaults to a hash router).
    <BrowserRouter basename="/admin">
      <CoreAdminContext queryClient={queryClient} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline enableColorScheme />
          <DocumentLanguage />
          <CoreAdminUI
            title="Utsav Admin"
            disableTelemetry
            requireAuth
            loginPage={LoginPage}
            layout={AdminLayout}
            dashboard={ToDashboard}
            catchAll={NotFoundPage}
            loading={ValidatingSession}
            error={AppError}
          >
            {resources}
            <CustomRoutes>{shellRoutes}</CustomRoutes>
            {/* outside the shell and open without a session */}
            <CustomRoutes noLayout>
              <Route path="/forgot-password" element={<Suspense fallback={<ValidatingSession />}><ForgotPasswordPage /></Suspense>} />
              <Route path="/reset-password" element={<Suspense fallback={<ValidatingSession />}><ResetPasswordPage /></Suspense>} />
            </CustomRoutes>
          </CoreAdminUI>
          <Notification />
        </ThemeProvider>
      </CoreAdminContext>
    </BrowserRouter>
  );
}
