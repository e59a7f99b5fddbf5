import { lazy } from 'react';
import { Route } from 'react-router-dom';

/** Every back-office screen is its own chunk, loaded when its route is first visited. */
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard.page'));
const EventListPage = lazy(() => import('./pages/events/event-list.page'));
const EventShowPage = lazy(() => import('./pages/events/event-show.page'));
const EventFormPage = lazy(() => import('./pages/events/event-form.page'));

/** Routes inside the shell (paths of spec section 2, relative to /admin). */
export const shellRoutes = [
  <Route key="dashboard" path="/dashboard" element={<DashboardPage />} />,
  <Route key="events" path="/events" element={<EventListPage />} />,
  <Route key="events-new" path="/events/new" element={<EventFormPage />} />,
  <Route key="events-show" path="/events/:id" element={<EventShowPage />} />,
  <Route key="events-edit" path="/events/:id/edit" element={<EventFormPage />} />,
];
