import { createApiClient } from '@marketplace/shared-ui';
import { vendorLocale } from '../i18n/i18n';
import { BASE, currentLocation, loginPath, vendorSession } from './session';

/** Vendor calls: the vendor token; a 401 ends the session and goes to the login page, back here afterwards. */
const client = createApiClient({
  session: vendorSession,
  // an organiser sees its own changes at once, never the browser's 30-second copy of a public answer
  alwaysFresh: true,
  // the server's messages in the portal's language
  language: vendorLocale,
  onUnauthorized: () => {
    if (!window.location.pathname.startsWith(`${BASE}/login`)) window.location.assign(BASE + loginPath(currentLocation(), 'unauthorized'));
  },
});

export const request = client.request;
export const requestFile = client.download;
