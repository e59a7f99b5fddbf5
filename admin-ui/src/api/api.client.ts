import { ApiError, createApiClient, isApiError, type RequestOptions } from '@marketplace/shared-ui';
import { adminLocale } from '../i18n/i18n.provider';
import { session } from './session.store';

// No unauthorized handler: a 401 clears the session here, and react-admin's checkError then goes to the login page.
// Always fresh: a list read right after a save (content, banners…) must not be the browser's earlier copy.
// The server's messages in the back office's language.
const client = createApiClient({ session, alwaysFresh: true, language: adminLocale });

/**
 * Admin calls through the kit's client. A 400's `details` (field -> message) are also handed to react-admin
 * as its server-side validation errors (`body.errors`), so a form shows each message under its field and
 * marks its tab; `root.serverError` carries the server's own text for the notification.
 */
export async function request<T>(path: string, options?: RequestOptions): Promise<T> {
  try {
    return await client.request<T>(path, options);
  } catch (error) {
    if (!isApiError(error) || Object.keys(error.details).length === 0) throw error;
    const body = { ...(error.body as object), errors: { ...error.details, root: { serverError: error.message } } };
    throw new ApiError(error.message, error.status, error.details, body);
  }
}

/** A file answer (the bookings CSV) with the admin's token. */
export const download = client.download;
