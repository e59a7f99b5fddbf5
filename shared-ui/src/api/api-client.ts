import { ApiError } from './api-error';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain value is sent as JSON, FormData as multipart. */
  body?: unknown;
  /** Sent without the token (login, register, public reads): its 401 means bad credentials, not an ended session. */
  anonymous?: boolean;
  /** false: the caller handles a 401 itself (a session guard that also handles 403). */
  endSessionOn401?: boolean;
  /** How to read a successful answer (default JSON; a CSV as text, a PDF as a Blob). */
  as?: 'json' | 'text' | 'blob';
  /** Revalidate with the server instead of using the browser's copy (public answers may be kept 30 s). */
  fresh?: boolean;
}

export interface ApiClientOptions {
  /** Where the API is: '/api' in the product, an absolute URL in tests. */
  baseUrl?: string;
  /** The realm's token: read for every call, cleared by a 401 on a call that carried it. */
  session: { token(): string | null; clear(): void };
  /** After a 401 cleared the session: go to the realm's login (react-admin's own checkError needs none). */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Every read revalidates with the server (`fresh` on each call; a 304 when nothing changed): a back office
   * must show its own writes at once, not the browser's 30-second copy of a public answer.
   */
  alwaysFresh?: boolean;
  /** The language the server's messages should be in (sent as Accept-Language); null leaves the browser's own. */
  language?: () => string | null;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A file answer (CSV export) with the file name the server gave. */
  download(path: string, query?: Query): Promise<{ blob: Blob; filename: string }>;
  /** Let the app's router decide where a 401 goes, once it is mounted. */
  setUnauthorizedHandler(handler: (error: ApiError) => void): void;
  /** What sends the calls instead of the global fetch: the server rendering a page answers them in its own process. */
  setTransport(transport: typeof fetch): void;
}


function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const readJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The words for a call no server answered: a chunk of their own (the message catalogues, about 14 kB gzip, would
 * otherwise ride in every first load), asked for with the first call, while the network is there, so that they are
 * at hand once it is gone (a lazy chunk cannot be fetched offline). Null when it could not be loaded.
 */
const loadNetworkWords = () => import('./network-error').catch(() => null);
let networkWords: ReturnType<typeof loadNetworkWords> | null = null;

/**
 * The one wrapper over fetch for a realm: its base URL, its bearer token, JSON or multipart bodies; the
 * error body becomes an ApiError; a 401 on a call that carried the token ends the session (spec section 8).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const { session } = options;
  let onUnauthorized = options.onUnauthorized;
  let transport: typeof fetch = (input, init) => fetch(input, init);

  async function send(path: string, init: RequestInit & { query?: Query; anonymous?: boolean }): Promise<{ res: Response; sentToken: boolean }> {
    const headers = new Headers(init.headers);
    const token = init.anonymous ? null : session.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = options.language?.();
    if (language) headers.set('Accept-Language', language);
    networkWords ??= loadNetworkWords();
    try {
      return { res: await transport(withQuery(`${baseUrl}${path}`, init.query), { ...init, headers }), sentToken: !!token };
    } catch {
      // no server to say it: the catalogue's words, in the language the app asked its answers in. Whatever the
      // words, the error is the network's (status 0), which is what callers act on (the door goes offline).
      const words = (await networkWords) ?? (await (networkWords = loadNetworkWords()));
      throw new ApiError(words?.networkErrorText(language === 'hi' ? 'hi' : 'en') ?? '', 0);
    }
  }

  async function failure(res: Response, sentToken: boolean, endSession = true): Promise<ApiError> {
    const error = ApiError.fromBody(res.status, readJson(await res.text()), res.statusText);
    if (res.status === 401 && sentToken && endSession) {
      session.clear();
      onUnauthorized?.(error);
    }
    return error;
  }

  return {
    async request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
      const as = opts.as ?? 'json';
      const headers: Record<string, string> = { Accept: as === 'json' ? 'application/json' : '*/*' };
      let body: BodyInit | undefined;
      if (opts.body instanceof FormData) body = opts.body;
      else if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      const { res, sentToken } = await send(path, {
        method: opts.method ?? 'GET', headers, body, query: opts.query, anonymous: opts.anonymous, cache: opts.fresh || options.alwaysFresh ? 'no-cache' : 'default',
      });
      if (!res.ok) throw await failure(res, sentToken, opts.endSessionOn401 ?? true);
      if (as === 'blob') return (await res.blob()) as T;
      const text = await res.text();
      return (as === 'text' ? text : readJson(text)) as T;
    },

    async download(path: string, query?: Query) {
      const { res, sentToken } = await send(path, { query });
      if (!res.ok) throw await failure(res, sentToken);
      const filename = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.csv';
      return { blob: await res.blob(), filename };
    },

    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },

    setTransport(next) {
      transport = next;
    },
  };
}
