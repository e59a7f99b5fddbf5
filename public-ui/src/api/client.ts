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

/** Lists arrive as `{data: [...]}`, a bare array, or under another key; the spec's clients take the first array. */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const obj = body as Record<string, unknown>;
    if (Array.isArray(obj.data)) return obj.data as T[];
    if (obj.data && typeof obj.data === 'object') return listOf<T>(obj.data);
    const first = Object.values(obj).find(Array.isArray);
    if (first) return first as T[];
  }
  return [];
}

/** A single resource may arrive bare or wrapped as `{data}` (sometimes `{success, data}`). */
export function itemOf<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && (body as { data: unknown }).data && typeof (body as { data: unknown }).data === 'object') {
    return (body as { data: T }).data;
  }
  return body as T;
}
