import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { expectFitsWidth, newBuyer, signIn, type ApiEvent } from './buyer';

/**
 * The buyer's journey of issue 20 at a phone, a tablet and a desktop width: finding events (search,
 * recent searches, filters and sort kept in the URL, a price range that cannot be inverted) and the
 * booking wizard (steps in the history, focus on each step's heading, quantities announced, a refused
 * booking refreshing its summary).
 */

/** A new approved event made by the administrator: ticket types as given, and showtimes when labels are given. */
async function newEvent(request: APIRequestContext, ticketTypes: { name: string; price: number; quantity: number }[], showtimes: string[] = []) {
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const created = await request.post('/api/admin/events', {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: {
      title: `Journey ${Date.now()}`, description: 'For the wizard.', eventType: 'online', startDate: at(9).slice(0, 10), startTime: '19:00',
      contactInfo: { organizerName: 'Utsav', organizerEmail: 'events@utsav.test' },
      ticketTypes, sessions: showtimes.map((label, i) => ({ startsAt: at(10 + i), label })),
    },
  });
  expect(created.ok()).toBeTruthy();
  return (await created.json()) as ApiEvent & { ticketTypes: { _id: string; name: string }[] };
}

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** Opens a page and waits until React has taken over the server's HTML (a click before that is lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The header's search field: behind the search button on a phone, in the bar from 600 px. */
async function headerSearch(page: Page) {
  const toggle = page.getByTestId('header-search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return page.getByTestId('header-search').locator('visible=true');
}

async function cardTexts(page: Page) {
  await expect(page.getByTestId('event-results')).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId('event-card').allTextContents();
}

/** Some cards, each saying `text` (polled: the previous list stays on screen until the new one comes). */
async function expectEveryCard(page: Page, text: string) {
  await expect.poll(async () => {
    const texts = await cardTexts(page);
    return texts.length > 0 && texts.every((t) => t.includes(text));
  }).toBe(true);
}

for (const size of WIDTHS) {
  test.describe(`finding events at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the header search finds events by city and remembers the search', async ({ page }) => {
      await open(page, '/about');
      const box = await headerSearch(page);
      await box.fill('Gurugram');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/events\?q=Gurugram$/);
      await expect(page.getByTestId('events-search')).toHaveValue('Gurugram');
      await expectEveryCard(page, 'Gurugram');

      // the list's own box narrows the list and the URL follows
      await page.getByTestId('events-search').fill('no such event anywhere');
      await expect(page).toHaveURL(/q=no\+such\+event\+anywhere/);
      await expect(page.getByText('No events match “no such event anywhere”.')).toBeVisible();

      // a recent search is one tap away
      await open(page, '/events');
      await expect(page.getByTestId('recent-search').first()).toHaveText('Gurugram');
      await page.getByTestId('recent-search').first().click();
      await expect(page).toHaveURL(/q=Gurugram/);
      await expectFitsWidth(page);
    });

    test('sort, city, venue and language live in the URL and survive a reload', async ({ page, request }) => {
      const venues = (await (await request.get('/api/meta/venues')).json()).data as { _id: string; name: string; city: string }[];
      const venue = venues.find((v) => v.city === 'New Delhi')!;
      await open(page, '/events');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await page.getByTestId('sort').selectOption('price');
      await expect(page).toHaveURL(/sort=price/);
      await page.getByTestId('filter-city').selectOption('New Delhi');
      await expect(page).toHaveURL(/city=New\+Delhi/);
      await page.getByTestId('filter-venue').selectOption(venue._id);
      await expect(page).toHaveURL(new RegExp(`venue=${venue._id}`));
      await expectEveryCard(page, venue.name);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await expect(page.getByTestId('sort')).toHaveValue('price');
      await expect(page.getByTestId('filter-city')).toHaveValue('New Delhi');
      await expect(page.getByTestId('filter-venue')).toHaveValue(venue._id);

      const language = (await page.getByTestId('filter-language').locator('option').nth(1).getAttribute('value'))!;
      await page.getByTestId('filter-language').selectOption(language);
      await expect(page).toHaveURL(new RegExp(`language=${language}`));
      await expectFitsWidth(page);
    });

    test('a minimum typed above the maximum swaps the bounds instead of emptying the list', async ({ page }) => {
      await open(page, '/events');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await page.getByTestId('max-price').fill('500');
      await expect(page).toHaveURL(/maxPrice=500/);
      await page.getByTestId('min-price').fill('2000');
      await page.getByTestId('min-price').blur();
      await expect(page).toHaveURL(/minPrice=500&maxPrice=2000|maxPrice=2000.*minPrice=500|minPrice=500.*maxPrice=2000/);
      await expect(page.getByTestId('min-price')).toHaveValue('500');
      await expect(page.getByTestId('max-price')).toHaveValue('2000');
      // every priced card is inside the range (the unpriced are always kept)
      await expect.poll(async () => {
        const prices = (await cardTexts(page)).map((t) => /Starting at ₹([\d,.]+)/.exec(t)?.[1]).filter(Boolean).map((p) => Number(p!.replace(/,/g, '')));
        return prices.length > 0 && prices.every((p) => p >= 500 && p <= 2000);
      }).toBe(true);
    });
  });
}

for (const size of WIDTHS) {
  test.describe(`the booking wizard at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('each step is a history entry: Back and Forward keep the choices; focus goes to the step heading', async ({ page, request }) => {
      const event = await newEvent(request, [{ name: 'Silver', price: 500, quantity: 40 }, { name: 'Gold', price: 1200, quantity: 10 }], ['Evening', 'Matinee']);
      await signIn(page, await newBuyer(request, 'Meera Iyer'));
      await open(page, `/events/${event.slug}/${event.code}`);
      await open(page, `/book/${event.slug}/${event.code}`);
      await expect(page.getByTestId('step-heading')).toHaveText('Select time');
      await page.getByTestId('showtime').filter({ hasText: 'Matinee' }).click();
      await page.getByTestId('continue').click();
      await expect(page).toHaveURL(/step=2/);
      await expect(page.getByTestId('step-heading')).toHaveText('Select tickets');
      await expect(page.getByTestId('step-heading')).toBeFocused();
      // the next Tab is the first ticket button, not the header's links
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('quantity-plus').first()).toBeFocused();

      const gold = page.getByTestId('ticket-type').filter({ hasText: 'Gold' });
      await gold.getByTestId('quantity-plus').click();
      await gold.getByTestId('quantity-plus').click();
      await expect(page.getByTestId('quantity-announcement')).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByTestId('quantity-announcement')).toHaveText('Selected: 2 Gold');
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('step-heading')).toHaveText('Review & Pay');
      await expect(page.getByTestId('step-heading')).toBeFocused();
      await expect(page.getByTestId('quote')).toContainText('Gold × 2');
      await expectFitsWidth(page);

      await page.goBack();
      await expect(page.getByTestId('step-heading')).toHaveText('Select tickets');
      await expect(gold.getByTestId('quantity')).toHaveText('2');
      await page.goBack();
      await expect(page.getByTestId('step-heading')).toHaveText('Select time');
      await expect(page.getByTestId('showtime').filter({ hasText: 'Matinee' })).toHaveAttribute('aria-pressed', 'true');
      await page.goForward();
      await page.goForward();
      await expect(page.getByTestId('step-heading')).toHaveText('Review & Pay');
      await expect(page.getByTestId('quote')).toContainText('Gold × 2');

      // the wizard's own Back goes back in the history too, and one more browser Back leaves the wizard
      await page.getByTestId('back').click();
      await page.getByTestId('back').click();
      await expect(page.getByTestId('step-heading')).toHaveText('Select time');
      await page.goBack();
      await expect(page.getByTestId('event-title')).toBeVisible();
    });
  });
}

