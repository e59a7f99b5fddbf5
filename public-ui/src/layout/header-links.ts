/** The header's links: each label a catalogue key (t() is called with it where the link is drawn). */
export const HEADER_LINKS = [
  { label: 'header.artists', to: '/performers' },
  { label: 'header.events', to: '/events' },
  { label: 'header.about', to: '/about' },
  { label: 'header.contact', to: '/contact' },
] as const;
/** Create Event belongs to the vendor portal, a separate app: a full page load, not a client route. */
export const VENDOR_LOGIN = '/vendor/login';
