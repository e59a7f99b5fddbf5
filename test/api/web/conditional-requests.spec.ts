import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';
import { insertEvent } from '../bookings/fixtures';
import { PublicCacheService } from '../../../api/src/modules/public-cache/public-cache.service';

/** RFC 9110 §13.1.2: the origin evaluates If-None-Match whatever the request's Cache-Control says. */
describe('conditional requests: a matching If-None-Match is 304 with Cache-Control: no-cache too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await insertEvent(t, { slug: 'etag-night', title: 'ETag Night' });
  });
  afterAll(async () => { await t.close(); });

  it.each(['no-cache', 'max-age=0', 'no-store'])('a public API answer, first from the app and then from the cache (Cache-Control: %s)', async (cacheControl) => {
    const path = `/api/events/public?q=${encodeURIComponent(`ETag ${cacheControl}`)}`;
    const first = await t.http.get(path).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    // the second read is a cache hit, answered before Express
    const cached = await t.http.get(path).set('If-None-Match', etag).set('Cache-Control', cacheControl).expect(304);
    expect(cached.text).toBe('');
    expect(cached.headers.etag).toBe(etag);
    // a stale tag still gets the body
    await t.http.get(path).set('If-None-Match', '"other"').set('Cache-Control', cacheControl).expect(200);
  });

  it('an answer made by the app itself (Express, the cache dropped) and an uploaded file (static files)', async () => {
    const path = '/api/events/public?q=ETag%20Night';
    const { etag } = (await t.http.get(path).expect(200)).headers;
    // a write drops the kept answer: the next one is made by the app again, with the same body and tag
    await t.app.get(PublicCacheService).invalidate(['events']);
    await t.http.get(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(304);

    mkdirSync(join(t.config.uploadDir, 'etag'), { recursive: true });
    writeFileSync(join(t.config.uploadDir, 'etag', 'a.txt'), 'hello');
    const file = await t.http.get('/uploads/etag/a.txt').expect(200);
    await t.http.get('/uploads/etag/a.txt').set('If-None-Match', file.headers.etag).set('Cache-Control', 'no-cache').expect(304);
  });
});
