import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectFitsWidth } from './buyer';

/** Issue 20, Find: venue pages (server-rendered) and event pages that list showtimes, ticket types, prices, deals and what is left. */

async function venueSlug(request: APIRequestContext, name: string): Promise<string> {
  const body = await (await request.get('/api/meta/venues')).json() as { data: { name: string; slug: string }[] };
  return body.data.find((v) => v.name === name)!.slug;
}

async function eventPath(request: APIRequestContext, title: string): Promise<string> {
  const body = await (await request.get(`/api/events/public?q=${encodeURIComponent(title)}&limit=5`)).json() as { data: { title: string; slug: string; code: string }[] };
  const e = body.data.find((x) => x.title === title)!;
  return `/events/${e.slug}/${e.code}`;
}

test('a venue page comes rendered by the server: name, address, map link and its upcoming events; an unknown venue is 404', async ({ request }) => {
  const slug = await venueSlug(request, 'Lodhi Courtyard');
  const res = await request.get(`/venues/${slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>Lodhi Courtyard[^<]*\| Utsav<\/title>/);
  expect(html).toContain('data-testid="venue-name">Lodhi Courtyard<');
  expect(html).toContain('Open in Maps');
  expect(html).toContain('Sufi Nights at Lodhi');
  expect(html).toContain('"@type":"Place"');
  const missing = await request.get('/venues/no-such-venue-here');
  expect(missing.status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/venues/${slug}</loc>`);
});

for (const width of [360, 768, 1366]) {
  test(`from Venues to a venue page to its event, whose page lists showtimes, prices and deals (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/venues');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // each card's picture fills its box: no band above a photo of another shape
    const gaps = await page.getByTestId('venue-card').locator('img').evaluateAll((imgs) => imgs.map((img) => {
      const box = img.parentElement!.closest('div')!.getBoundingClientRect();
      const pic = img.getBoundingClientRect();
      return Math.round(Math.abs(box.top - pic.top) + Math.abs(box.height - pic.height));
    }));
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((g) => g > 1)).toEqual([]);
    await page.getByTestId('venue-card').filter({ hasText: 'Lodhi Courtyard' }).click();
    await expect(page.getByTestId('venue-name')).toHaveText('Lodhi Courtyard');
    await expect(page.getByTestId('venue-map')).toHaveAttribute('href', /^https:\/\//);
    await expectFitsWidth(page);
    await page.getByTestId('venue-events').getByText('Sufi Nights at Lodhi').first().click();
    await expect(page.getByTestId('event-title')).toHaveText('Sufi Nights at Lodhi');
    await expect(page.getByTestId('group-discount')).toHaveText('Group discount: 10% off 6 or more tickets, up to ₹750');
    await expect(page.getByTestId('showtime-type-price').first()).toHaveText('₹999');
    await expect(page.getByTestId('showtime-type-left').first()).toHaveText(/^\d+ left$/);
    await expectFitsWidth(page);

    await page.goto(await eventPath(request, 'Punjabi Beats: Meher Gill Live'));
    await expect(page.getByTestId('showtime-type-deal')).toHaveText(['₹2,199 each from 4', '₹1,999 each from 8']);

    await page.goto(await eventPath(request, 'Tanvi Bhalla: Aunty Problems'));
    // three showtimes, all sold out: each says so and none offers Book
    await expect(page.getByTestId('showtime-card')).toHaveCount(3);
    await expect(page.getByTestId('showtime-book')).toHaveCount(0);
  });
}

test("a showtime's Book opens the wizard on that showtime's tickets", async ({ page, request }) => {
  await page.goto(await eventPath(request, 'Sufi Nights at Lodhi'));
  const book = page.getByTestId('showtime-book').first();
  await expect(book).toHaveAttribute('href', /\/book\/[^/]+\/[^/?]+(\?step=2&session=[0-9a-f-]+)?$/);
});
