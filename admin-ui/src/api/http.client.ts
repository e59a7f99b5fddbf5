import { fetchUtils, HttpError } from 'react-admin';
import type { ErrorBody } from '@marketplace/shared-dto';
import { session } from './session.store';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** The login call must not treat its own 401 as an expired session. */
  anonymous?: boolean;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one wrapper over fetch: `/api` paths, the admin bearer token, JSON or multipart bodies. Errors are
 * react-admin HttpErrors carrying the status and the API's error body (`{statusCode, error, message, details?}`),
 * so react-admin's checkError sees a 401, and screens can read the server's text.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.token();
  if (token && !options.anonymous) headers.set('Authorization', `Bearer ${token}`);
  const body =
    options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body);
  try {
    const { json } = await fetchUtils.fetchJson(withQuery(`/api${path}`, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
    });
    return json as T;
  } catch (error) {
    // Any 401 on an admin call ends the session (spec section 8); react-admin then redirects to login.
    if (error instanceof HttpError && error.status === 401 && !options.anonymous) session.clear();
    throw withFieldErrors(error);
  }
}

/**
 * The error body's `details` (field -> message) become react-admin's server-side validation errors
 * (`body.errors`), so a form shows each message under its field and marks its tab; `root.serverError`
 * carries the server's own text for the notification.
 */
function withFieldErrors(error: unknown): unknown {
  const body = errorBody(error);
  if (!(error instanceof HttpError) || !body?.details) return error;
  return new HttpError(error.message, error.status, { ...body, errors: { ...body.details, root: { serverError: body.error ?? error.message } } });
}

/** The API's error body of a failed call, when there is one. */
export function errorBody(error: unknown): Partial<ErrorBody> | undefined {
  return error instanceof HttpError && error.body && typeof error.body === 'object' ? (error.body as Partial<ErrorBody>) : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** 'Where the server returns an error field it is shown; otherwise the fallback applies' (spec section 8). */
export function serverErrorOr(error: unknown, fallback: string): string {
  const body = errorBody(error);
  const status = errorStatus(error);
  // A crash, or a route the API does not serve, is no message for a user.
  if (!body?.error || (status !== undefined && status >= 500) || body.error.startsWith('No API route')) return fallback;
  return body.error;
}

/** The server's text with its field details appended (event save: 'server error: details'). */
export function serverErrorWithDetails(error: unknown, fallback: string): string {
  const text = serverErrorOr(error, fallback);
  const details = errorBody(error)?.details;
  if (!details || Object.keys(details).length === 0) return text;
  return `${text}: ${Object.entries(details).map(([field, message]) => `${field} ${message}`).join('; ')}`;
}

/** Image paths that start with uploads are made root-relative (spec section 7). */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/${path.replace(/^\.?\//, '')}`;
}
