import type { Locale } from './message-locale';

/** The public site's Hindi pages live under this prefix (`/hi/events/{slug}/{code}`); English pages have none. */
export const HINDI_PREFIX = '/hi';

/** A public site path's language and the page's own path without the prefix ('/hi/events' → hi, '/events'). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  if (path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`)) return { locale: 'hi', path: path.slice(HINDI_PREFIX.length) || '/' };
  return { locale: 'en', path };
}

/** A page's path (with any query) in `locale`: '/events?q=x' → '/hi/events?q=x', '/' → '/hi'. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `${HINDI_PREFIX}${path.slice(1)}` : `${HINDI_PREFIX}${path}`;
}
