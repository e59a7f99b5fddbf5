import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, errorText, fieldErrors, isApiError } from './api-error';
import { createSessionStore } from './session-store';

/** A small real API on a loopback port: the client's fetch, headers and bodies are the real ones. */
let server: Server;
let baseUrl: string;
const seen: { auth?: string; url?: string; body?: string; contentType?: string; cacheControl?: string }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ auth: req.headers.authorization, url: req.url, body, contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'] });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const path = req.url!.split('?')[0];
    if (path === '/api/me') {
      if (req.headers.authorization === 'Bearer good') return json(200, { name: 'Asha' });
      return json(401, { statusCode: 401, error: 'Your session has expired. Please log in again.', message: 'Your session has expired. Please log in again.' });
    }
    if (path === '/api/login') return json(401, { statusCode: 401, error: 'Invalid email or password', message: 'Invalid email or password' });
    if (path === '/api/events') {
      return json(400, {
        statusCode: 400, error: 'Title is required.', message: 'Title is required.',
        details: { title: 'Title is required.', 'contactInfo.organizerEmail': 'Organizer email must be a valid email.' },
      });
    }
    if (path === '/api/crash') return json(500, { statusCode: 500, error: 'Internal server error', message: 'Internal server error' });
    if (path === '/api/gone') return json(404, { statusCode: 404, error: 'No API route GET /api/gone', message: 'No API route GET /api/gone' });
    if (path === '/api/empty') return res.writeHead(204).end();
    if (path === '/api/bookings.csv') {
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="bookings-2026-11-23.csv"' });
      return res.end('id,status\n1,confirmed\n');
    }
    return json(200, { ok: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function realm(token?: string) {
  const session = createSessionStore({ tokenKey: 'vendorToken', profileKey: 'vendorName' });
  if (token) session.save(token, 'Asha Events');
  const onUnauthorized = vi.fn();
  return { session, onUnauthorized, client: createApiClient({ baseUrl, session, onUnauthorized }) };
}

describe('createApiClient', () => {
  it('sends the realm token, JSON bodies and only the query values that are set', async () => {
    const { client } = realm('good');
    await expect(client.request('/me')).resolves.toEqual({ name: 'Asha' });
    await client.request('/echo', { method: 'POST', body: { title: 'Diwali Mela' }, query: { page: 2, search: '', status: undefined, free: false } });
    const last = seen.at(-1)!;
    expect(last.auth).toBe('Bearer good');
    expect(last.url).toBe('/api/echo?page=2&free=false');
    expect(last.contentType).toBe('application/json');
    expect(JSON.parse(last.body!)).toEqual({ title: 'Diwali Mela' });
  });

  it('on a 401 clears the stored token and calls the unauthorized handler once', async () => {
    const { client, session, onUnauthorized } = realm('expired');
    const error = await client.request('/me').catch((e: unknown) => e);
    expect(isApiError(error, 401)).toBe(true);
    expect((error as ApiError).message).toBe('Your session has expired. Please log in again.');
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorName')).toBeNull();
    expect(session.snapshot()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('a handler registered later (by the router) is the one called', async () => {
    const { client, onUnauthorized } = realm('expired');
    const later = vi.fn();
    client.setUnauthorizedHandler(later);
    await client.request('/me').catch(() => undefined);
    expect(later).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on the 401 of an anonymous call (a wrong password) or of a caller that handles it', async () => {
    const { client, onUnauthorized } = realm('good');
    const error = await client.request('/login', { method: 'POST', body: { email: 'a@b.in', password: 'x' }, anonymous: true }).catch((e: unknown) => e);
    expect(seen.at(-1)!.auth).toBeUndefined();
    expect(errorText(error, 'Login failed')).toBe('Invalid email or password');
    expect(localStorage.getItem('vendorToken')).toBe('good');

    localStorage.setItem('vendorToken', 'expired');
    await client.request('/me', { endSessionOn401: false }).catch(() => undefined);
    expect(localStorage.getItem('vendorToken')).toBe('expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("turns the error body {error, details} into an ApiError a form can show beside each field", async () => {
    const { client } = realm('good');
    const error = await client.request('/events', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorText(error, 'Could not save the event')).toBe('Title is required.');
    expect(fieldErrors(error)).toEqual({ title: 'Title is required.', 'contactInfo.organizerEmail': 'Organizer email must be a valid email.' });
    expect(localStorage.getItem('vendorToken')).toBe('good');
  });

  it("shows the screen's own text for a crash, an unknown route or a network failure", async () => {
    const { client } = realm('good');
    const crash = await client.request('/crash').catch((e: unknown) => e);
    expect(isApiError(crash, 500)).toBe(true);
    expect(errorText(crash, 'Could not load events')).toBe('Could not load events');
    expect(errorText(await client.request('/gone').catch((e: unknown) => e), 'Not found')).toBe('Not found');
    expect(fieldErrors(crash)).toEqual({});

    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', session: realm().session });
    const network = await offline.request('/me').catch((e: unknown) => e);
    expect(isApiError(network, 0)).toBe(true);
    expect(errorText(network, 'Could not load events')).toBe('Could not load events');
  });

  it('says a network failure in the language the app asks its answers in', async () => {
    const hindi = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', session: realm().session, language: () => 'hi' });
    expect(((await hindi.request('/me').catch((e: unknown) => e)) as ApiError).message).toBe('नेटवर्क में गड़बड़ी। अपना कनेक्शन जाँचें और फिर कोशिश करें।');
    const english = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', session: realm().session });
    expect(((await english.request('/me').catch((e: unknown) => e)) as ApiError).message).toBe('Network error. Check your connection and try again.');
  });

  it('answers undefined for 204, text when asked, and a download with its file name', async () => {
    const { client } = realm('good');
    await expect(client.request('/empty', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(client.request('/bookings.csv', { as: 'text' })).resolves.toBe('id,status\n1,confirmed\n');
    const file = await client.download('/bookings.csv', { eventId: 'e1' });
    expect(file.filename).toBe('bookings-2026-11-23.csv');
    expect(await file.blob.text()).toBe('id,status\n1,confirmed\n');
    expect(seen.at(-1)!.url).toBe('/api/bookings.csv?eventId=e1');
    expect(seen.at(-1)!.auth).toBe('Bearer good');
  });
});

describe('createSessionStore', () => {
  it('keeps one snapshot object until the session changes, and tells subscribers about changes in another tab', () => {
    const store = createSessionStore<{ name: string } | null>({
      tokenKey: 'token', profileKey: 'user', decode: (raw) => (raw ? JSON.parse(raw) : null), encode: (user) => JSON.stringify(user),
    });
    expect(store.snapshot()).toBeNull();
    store.save('t1', { name: 'Ravi' });
    const first = store.snapshot();
    expect(first).toEqual({ token: 't1', profile: { name: 'Ravi' } });
    expect(store.snapshot()).toBe(first);
    expect(localStorage.getItem('user')).toBe('{"name":"Ravi"}');

    const listener = vi.fn();
    const stop = store.subscribe(listener);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBeNull();
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a client made alwaysFresh asks the server every time, as a call marked fresh does; another may use the browser\'s copy', async () => {
    const { session } = realm('good');
    const fresh = createApiClient({ baseUrl, session, alwaysFresh: true });
    await fresh.request('/me');
    expect(seen.at(-1)!.cacheControl).toBe('max-age=0');
    const plain = createApiClient({ baseUrl, session });
    await plain.request('/me', { fresh: true });
    expect(seen.at(-1)!.cacheControl).toBe('max-age=0');
    await plain.request('/me');
    expect(seen.at(-1)!.cacheControl).toBeUndefined();
  });
});
