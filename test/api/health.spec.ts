import { startTestApp, TestApp } from './support/test-app';

describe('health, errors and the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('answers {status: ok} once the database is ready', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the JSON error body, never HTML', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: expect.any(String), message: expect.any(String) });
  });

  it('compresses JSON for clients that accept gzip', async () => {
    const res = await t.http.get('/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing upload with a JSON 404', async () => {
    const res = await t.http.get('/uploads/venues/missing.png').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'FILE_NOT_FOUND', error: 'File not found', message: 'File not found' });
  });

  it('publishes the OpenAPI document with the three bearer schemes', async () => {
    const res = await t.http.get('/docs-json').expect(200);
    expect(Object.keys(res.body.components.securitySchemes).sort()).toEqual(['admin', 'user', 'vendor']);
    expect(res.body.paths['/api/admin/auth/login'].post).toBeDefined();
    expect(res.body.paths['/api/user/auth/send-otp'].post).toBeDefined();
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await t.http.get('/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger');
  });
});
