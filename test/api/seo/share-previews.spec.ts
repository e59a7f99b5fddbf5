import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_SIZES } from '@marketplace/shared-dto';
import { eq } from 'drizzle-orm';
import { heroBanners, performers, ticketTypes, venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { insertEvent, insertSession, insertVenue } from '../bookings/fixtures';

const BASE = 'https://utsav.example';

/** The head's meta tags by name or property, with their content unescaped as a browser would. */
function metaOf(html: string): Record<string, string> {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = unescape(m[2]);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) out.title = unescape(title[1]);
  return out;
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('share previews and search: the served HTML of public pages, sitemap.xml, robots.txt', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // the public UI as built: its index.html (the real one) in a web root of its own
    webRoot = mkdtempSync(join(tmpdir(), 'seo-web-'));
    mkdirSync(join(webRoot, 'public-ui', 'dist'), { recursive: true });
    copyFileSync(join(__dirname, '../../../public-ui/index.html'), join(webRoot, 'public-ui', 'dist', 'index.html'));
    // the build's manifest: which chunk holds each page and what it imports
    mkdirSync(join(webRoot, 'public-ui', 'dist', '.vite'));
    writeFileSync(join(webRoot, 'public-ui', 'dist', '.vite', 'manifest.json'), JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_card-3.js': { file: 'assets/card-3.js', imports: ['_react-2.js'] },
      'src/pages/home/home.page.tsx': { file: 'assets/home.page-4.js', imports: ['_react-2.js', '_card-3.js'] },
      'src/pages/events/events.page.tsx': { file: 'assets/events.page-5.js', imports: ['_card-3.js'] },
      'src/pages/event-detail/event-detail.page.tsx': { file: 'assets/event-detail.page-6.js', imports: ['_card-3.js'] },
      'src/i18n/hi.ts': { file: 'assets/hi-7.js', isDynamicEntry: true },
    }));
    t = await startTestApp({ PUBLIC_URL: BASE, WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('an event page carries its own title, description, Open Graph and Twitter tags and schema.org/Event JSON-LD', async () => {
    const venue = await insertVenue(t, 'Kingdom of Dreams', 'Gurugram');
    const event = await insertEvent(t, {
      title: 'Qawwali Night', slug: 'qawwali-night', venueId: venue.id, bannerImage: '/uploads/qawwali.jpg',
      shortDescription: 'Sufi music under the stars.', startAt: new Date('2030-02-14T14:00:00Z'), pricePaise: 79900, ticketsAvailable: 40,
    });
    const res = await t.http.get(`/events/qawwali-night/${event.code}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>'); // still the app
    const url = `${BASE}/events/qawwali-night/${event.code}`;
    expect(metaOf(html)).toMatchObject({
      title: 'Qawwali Night | Utsav',
      description: 'Thu, 14 Feb 2030, 7:30 PM IST · Kingdom of Dreams, Gurugram. Sufi music under the stars.',
      'og:title': 'Qawwali Night | Utsav',
      'og:description': 'Thu, 14 Feb 2030, 7:30 PM IST · Kingdom of Dreams, Gurugram. Sufi music under the stars.',
      'og:image': `${BASE}/uploads/qawwali.jpg`,
      'og:url': url,
      'twitter:card': 'summary_large_image',
    });
    const [ld, ...more] = jsonLd(html);
    expect(more).toHaveLength(0);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Event', name: 'Qawwali Night', startDate: '2030-02-14T19:30:00+05:30',
      location: { '@type': 'Place', name: 'Kingdom of Dreams', address: { addressLocality: 'Gurugram', addressCountry: 'IN' } },
      image: [`${BASE}/uploads/qawwali.jpg`], url,
      offers: { '@type': 'Offer', price: '799.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url },
    });
  });

  it('the SEO title as written; the first showtime is the start date; a sold-out event says so; a free one is priced 0', async () => {
    const event = await insertEvent(t, {
      title: 'Free Yoga', metaTitle: 'Sunrise Yoga by the Lake | Utsav', isFree: true, pricePaise: 0, ticketsAvailable: 0, startAt: new Date('2030-03-01T01:00:00Z'),
    });
    await insertSession(t, event.id, new Date('2030-03-01T01:30:00Z'), 'Morning');
    const html = (await t.http.get(`/events/free-yoga/${event.code}`).expect(200)).text;
    // the organiser's SEO title is used as written
    expect(metaOf(html)).toMatchObject({ title: 'Sunrise Yoga by the Lake | Utsav', 'og:title': 'Sunrise Yoga by the Lake | Utsav' });
    const [ld] = jsonLd(html);
    expect(ld.startDate).toBe('2030-03-01T07:00:00+05:30');
    expect(ld.offers).toMatchObject({ price: '0.00', availability: 'https://schema.org/SoldOut' });
  });

  it('an event whose tickets are not on sale yet offers them as PreOrder: without a price when none is set, from the first sales start', async () => {
    const unpriced = await insertEvent(t, { title: 'Price Soon', slug: 'price-soon', pricePaise: null, isFree: false });
    const [ld] = jsonLd((await t.http.get(`/events/price-soon/${unpriced.code}`).expect(200)).text);
    expect(ld.offers).toEqual({ '@type': 'Offer', priceCurrency: 'INR', availability: 'https://schema.org/PreOrder', url: `${BASE}/events/price-soon/${unpriced.code}` });

    const early = await insertEvent(t, { title: 'Sale Soon', slug: 'sale-soon', pricePaise: 59900 });
    await t.db.update(ticketTypes).set({ salesStart: new Date('2030-01-10T04:30:00Z') }).where(eq(ticketTypes.eventId, early.id));
    const [later] = jsonLd((await t.http.get(`/events/sale-soon/${early.code}`).expect(200)).text);
    expect(later.offers).toMatchObject({ price: '599.00', availability: 'https://schema.org/PreOrder', validFrom: '2030-01-10T10:00:00+05:30' });
  });

  it('escapes whatever the event says: no tag, attribute or script can be injected', async () => {
    const evil = `</title><script>alert(1)</script>"><img src=x onerror=alert(2)> & '$&' </script><!--`;
    const event = await insertEvent(t, { title: evil, shortDescription: evil, metaDescription: null });
    const html = (await t.http.get(`/events/x/${event.code}`).expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // the app's own script element and the JSON-LD block, nothing more
    const appScripts = (await t.http.get('/venues').expect(200)).text.match(/<script/g)!.length;
    expect(html.match(/<script/g)).toHaveLength(appScripts + 1);
    expect(html.match(/<\/script>/g)).toHaveLength(appScripts + 1);
    expect(metaOf(html)['og:title']).toBe(`${evil} | Utsav`);
    expect(jsonLd(html)[0].name).toBe(evil);
  });

  it('a missing or hidden event answers 404 with the app (which shows its not-found screen)', async () => {
    const hidden = await insertEvent(t, { isPublished: false });
    const res = await t.http.get(`/events/x/${hidden.code}`).expect(404);
    expect(res.text).toContain('<div id="root"></div>');
    expect(metaOf(res.text).title).toBe('Page not found | Utsav');
    expect(jsonLd(res.text)).toEqual([]);
    await t.http.get('/events/x/NOPE').expect(404);
  });

  it('a performer page and the venues page have their own previews', async () => {
    await t.db.insert(performers).values({ name: 'Anoushka Rao', nameKey: 'anoushka rao', slug: 'anoushka-rao', role: 'Sitarist', bio: 'Classical sitar, modern stages.', profileImage: '/uploads/anoushka.jpg', status: 'approved' });
    const performer = metaOf((await t.http.get('/performers/anoushka-rao').expect(200)).text);
    expect(performer).toMatchObject({
      title: 'Anoushka Rao | Utsav', 'og:title': 'Anoushka Rao | Utsav', 'og:image': `${BASE}/uploads/anoushka.jpg`,
      'og:url': `${BASE}/performers/anoushka-rao`, 'twitter:card': 'summary_large_image',
    });
    expect(performer.description).toContain('Anoushka Rao, Sitarist.');
    expect(performer.description).toContain('Classical sitar, modern stages.');
    await t.http.get('/performers/nobody-here').expect(404);

    const venues = metaOf((await t.http.get('/venues').expect(200)).text);
    expect(venues).toMatchObject({ title: 'Venues in Delhi-NCR | Utsav', 'og:url': `${BASE}/venues`, 'og:image': `${BASE}/og-default.png` });
    expect(venues['og:description']).toBe(venues.description);
  });

  it('a venue page has its own preview and schema.org/Place; an unknown or unapproved venue is 404; approved venues are in the sitemap', async () => {
    const venue = await insertVenue(t, 'Siri Fort Auditorium', 'New Delhi');
    await t.db.update(venues).set({ address: 'August Kranti Marg', capacity: 1800, lat: 28.55, lng: 77.22 }).where(eq(venues.id, venue.id));
    const res = await t.http.get(`/venues/${venue.slug}`).expect(200);
    expect(metaOf(res.text)).toMatchObject({ title: 'Siri Fort Auditorium, New Delhi | Utsav', 'og:url': `${BASE}/venues/${venue.slug}` });
    expect(metaOf(res.text).description).toContain('Siri Fort Auditorium: August Kranti Marg, New Delhi. Up to 1,800 guests.');
    expect(jsonLd(res.text)).toEqual([expect.objectContaining({
      '@type': 'Place', name: 'Siri Fort Auditorium', geo: { '@type': 'GeoCoordinates', latitude: 28.55, longitude: 77.22 },
      address: expect.objectContaining({ streetAddress: 'August Kranti Marg', addressLocality: 'New Delhi', addressCountry: 'IN' }),
    })]);
    await t.http.get('/venues/nowhere-at-all').expect(404);
    await t.db.update(venues).set({ status: 'pending' }).where(eq(venues.id, venue.id));
    await t.http.get(`/venues/${venue.slug}`).expect(404);
    expect((await t.http.get('/sitemap.xml').expect(200)).text).not.toContain(`/venues/${venue.slug}<`);
    await t.db.update(venues).set({ status: 'approved' }).where(eq(venues.id, venue.id));
    expect((await t.http.get('/sitemap.xml').expect(200)).text).toContain(`<loc>${BASE}/venues/${venue.slug}</loc>`);
  });

  it('the event page and the home page preload their LCP picture before any script: the AVIF srcset and sizes of the page\'s <picture>, at high priority', async () => {
    const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const event = await insertEvent(t, { title: 'Banner Preload', slug: 'banner-preload', bannerImage: '/uploads/events/b7-1200x600.jpg' });
    expect(preloads((await t.http.get(`/events/banner-preload/${event.code}`).expect(200)).text)).toEqual([
      '<link rel="preload" as="image" href="/uploads/events/b7-1200x600.jpg" type="image/avif" imagesrcset="/uploads/events/b7-1200x600-w400.avif 400w, '
        + '/uploads/events/b7-1200x600-w800.avif 800w, /uploads/events/b7-1200x600-w1200.avif 1200w" '
        + `imagesizes="${IMAGE_SIZES.banner}" fetchpriority="high" />`,
    ]);
    // a picture stored before variants is preloaded as it is
    const old = await insertEvent(t, { title: 'Old Picture', slug: 'old-picture', bannerImage: '/uploads/old.jpg' });
    expect(preloads((await t.http.get(`/events/old-picture/${old.code}`).expect(200)).text))
      .toEqual(['<link rel="preload" as="image" href="/uploads/old.jpg" fetchpriority="high" />']);

    expect(preloads((await t.http.get('/').expect(200)).text)).toEqual([]); // no banner: nothing to preload
    await t.db.insert(heroBanners).values([
      { title: 'Hidden', imageUrl: '/uploads/hero/hidden-1600x600.jpg', order: 0, isActive: false },
      { title: 'Second', imageUrl: '/uploads/hero/second-1600x600.jpg', order: 2 },
      { title: 'First', imageUrl: '/uploads/hero/first-1800x600.jpg', order: 1 },
    ]);
    const [home] = preloads((await t.http.get('/').expect(200)).text);
    expect(home).toContain('imagesrcset="/uploads/hero/first-1800x600-w400.avif 400w, /uploads/hero/first-1800x600-w800.avif 800w, '
      + '/uploads/hero/first-1800x600-w1200.avif 1200w, /uploads/hero/first-1800x600-w1600.avif 1600w"');
    expect(home).toContain(`imagesizes="${IMAGE_SIZES.hero}" fetchpriority="high"`);
    expect(preloads((await t.http.get('/venues').expect(200)).text)).toEqual([]);
  });

  it('home, events and an event page preload their page chunk and first API answers with the HTML', async () => {
    const preloads = async (url: string, status = 200) =>
      [...(await t.http.get(url).expect(status)).text.matchAll(/<link rel="(?:modulepreload|preload" as="fetch)" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const event = await insertEvent(t, { slug: 'preloaded-gig' });
    // chunks the entry already loads are not named again
    expect(await preloads('/')).toEqual(['/assets/home.page-4.js', '/assets/card-3.js', '/api/hero/logo', '/api/hero/banners', '/api/meta/categories',
      '/api/events/public?sort=recent&amp;limit=8', '/api/events/performers', '/api/events/public?limit=24']);
    expect(await preloads('/events')).toEqual(['/assets/events.page-5.js', '/assets/card-3.js', '/api/hero/logo', '/api/meta/categories', '/api/events/public?page=1&amp;limit=12']);
    // filters change the list's URL: the list is left to the page
    expect(await preloads('/events?cats=abc')).toEqual(['/assets/events.page-5.js', '/assets/card-3.js', '/api/hero/logo', '/api/meta/categories']);
    expect(await preloads(`/events/preloaded-gig/${event.code}`)).toEqual(['/assets/event-detail.page-6.js', '/assets/card-3.js', '/api/hero/logo',
      `/api/events/public/preloaded-gig/${event.code}`]);
    expect(await preloads('/events/x/NOPE', 404)).toEqual([]);
    expect(await preloads('/about')).toEqual([]);
    // a Hindi page also preloads the Hindi catalogue, which an English page's entry never loads
    expect(await preloads('/hi/events?cats=abc')).toEqual(['/assets/hi-7.js', '/assets/events.page-5.js', '/assets/card-3.js', '/api/hero/logo', '/api/meta/categories']);
    expect(await preloads('/hi/about')).toEqual(['/assets/hi-7.js']);
  });

  it('robots.txt keeps crawlers out of /admin, /vendor and /api and names the sitemap', async () => {
    const res = await t.http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /vendor', 'Disallow: /api', `Sitemap: ${BASE}/sitemap.xml`]));
  });

  it('sitemap.xml lists the fixed pages, public events (not hidden or past ones) and public performers', async () => {
    const listed = await insertEvent(t, { slug: 'listed-gig' });
    const hidden = await insertEvent(t, { slug: 'hidden-gig', isPublished: false });
    const past = await insertEvent(t, { slug: 'past-gig', startAt: new Date('2020-01-01T10:00:00Z') });
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/events`, `${BASE}/venues`, `${BASE}/performers`, `${BASE}/events/listed-gig/${listed.code}`, `${BASE}/performers/anoushka-rao`]));
    expect(locs.join(' ')).not.toContain(hidden.code);
    expect(locs.join(' ')).not.toContain(past.code);
  });
});
