import { createApiClient } from '@marketplace/shared-ui';
import { buyerSession } from './session';

/**
 * Buyer calls: the buyer's token when there is one; a 401 on a call that carried it ends the session and
 * goes to /login (the router registers how, remembering where the user was, once it is mounted).
 */
const client = createApiClient({ session: buyerSession, onUnauthorized: () => window.location.assign('/login') });

export const request = client.request;
export const setUnauthorizedHandler = client.setUnauthorizedHandler;
export const setTransport = client.setTransport;
