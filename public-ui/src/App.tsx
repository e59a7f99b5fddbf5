import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { splitLocalePath } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';
import { setUnauthorizedHandler } from './api/client';
import { useSession } from './api/session';
import { LoginModalProvider } from './auth/login-modal';
import { MainLayout } from './layout/main-layout';

const HomePage = lazy(() => import('./pages/home/home.page'));
const EventsPage = lazy(() => import('./pages/events/events.page'));
const EventDetailPage = lazy(() => import('./pages/event-detail/event-detail.page'));
const BookingPage = lazy(() => import('./pages/booking/booking.page'));
const CheckoutPage = lazy(() => import('./pages/booking/checkout.page'));
const SuccessPage = lazy(() => import('./pages/booking/success.page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard.page'));
const PerformersPage = lazy(() => import('./pages/performers/performers.page'));
const PerformerDetailPage = lazy(() => import('./pages/performers/performer-detail.page'));
const VenuesPage = lazy(() => import('./pages/venues/venues.page'));
const VenueDetailPage = lazy(() => import('./pages/venues/venue-detail.page'));
const AboutPage = lazy(() => import('./pages/content/about.page'));
const ContactPage = lazy(() => import('./pages/content/contact.page'));
const LegalPage = lazy(() => import('./pages/content/legal.page'));
const HelpCenterPage = lazy(() => import('./pages/content/help-center.page'));
const LoginPage = lazy(() => import('./pages/login/login.page'));
const NotFoundPage = lazy(() => import('./pages/not-found.page'));

function PageFallback() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** Where a visitor was, so /login can send them back after signing in. */
export interface FromState {
  from?: string;
}

/** Route protection only checks that a token is present; the server decides the rest (a 401 ends the session). */
function RequireUser() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search } satisfies FromState} />;
  return <Outlet />;
}

/** Lets the API client send a user whose token was refused to /login, remembering the page. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // the router's own path, without the language prefix (the router adds its basename back)
      const page = splitLocalePath(window.location.pathname).path;
      const from = page + window.location.search;
      if (page !== '/login') navigate('/login', { replace: true, state: { from } satisfies FromState });
    });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <LoginModalProvider>
      <UnauthorizedRedirect />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route index element={<HomePage />} />
            <Route path="events" element={<EventsPage />} />
            <Route path="events/:slug/:code" element={<EventDetailPage />} />
            <Route path="performers" element={<PerformersPage />} />
            <Route path="performers/:slug" element={<PerformerDetailPage />} />
            <Route path="venues" element={<VenuesPage />} />
            <Route path="venues/:slug" element={<VenueDetailPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="privacy-policy" element={<LegalPage page="privacy-policy" />} />
            <Route path="terms-of-service" element={<LegalPage page="terms-of-service" />} />
            <Route path="help-center" element={<HelpCenterPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route element={<RequireUser />}>
              <Route path="book/:slug/:code" element={<BookingPage />} />
              <Route path="checkout/:slug/:code" element={<CheckoutPage />} />
              <Route path="booking/success/:id" element={<SuccessPage />} />
              <Route path="bookings" element={<Navigate to="/dashboard?tab=bookings" replace />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<RequireUser />}>
            <Route path="dashboard" element={<DashboardPage />} />
          </Route>
        </Routes>
      </Suspense>
    </LoginModalProvider>
  );
}
