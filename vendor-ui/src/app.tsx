import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { RequireVendor } from './layout/require-vendor';

// Every screen, the layout included, loads on demand: the first load is React, MUI's core and the router.
const LoginPage = lazy(() => import('./pages/auth/login.page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages/auth/register.page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./pages/auth/password-reset.pages').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/auth/password-reset.pages').then((m) => ({ default: m.ResetPasswordPage })));
const VendorLayout = lazy(() => import('./layout/vendor-layout').then((m) => ({ default: m.VendorLayout })));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard.page').then((m) => ({ default: m.DashboardPage })));
const EventsListPage = lazy(() => import('./pages/events/events-list.page'));
const EventDetailPage = lazy(() => import('./pages/events/event-detail.page'));
const EventFormPage = lazy(() => import('./pages/events/event-form.page'));
const ReferencePage = lazy(() => import('./pages/meta/reference.page'));
const VenuesListPage = lazy(() => import('./pages/venues/venues-list.page'));
const VenueFormPage = lazy(() => import('./pages/venues/venue-form.page'));
const SeatingPlansPage = lazy(() => import('./pages/seating/seating-plans.page'));
const TicketsPage = lazy(() => import('./pages/tickets/tickets.page'));
const BookingsPage = lazy(() => import('./pages/bookings/bookings.page'));
const SettingsPage = lazy(() => import('./pages/settings/settings.page'));
const PayoutsPage = lazy(() => import('./pages/payouts/payouts.page'));
const BusinessPage = lazy(() => import('./pages/business/business.page'));
const CheckinPage = lazy(() => import('./pages/checkin/checkin.page'));

export function App() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireVendor />}>
          <Route element={<VendorLayout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/events" element={<EventsListPage />} />
            <Route path="/events/new" element={<EventFormPage />} />
            <Route path="/events/:id" element={<EventDetailPage />} />
            <Route path="/events/:id/edit" element={<EventFormPage />} />
            <Route path="/meta/categories" element={<ReferencePage kind="categories" />} />
            <Route path="/meta/tags" element={<ReferencePage kind="tags" />} />
            <Route path="/meta/languages" element={<ReferencePage kind="languages" />} />
            <Route path="/meta/performers" element={<ReferencePage kind="performers" />} />
            <Route path="/meta/venues" element={<VenuesListPage />} />
            <Route path="/meta/venues/add" element={<VenueFormPage />} />
            <Route path="/meta/venues/edit/:id" element={<VenueFormPage />} />
            <Route path="/meta/venues/:id/seating" element={<SeatingPlansPage />} />
            <Route path="/meta/*" element={<Navigate to="/meta/venues" replace />} />
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/tickets" element={<TicketsPage />} />
            <Route path="/checkin" element={<CheckinPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/business" element={<BusinessPage />} />
            <Route path="/payouts" element={<PayoutsPage />} />
          </Route>
        </Route>
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
