import { localisedPath } from '@marketplace/shared-dto';
import { createApiClient } from '@marketplace/shared-ui';
import { pageLocale } from '../i18n/site-i18n';
import { buyerSession } from './session';

/**
 * Buyer calls: the buyer's token when there is one; a 401 on a call that carried it ends the session and
 * goes to /login (the router registers how, remembering where the user was, once it is mounted).
 */
const client = createApiClient({
  session: buyerSession,
  onUnauthorized: () => window.location.assign(localisedPath(pageLocale(), '/login')),
  // the server's messages in the page's language; a server render asks for public answers, the same in both
  language: () => (typeof window === 'undefined' ? null : pageLocale()),
});

export const request = client.request;
export const setUnauthorizedHandler = client.setUnauthorizedHandler;
export const setTransport = client.setTransport;
