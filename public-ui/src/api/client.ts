import type { ErrorBody } from '@marketplace/shared-dto';
import { clearSession, getSession } from './session';

/** An API failure carrying the server's status, message and field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The router registers how to reach /login (remembering where the user was) once it is mounted. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Answer a Blob instead of JSON (the PDF ticket). */
  blob?: boolean;
  /** Revalidate with the server instead of using the browser's copy (public answers may be kept 30 s). */
  fresh?: boolean;
}

function withQuery(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one fetch wrapper: adds the buyer's bearer token when there is one, turns the error body into an
 * ApiError, and on a 401 for a call that carried a token ends the session and sends the user to /login.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const token = getSession()?.token;
  const headers: Record<string, string> = { Accept: opts.blob ? 'application/pdf' : 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(`/api${withQuery(path, opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      cache: opts.fresh ? 'no-cache' : 'default',
    });
  } catch {
    throw new ApiError('Network error. Check your connection and try again.', 0);
  }

  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
    if (res.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(body?.error || body?.message || res.statusText || `Request failed (${res.status})`, res.status, body?.details);
  }
  if (opts.blob) return (await res.blob()) as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

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
