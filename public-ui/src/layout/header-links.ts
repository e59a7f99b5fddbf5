export const HEADER_LINKS = [
  { label: 'Artists', to: '/performers' },
  { label: 'Events', to: '/events' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];
/** Create Event belongs to the vendor portal, a separate app: a full page load, not a client route. */
export const VENDOR_LOGIN = '/vendor/login';
