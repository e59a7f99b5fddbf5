import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp } from '../support/test-app';

const SCRIPT = `console.log(${JSON.stringify('hello from a hashed asset '.repeat(80))});\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

/** A built public site as Vite and the precompress step leave it: index.html, a hashed asset with .br and .gz beside it. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'marketplace-web-'));
  const dist = join(root, 'public-ui', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><script type="module" src="${ASSET}"></script>`);
  writeFileSync(join(dist, ASSET), SCRIPT);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('static files: long-lived hashed assets, precompressed bytes, index.html revalidated', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fakeBuild();
    t = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.http.get(ASSET).set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the build\'s .br or .gz bytes to a client that accepts them, with the script\'s type', async () => {
    const br = await t.http.get(ASSET).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.http.get(ASSET).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
    // q=0 refuses a coding
    expect((await t.http.get(ASSET).set('Accept-Encoding', 'br;q=0, gzip').expect(200)).headers['content-encoding']).toBe('gzip');
    const neither = await t.http.get(ASSET).set('Accept-Encoding', 'gzip;q=0, br;q=0').expect(200);
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.text).toBe(SCRIPT);
  });

  it('keeps index.html and client routes no-cache', async () => {
    for (const path of ['/', '/events', '/index.html']) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(ASSET);
    }
  });

  it('does not call unhashed files immutable, and a missing asset is 404', async () => {
    const icon = await t.http.get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
    await t.http.get('/assets/index-missing.js').set('Accept-Encoding', 'br').expect(404);
  });
});