test('a booking refused at the summary (the last seats went to another buyer) refreshes it and says what changed', async ({ page, request }) => {
  const event = await newEvent(request, [{ name: 'Solo', price: 300, quantity: 2 }]);
  await signIn(page, await newBuyer(request, 'Rohan Gupta'));
  await open(page, `/book/${event.slug}/${event.code}`);
  await page.getByTestId('continue').click();
  await page.getByTestId('quantity-plus').click();
  await page.getByTestId('quantity-plus').click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('quote')).toContainText('Solo × 2');
  await expect(page.getByTestId('pay')).toBeEnabled();

  const rival = await newBuyer(request, 'Other Tab');
  const taken = await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${rival.token}` }, data: { eventId: event._id, qty: 1, paymentMethod: 'cod' } });
  expect(taken.status()).toBe(201);

  await page.getByTestId('pay').click();
  await expect(page.getByTestId('quote-changed')).toBeVisible();
  await expect(page.getByTestId('quote-changed')).toContainText('Only 1 left for Solo.');
  await expect(page.getByTestId('quote-error')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveCount(0);
  await expect(page.getByTestId('pay')).toBeDisabled();
});

for (const width of [768, 1024]) {
  test(`My Bookings at ${width} px: cards with every action in view`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const event = await newEvent(request, [{ name: 'Standard', price: 400, quantity: 50 }]);
    const buyer = await newBuyer(request, 'Anjali Menon');
    const created = await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${buyer.token}` }, data: { eventId: event._id, qty: 2, paymentMethod: 'cod' } });
    const booking = (await created.json()) as { id: string };
    const login = await (await request.post('/api/admin/auth/login', { data: ADMIN })).json();
    expect((await request.post(`/api/admin/bookings/${booking.id}/approve`, { headers: { Authorization: `Bearer ${login.token}` } })).ok()).toBeTruthy();
    await signIn(page, buyer);
    await page.goto('/dashboard?tab=bookings'); // the dashboard is the browser's alone: nothing to hydrate
    const card = page.locator(`[data-testid="booking-card"][data-booking-id="${booking.id}"]`);
    for (const id of ['booking-view', 'booking-download', 'booking-print', 'booking-cancel']) {
      await card.getByTestId(id).scrollIntoViewIfNeeded();
      await expect(card.getByTestId(id)).toBeInViewport();
    }
    await expect(card.getByTestId('cod-due')).toContainText('in cash at the venue');
    await expectFitsWidth(page);
  });
}

