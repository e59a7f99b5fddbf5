import { createSessionStore } from '@marketplace/shared-ui';

/** The admin session kept in browser storage: the bearer token and the admin's name (spec section 6). */
export const session = createSessionStore({ tokenKey: 'adminToken', profileKey: 'adminName' });
