import { createSessionStore } from '@marketplace/shared-ui';

/** The vendor session lives in localStorage under the spec's keys: vendorToken and vendorName. */
export const vendorSession = createSessionStore({ tokenKey: 'vendorToken', profileKey: 'vendorName' });

export const BASE = '/vendor';

/** The login URL (inside the router, without the /vendor base) that brings the user back to `from` afterwards. */
export function loginPath(from: string, reason: string): string {
  const params = new URLSearchParams({ redirectTo: from, reason });
  return `/login?${params.toString()}`;
}

/** The current full vendor path and query, e.g. /vendor/events?page=2. */
export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Where to go after login: a path inside the vendor area only (never another site), relative to the
 * router's /vendor base. Default: the dashboard.
 */
export function afterLoginPath(redirectTo: string | null): string {
  if (!redirectTo || !redirectTo.startsWith(`${BASE}/`) || redirectTo.startsWith('//')) return '/dashboard';
  const inside = redirectTo.slice(BASE.length);
  return inside.startsWith('/login') || inside.startsWith('/register') ? '/dashboard' : inside;
}
