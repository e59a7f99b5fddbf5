import { lazy, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';

/** A named export of a lazily loaded module: every screen is its own chunk, loaded on first visit. */
function lazyNamed<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const events = () => import('./pages/events/event-form.page');
const EventList = lazy(() => import('./pages/events/event-list.page'));
const EventShow = lazy(() => import('./pages/events/event-show.page'));
const EventCreate = lazyNamed(events, 'EventCreate');
const EventEdit = lazyNamed(events, 'EventEdit');
const VendorList = lazy(() => import('./pages/vendors/vendors.page'));
const VendorEdit = lazy(() => import('./pages/vendors/vendor-edit.page'));
const BookingList = lazy(() => import('./pages/bookings/bookings.page'));
const TagList = lazy(() => import('./pages/reference/tags.page'));
const LanguageList = lazy(() => import('./pages/reference/languages.page'));
const CategoryList = lazy(() => import('./pages/reference/categories.page'));
const VenueList = lazy(() => import('./pages/venues/venue-list.page'));
const VenueCreate = lazy(() => import('./pages/venues/venue-create.page'));
const VenueEdit = lazy(() => import('./pages/venues/venue-edit.page'));
const performers = () => import('./pages/performers/performer-form');
const PerformerList = lazy(() => import('./pages/performers/performer-list.page'));
const PerformerCreate = lazyNamed(performers, 'PerformerCreate');
const PerformerEdit = lazyNamed(performers, 'PerformerEdit');
const banners = () => import('./pages/hero/banner-form');
const BannerList = lazy(() => import('./pages/hero/banner-list.page'));
const BannerCreate = lazyNamed(banners, 'BannerCreate');
const BannerEdit = lazyNamed(banners, 'BannerEdit');
const content = () => import('./pages/content/content-form');
const ContentList = lazy(() => import('./pages/content/content-list.page'));
const ContentCreate = lazyNamed(content, 'ContentCreate');
const ContentEdit = lazyNamed(content, 'ContentEdit');
const ContentPreview = lazy(() => import('./pages/content/content-preview.page'));

/** Screens no resource fits. */
const pages = {
  dashboard: lazy(() => import('./pages/dashboard/dashboard.page')),
  approvals: lazy(() => import('./pages/approvals/approvals.page')),
  tickets: lazy(() => import('./pages/tickets/tickets.page')),
  settings: lazy(() => import('./pages/settings/settings.page')),
  logo: lazy(() => import('./pages/hero/logo.page')),
  gstReport: lazy(() => import('./pages/reports/gst-report.page')),
  payoutsReport: lazy(() => import('./pages/reports/payouts-report.page')),
};

/** Custom routes inside the shell (paths of spec section 2, relative to /admin). */
const ROUTES: [string, keyof typeof pages][] = [
  ['/dashboard', 'dashboard'],
  ['/approvals', 'approvals'],
  ['/tickets', 'tickets'],
  ['/settings', 'settings'],
  ['/hero/logo', 'logo'],
  ['/reports/gst', 'gstReport'],
  ['/reports/payouts', 'payoutsReport'],
];

export const shellRoutes = ROUTES.map(([path, page]) => {
  const Page = pages[page];
  return <Route key={path} path={path} element={<Page />} />;
});

/** The spec's `{list}/add` and `{list}/edit/{id}` paths of a resource's forms (a tabbed form's tabs follow at `/{n}`). */
const addEdit = (Create: ComponentType, Edit: ComponentType) => [
  <Route key="add" path="add/*" element={<Create />} />,
  <Route key="edit" path="edit/:id/*" element={<Edit />} />,
];

/**
 * The resources, on the spec's paths: /events, /events/new (its tabs at /events/new/{n}), /events/{id},
 * /events/{id}/edit (tabs at /events/{id}/edit/{n}); /venues/add, /venues/edit/{id} (and the same for
 * performers, whose tabs follow at /{n}, and hero banners); /content/create, /content/edit/{id}, /content/preview/{page}.
 */
export const resources = [
  <Resource key="events" name="events" list={EventList}>
    <Route path="new/*" element={<EventCreate />} />
    <Route path=":id/edit/*" element={<EventEdit />} />
    <Route path=":id" element={<EventShow />} />
  </Resource>,
  <Resource key="bookings" name="bookings" list={BookingList} />,
  <Resource key="vendors" name="vendors" list={VendorList} recordRepresentation="companyName">
    <Route path="edit/:id" element={<VendorEdit />} />
  </Resource>,
  <Resource key="categories" name="categories" list={CategoryList} />,
  <Resource key="tags" name="tags" list={TagList} />,
  <Resource key="languages" name="languages" list={LanguageList} />,
  <Resource key="venues" name="venues" list={VenueList} recordRepresentation="name">{addEdit(VenueCreate, VenueEdit)}</Resource>,
  <Resource key="performers" name="performers" list={PerformerList} recordRepresentation="name">{addEdit(PerformerCreate, PerformerEdit)}</Resource>,
  <Resource key="banners" name="hero/banners" list={BannerList} recordRepresentation="title">{addEdit(BannerCreate, BannerEdit)}</Resource>,
  <Resource key="content" name="content" list={ContentList} recordRepresentation="title">
    <Route path="create" element={<ContentCreate />} />
    <Route path="edit/:id" element={<ContentEdit />} />
    <Route path="preview/:page" element={<ContentPreview />} />
  </Resource>,
];
