import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { LoginPage } from './pages/auth/login.page';
import { RegisterPage } from './pages/auth/register.page';
import { RequireVendor } from './layout/require-vendor';
import { VendorLayout } from './layout/vendor-layout';
import { DashboardPage } from './pages/dashboard/dashboard.page';

// Screens past the dashboard load on demand, keeping the first paint small.
const EventsListPage = lazy(() => import('./pages/events/events-list.page'));
const EventDetailPage = lazy(() => import('./pages/events/event-detail.page'));
const EventFormPage = lazy(() => import('./pages/events/event-form.page'));
const ReferencePage = lazy(() => import('./pages/meta/reference.page'));
const VenuesListPage = lazy(() => import('./pages/venues/venues-list.page'));
const VenueFormPage = lazy(() => import('./pages/venues/venue-form.page'));
const TicketsPage = lazy(() => import('./pages/tickets/tickets.page'));
const BookingsPage = lazy(() => import('./pages/bookings/bookings.page'));
const SettingsPage = lazy(() => import('./pages/settings/settings.page'));
const CheckinPage = lazy(() => import('./pages/checkin/checkin.page'));

export function App() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
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
            <Route path="/meta/*" element={<Navigate to="/meta/venues" replace />} />
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/tickets" element={<TicketsPage />} />
            <Route path="/checkin" element={<CheckinPage />} />
            <Route path="/settings" element={<SettingsPage />} />
          </Route>
        </Route>
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