test('a long name ends in an ellipsis and Logout stays on screen at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, await newBuyer(request, 'Venkatalakshmi Narasimhamurthy Subramaniam-Iyengar'));
  await page.goto('/dashboard'); // the dashboard is the browser's alone: nothing to hydrate
  await expect(page.getByTestId('logout')).toBeInViewport();
  await expectFitsWidth(page);
});

for (const size of WIDTHS) {
  test(`the home carousel stands still under reduced motion and never takes focus at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const hero = page.getByTestId('hero');
    await expect(hero).toHaveAttribute('data-moving', 'false');
    await expect(hero).toHaveAttribute('data-index', '0');
    await page.clock.fastForward(12_000); // more than two slides' time: nothing may have moved
    await expect(hero).toHaveAttribute('data-index', '0');

    // with motion welcome it moves, pauses with its button, and focus stays on the button
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(hero).toHaveAttribute('data-moving', 'true');
    await page.clock.fastForward(6_000);
    await expect(hero).toHaveAttribute('data-index', '1');
    await page.getByTestId('hero-pause').focus();
    await expect(hero).toHaveAttribute('data-moving', 'false');
    await page.getByTestId('hero-pause').press('Enter');
    await expect(page.getByTestId('hero-pause')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('hero-pause')).toBeFocused();
  });
}
