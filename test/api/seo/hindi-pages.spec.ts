import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';
import { insertEvent } from '../bookings/fixtures';

const BASE = 'https://utsav.example';

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** hreflang → href of the page's alternate links. */
const alternatesOf = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]));

describe('the public site in Hindi: pages under /hi, <html lang>, hreflang pairs and the sitemap', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'hindi-web-'));
    mkdirSync(join(webRoot, 'public-ui', 'dist'), { recursive: true });
    copyFileSync(join(__dirname, '../../../public-ui/index.html'), join(webRoot, 'public-ui', 'dist', 'index.html'));
    t = await startTestApp({ PUBLIC_URL: BASE, WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('an event page in Hindi is the same event under /hi, lang="hi", with the English page as its pair and the title as entered', async () => {
    const event = await insertEvent(t, { title: 'एक शाम ग़ालिब के नाम', slug: 'ek-sham-ghalib-ke-nam' });
    const english = `${BASE}/events/ek-sham-ghalib-ke-nam/${event.code}`;
    const hindi = `${BASE}/hi/events/ek-sham-ghalib-ke-nam/${event.code}`;

    const hiHtml = (await t.http.get(`/hi/events/ek-sham-ghalib-ke-nam/${event.code}`).expect(200)).text;
    expect(langOf(hiHtml)).toBe('hi');
    expect(titleOf(hiHtml)).toBe('एक शाम ग़ालिब के नाम | Utsav');
    expect(canonicalOf(hiHtml)).toBe(hindi);
    expect(alternatesOf(hiHtml)).toEqual({ en: english, hi: hindi, 'x-default': english });

    const enHtml = (await t.http.get(`/events/ek-sham-ghalib-ke-nam/${event.code}`).expect(200)).text;
    expect(langOf(enHtml)).toBe('en');
    expect(canonicalOf(enHtml)).toBe(english);
    expect(alternatesOf(enHtml)).toEqual({ en: english, hi: hindi, 'x-default': english });
  });

  it('fixed pages have Hindi titles; the home page pairs / with /hi', async () => {
    const home = (await t.http.get('/hi').expect(200)).text;
    expect(langOf(home)).toBe('hi');
    expect(titleOf(home)).toBe('उत्सव · दिल्ली-एनसीआर के इवेंट');
    expect(alternatesOf(home)).toEqual({ en: `${BASE}/`, hi: `${BASE}/hi`, 'x-default': `${BASE}/` });
    expect(titleOf((await t.http.get('/hi/events?q=qawwali').expect(200)).text)).toBe('दिल्ली-एनसीआर के इवेंट | उत्सव');
    expect(titleOf((await t.http.get('/events').expect(200)).text)).toBe('Events in Delhi-NCR | Utsav');
  });

  it('a signed-in buyer\'s page in Hindi is the app in Hindi; an unknown Hindi path is 404 in Hindi; /hi/hi is not a page', async () => {
    expect(langOf((await t.http.get('/hi/dashboard').expect(200)).text)).toBe('hi');
    const missing = (await t.http.get('/hi/nowhere').expect(404)).text;
    expect(langOf(missing)).toBe('hi');
    expect(titleOf(missing)).toBe('पेज नहीं मिला | Utsav');
    await t.http.get('/hi/hi/events').expect(404);
    await t.http.get('/hindi').expect(404);
  });

  it('the sitemap lists every page in both languages, each naming its pair', async () => {
    const event = await insertEvent(t, { slug: 'sitemap-gig' });
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([
      `${BASE}/`, `${BASE}/hi`, `${BASE}/events`, `${BASE}/hi/events`,
      `${BASE}/events/sitemap-gig/${event.code}`, `${BASE}/hi/events/sitemap-gig/${event.code}`,
    ]));
    expect(locs.filter((l) => l.startsWith(`${BASE}/hi`))).toHaveLength(locs.length / 2);
    expect(xml).toContain(`<url><loc>${BASE}/hi/events/sitemap-gig/${event.code}</loc><xhtml:link rel="alternate" hreflang="en" href="${BASE}/events/sitemap-gig/${event.code}"/><xhtml:link rel="alternate" hreflang="hi" href="${BASE}/hi/events/sitemap-gig/${event.code}"/></url>`);
  });
});
