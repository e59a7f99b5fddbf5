import type { ErrorBody } from '@marketplace/shared-dto';
import { BASE, clearSession, currentLocation, getToken, loginPath } from './session';

/** An API failure: the server's human text, its status code and per-field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: Record<string, string>,
    /** The whole error body, for answers that carry more than words (a check-in's result and time). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}

/** The server's text when it sent one, otherwise the screen's own fallback. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message ? err.message : fallback;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** Login and register answer 401 for bad credentials: that is not an expired session. */
  anonymous?: boolean;
  /** The session guard handles its own 401 (it also handles 403). */
  skipAuthRedirect?: boolean;
  /** Answer the body as text (a CSV download) rather than JSON. */
  text?: boolean;
}

function sendToLogin() {
  clearSession();
  if (!window.location.pathname.startsWith(`${BASE}/login`)) {
    window.location.assign(BASE + loginPath(currentLocation(), 'unauthorized'));
  }
}

function apiUrl(path: string, query: RequestOptions['query']): URL {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url;
}

/**
 * The one wrapper over fetch for vendor calls: adds the bearer token, sends JSON or FormData, turns
 * the error body into an ApiError, and on 401 ends the session and goes to the login page.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, opts.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token && !opts.anonymous) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body });
  } catch {
    throw new ApiError('Network error', 0);
  }
  return readAnswer<T>(res, opts);
}

/** A download (CSV) with the session's token: its bytes and the file name the server gave. */
export async function requestFile(path: string, query: RequestOptions['query'] = {}): Promise<{ blob: Blob; filename: string }> {
  const url = apiUrl(path, query);
  let res: Response;
  try {
    res = await fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new ApiError('Network error', 0);
  }
  if (!res.ok) return readAnswer(res, {});
  const filename = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.csv';
  return { blob: await res.blob(), filename };
}

/** The JSON of an answer, or its error body as an ApiError (a 401 ends the session). */
async function readAnswer<T>(res: Response, opts: RequestOptions): Promise<T> {
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const err = (json ?? {}) as Partial<ErrorBody>;
    if (res.status === 401 && !opts.anonymous && !opts.skipAuthRedirect) sendToLogin();
    throw new ApiError(err.error || err.message || res.statusText || `HTTP ${res.status}`, res.status, err.details, json);
  }
  return (opts.text ? text : json) as T;
}
