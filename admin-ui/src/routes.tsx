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
const BookingList = lazy(() => import('./pages/bookings/bookings.page'));
const TagList = lazy(() => import('./pages/reference/tags.page'));
const LanguageList = lazy(() => import('./pages/reference/languages.page'));

/** Screens no resource fits (and those not yet moved onto one). */
const pages = {
  dashboard: lazy(() => import('./pages/dashboard/dashboard.page')),
  approvals: lazy(() => import('./pages/approvals/approvals.page')),
  tickets: lazy(() => import('./pages/tickets/tickets.page')),
  settings: lazy(() => import('./pages/settings/settings.page')),
  categories: lazy(() => import('./pages/reference/categories.page')),
  venueList: lazy(() => import('./pages/venues/venue-list.page')),
  venueAdd: lazy(() => import('./pages/venues/venue-add.page')),
  venueEdit: lazy(() => import('./pages/venues/venue-edit.page')),
  performerList: lazy(() => import('./pages/performers/performer-list.page')),
  performerEdit: lazy(() => import('./pages/performers/performer-edit.page')),
  contentList: lazy(() => import('./pages/content/content-list.page')),
  contentEdit: lazy(() => import('./pages/content/content-edit.page')),
  contentPreview: lazy(() => import('./pages/content/content-preview.page')),
  bannerList: lazy(() => import('./pages/hero/banner-list.page')),
  bannerEdit: lazy(() => import('./pages/hero/banner-edit.page')),
  logo: lazy(() => import('./pages/hero/logo.page')),
};

/** Custom routes inside the shell (paths of spec section 2, relative to /admin). */
const ROUTES: [string, keyof typeof pages][] = [
  ['/dashboard', 'dashboard'],
  ['/approvals', 'approvals'],
  ['/tickets', 'tickets'],
  ['/settings', 'settings'],
  ['/categories', 'categories'],
  ['/venues', 'venueList'],
  ['/venues/add', 'venueAdd'],
  ['/venues/edit/:id', 'venueEdit'],
  ['/performers', 'performerList'],
  ['/performers/add', 'performerEdit'],
  ['/performers/edit/:id', 'performerEdit'],
  ['/content', 'contentList'],
  ['/content/create', 'contentEdit'],
  ['/content/edit/:id', 'contentEdit'],
  ['/content/preview/:page', 'contentPreview'],
  ['/hero/banners', 'bannerList'],
  ['/hero/banners/add', 'bannerEdit'],
  ['/hero/banners/edit/:id', 'bannerEdit'],
  ['/hero/logo', 'logo'],
];

export const shellRoutes = ROUTES.map(([path, page]) => {
  const Page = pages[page];
  return <Route key={path} path={path} element={<Page />} />;
});

/**
 * The resources, on the spec's paths: /events, /events/new (its tabs at /events/new/{n}), /events/{id},
 * /events/{id}/edit (tabs at /events/{id}/edit/{n}).
 */
export const resources = [
  <Resource key="events" name="events" list={EventList}>
    <Route path="new/*" element={<EventCreate />} />
    <Route path=":id/edit/*" element={<EventEdit />} />
    <Route path=":id" element={<EventShow />} />
  </Resource>,
  <Resource key="bookings" name="bookings" list={BookingList} />,
  <Resource key="vendors" name="vendors" list={VendorList} />,
  <Resource key="tags" name="tags" list={TagList} />,
  <Resource key="languages" name="languages" list={LanguageList} />,
];
