import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { bookTypes, loginAsNewBuyer, newPhone } from './buyer';

test.describe.serial('public site: login and session', () => {
  test('a new phone logs in with name and email, lands on the dashboard, survives a reload and logs out', async ({ page, request }) => {
    await page.goto('/login');
    await page.screenshot({ path: '/tmp/public-login.png', fullPage: true });
    const phone = await loginAsNewBuyer(page, request, 'Meera Kapoor');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-user-name')).toHaveText('Meera Kapoor');
    await expect(page.getByTestId('stat-phone')).toHaveText(phone);
    await expect(page.getByTestId('stat-total-bookings')).toHaveText('0');
    await page.screenshot({ path: '/tmp/public-dashboard.png', fullPage: true });

    await page.reload();
    await expect(page.getByTestId('header-user-name')).toHaveText('Meera Kapoor');

    await page.goto('/about');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-menu')).toContainText('Meera Kapoor');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-button')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-button')).toBeVisible();
  });

  test('a wrong code shows the server message and keeps the visitor on the code step', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-phone').fill(newPhone());
    await page.getByTestId('login-send').click();
    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-verify').click();
    await expect(page.getByTestId('login-error')).toHaveText('Invalid code');
    // a wrong code tells nothing about the phone: no new-user fields
    await expect(page.getByTestId('login-name')).toHaveCount(0);
    await expect(page.getByTestId('login-resend')).toBeDisabled();
  });

  test('a protected page sends a visitor to /login and back to it after login', async ({ page, request }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login$/);
    await loginAsNewBuyer(page, request, 'Kabir Sethi');
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
    await expect(page.getByText('No bookings yet.')).toBeVisible();
  });

  test('a token the server refuses ends the session and shows the login page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ _id: 'x', id: 'x', name: 'Ghost', email: null, phone: null }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-button')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unknown path shows Not Found; More leads organisers to the vendor portal', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toHaveText('Not Found');
    await page.getByTestId('more-button').click();
    await page.getByRole('menuitem', { name: 'Create Event' }).click();
    await expect(page).toHaveURL(/\/vendor\/login/);
  });
});

interface ApiEvent {
  _id: string;
  slug: string;
  code: string;
  title: string;
  price: number | null;
  ticketsAvailable: number;
  soldOut: boolean;
  ticketTypes: { id: string; name: string; price: number }[];
  sessions: { id: string; seated?: boolean; ticketTypes: { id: string; available: number }[] }[];
}

/** '₹1,469.90': how the site shows an amount of a bill. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The full events (details) behind the first `limit` cards of the public list. */
async function publicEvents(request: APIRequestContext, limit: number): Promise<ApiEvent[]> {
  const cards = ((await (await request.get(`/api/events/public?limit=${limit}`)).json()) as { data: { slug: string; code: string }[] }).data;
  return Promise.all(cards.map(async (c) => (await (await request.get(`/api/events/public/${c.slug}/${c.code}`)).json()) as ApiEvent));
}

/** A paid event without showtimes from the first page of the events list, with tickets to spare. */
async function bookableEvent(request: APIRequestContext): Promise<ApiEvent> {
  const event = (await publicEvents(request, 12)).find((e) => (e.price ?? 0) > 0 && e.ticketsAvailable >= 10 && e.sessions.length === 0 && e.ticketTypes.length === 1);
  expect(event, 'the demo data has a paid event without showtimes').toBeTruthy();
  return event!;
}

test.describe.serial('public site: browsing', () => {
  test('home shows banners, categories, trending events and artists; a category leads to the filtered list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-title').first()).toBeVisible();
    await expect(page.getByTestId('trending').getByTestId('event-card')).toHaveCount(8);
    await expect(page.getByTestId('featured-artists').getByTestId('artist').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/public-home.png', fullPage: true });

    await expect(page.getByTestId('header')).toHaveAttribute('data-dark', 'false');
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('header')).toHaveAttribute('data-dark', 'true');

    await page.getByTestId('category-chip').first().click();
    await page.getByTestId('view-all-events').click();
    await expect(page).toHaveURL(/\/events\?cats=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('events-title')).toHaveText('Events In Delhi-NCR');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });

  test('the events list filters by price and says when nothing matches', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/public-events.png', fullPage: true });
    // Above every price only the events without one remain (they are never excluded).
    await page.getByTestId('min-price').fill('1000000');
    await expect(page).toHaveURL(/minPrice=1000000/);
    await expect(page.getByTestId('event-results')).toHaveAttribute('aria-busy', 'false');
    const cards = page.getByTestId('event-card');
    await expect(cards.first()).toContainText('Free / TBA');
    for (const text of await cards.allTextContents()) expect(text).toContain('Free / TBA');

    await page.getByTestId('date-custom').click();
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-02');
    await expect(page.getByText('No events match your filters.')).toBeVisible();
  });

  test('event detail shows the facts, the price and the share link', async ({ page, request }) => {
    const event = await bookableEvent(request);
    await page.goto(`/events/${event.slug}/${event.code}`);
    await expect(page.getByTestId('event-title')).toHaveText(event.title);
    await expect(page.getByTestId('event-price')).toHaveText(rupees(event.price!));
    // plenty left: no 'filling fast' (said only under 20% left), and Book Now leads to the wizard
    await expect(page.getByTestId('availability')).toHaveCount(0);
    await expect(page.getByTestId('book-now')).toBeEnabled();
    await expect(page.getByTestId('related').getByTestId('event-card').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/public-event-detail.png', fullPage: true });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByTestId('share').click();
    await expect(page.getByTestId('link-copied')).toHaveText('Link copied!');
  });

  test('a visitor marking interest logs in through the modal and the mark is kept', async ({ page, request }) => {
    const event = await bookableEvent(request);
    await page.goto(`/events/${event.slug}/${event.code}`);
    const count = page.getByTestId('interest-count');
    await expect(count).toHaveText(/\d+ (people are|person is) interested/);
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await page.getByTestId('interest-toggle').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await loginAsNewBuyer(page, request, 'Ira Malhotra');
    await expect(page.getByTestId('login-modal')).toBeHidden();
    await expect(page.getByTestId('interest-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toContainText(`${before + 1} `);
    await page.reload();
    await expect(page.getByTestId('interest-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('interest-toggle').click();
    await expect(page.getByTestId('interest-toggle')).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toContainText(`${before} `);
  });

  test('a failing server shows the error states with Try Again', async ({ page }) => {
    await page.route('**/api/events/public?**', (route) => route.fulfill({ status: 500, contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Something went wrong. Please try again.', message: 'Something went wrong. Please try again.' }) }));
    // a page's first view comes from the server with its answers; the app asks for the next pages' itself
    await page.goto('/about');
    // a link clicked before hydration is a full page load, whose first view the server renders with its own answers
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('header').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page.getByText('❌ Failed to load events')).toBeVisible();
    await page.getByTestId('brand').click();
    await expect(page.getByTestId('trending').getByText('Failed to load data')).toBeVisible();
    await page.unroute('**/api/events/public?**');
    await page.getByTestId('trending').getByTestId('try-again').click();
    await expect(page.getByTestId('trending').getByTestId('event-card')).toHaveCount(8);
    await page.goto('/events/no-such-event/NOPE');
    await expect(page.getByTestId('error-state')).toContainText('Not found');
    await page.goto('/performers/no-such-artist');
    await expect(page.getByTestId('error-state')).toContainText('Performer Not Found');
  });

  test('a sold-out event cannot be booked; an event with showtimes needs one chosen first', async ({ page, request }) => {
    const events = await publicEvents(request, 100);
    const soldOut = events.find((e) => e.soldOut);
    // sold by quantity: a seated event's showtimes are booked on its seat map (seat-picker.e2e)
    const withTimes = events.find((e) => e.ticketsAvailable > 0 && e.sessions.length > 1 && (e.price ?? 0) > 0 && !e.sessions.some((s) => s.seated)
      && e.sessions[1].ticketTypes.some((x) => x.available > 0));
    expect(soldOut && withTimes, 'the demo data has a sold-out event and one with showtimes').toBeTruthy();

    await page.goto(`/events/${soldOut!.slug}/${soldOut!.code}`);
    await expect(page.getByTestId('availability')).toHaveText('Sold out');
    await expect(page.getByTestId('book-now')).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/login');
    await loginAsNewBuyer(page, request, 'Zoya Qureshi');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/book/${withTimes!.slug}/${withTimes!.code}`);
    await expect(page.getByTestId('showtime')).toHaveCount(withTimes!.sessions.length);
    await expect(page.getByTestId('continue')).toBeDisabled();
    await page.getByTestId('showtime').nth(1).click();
    const open = withTimes!.ticketTypes.find((x) => withTimes!.sessions[1].ticketTypes.some((y) => y.id === x.id && y.available > 0))!;
    await bookTypes(page, { [open.name]: 1 });
    await expect(page.getByTestId('quote-subtotal')).toHaveText(rupees(open.price));
  });

  test('content pages, performers and venues load', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('content-body')).not.toBeEmpty();
    await page.goto('/contact');
    // the page comes rendered by the server; its form answers once React has taken it over
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await page.getByTestId('contact-name').fill('Neha');
    await page.getByTestId('contact-email').fill('neha@example.com');
    await page.getByTestId('contact-message').fill('Do you sell gift cards?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-thanks')).toHaveText("Thanks! We'll be in touch.");
    await page.goto('/performers');
    await page.getByTestId('performer-card').first().click();
    await expect(page).toHaveURL(/\/performers\/[^/]+$/);
    await expect(page.getByTestId('performer-name')).toBeVisible();
    await page.goto('/venues');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await page.goto('/help-center');
    await expect(page.getByTestId('faqs').getByRole('button')).toHaveCount(8);
  });
});

test.describe.serial('public site: buying', () => {
  test('a buyer books two ticket types of one showtime of a multi-showtime event', async ({ page, request }) => {
    const login = await request.post('/api/admin/auth/login', { data: ADMIN });
    const admin = { Authorization: `Bearer ${(await login.json()).token}` };
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const created = await request.post('/api/admin/events', {
      headers: admin,
      data: {
        title: `Tiered Nights ${Date.now()}`, description: 'Two tiers, two shows.', eventType: 'online', startDate: at(9).slice(0, 10), startTime: '19:00',
        contactInfo: { organizerName: 'Utsav', organizerEmail: 'events@utsav.test' },
        ticketTypes: [{ name: 'Silver', price: 500, quantity: 40 }, { name: 'Gold', price: 1200, quantity: 10, description: 'Front rows' }],
        sessions: [{ startsAt: at(10), label: 'Evening' }, { startsAt: at(11), label: 'Matinee' }],
      },
    });
    expect(created.ok()).toBeTruthy();
    const event = (await created.json()) as ApiEvent;

    await page.goto('/login');
    await loginAsNewBuyer(page, request, 'Kavya Nair');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/book/${event.slug}/${event.code}`);
    await expect(page.getByTestId('showtime')).toHaveCount(2);
    await expect(page.getByTestId('showtime').filter({ hasText: 'Matinee' }).getByTestId('showtime-left')).toHaveText('50 left');
    await page.getByTestId('showtime').filter({ hasText: 'Matinee' }).click();
    await page.getByTestId('continue').click();
    const gold = page.getByTestId('ticket-type').filter({ hasText: 'Gold' });
    await expect(gold.getByTestId('ticket-type-left')).toHaveText('10 left');
    await page.getByTestId('back').click();
    await bookTypes(page, { Gold: 2, Silver: 1 });
    await expect(page.getByTestId('quote-line')).toHaveText(['₹2,400.00', '₹500.00']);
    await expect(page.getByTestId('quote')).toContainText('Gold × 2 (₹1,200.00 each)');
    await expect(page.getByTestId('quote')).toContainText('Silver × 1');
    await expect(page.getByTestId('quote-subtotal')).toHaveText('₹2,900.00');
    await page.getByLabel('Cash on delivery').check();
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('success-title')).toHaveText('Booking received');

    // what is left moved for that showtime and those types only
    await page.goto(`/book/${event.slug}/${event.code}`);
    await expect(page.getByTestId('showtime').filter({ hasText: 'Matinee' }).getByTestId('showtime-left')).toHaveText('47 left');
    await expect(page.getByTestId('showtime').filter({ hasText: 'Evening' }).getByTestId('showtime-left')).toHaveText('50 left');
    await page.getByTestId('showtime').filter({ hasText: 'Matinee' }).click();
    await page.getByTestId('continue').click();
    await expect(gold.getByTestId('ticket-type-left')).toHaveText('8 left');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: '/tmp/public-ticket-types-mobile.png', fullPage: true });
  });

  test('a buyer books 2 tickets, pays in the sandbox, finds the booking confirmed, and cancels a cash booking', async ({ page, request }) => {
    const event = await bookableEvent(request);
    await page.goto('/login');
    await loginAsNewBuyer(page, request, 'Arjun Mehta');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Browse to the event from the list.
    await page.goto('/events');
    // the list settles its URL (sort and filters) after the first paint; a click during that is lost
    await expect(async () => {
      await page.getByTestId('event-card').filter({ hasText: event.title }).first().click();
      await expect(page.getByTestId('event-title')).toHaveText(event.title, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId('book-now').click();
    await expect(page).toHaveURL(new RegExp(`/book/${event.slug}/${event.code}$`));

    // Step 1: no showtimes, the event's date instead; step 2: two tickets; step 3: the server's quote.
    await expect(page.getByTestId('event-date')).toBeVisible();
    await bookTypes(page, { [event.ticketTypes[0].name]: 2 });

    const subtotalPaise = Math.round(event.price! * 100) * 2;
    const conveniencePaise = Math.round(subtotalPaise * 0.05);
    const total = (subtotalPaise + conveniencePaise + 200) / 100;
    await expect(page.getByTestId('quote-subtotal')).toHaveText(rupees(subtotalPaise / 100));
    await expect(page.getByTestId('quote-convenience')).toHaveText(rupees(conveniencePaise / 100));
    await expect(page.getByTestId('quote-delivery')).toHaveText('₹0.00');
    await expect(page.getByTestId('donation')).toBeChecked();
    await expect(page.getByText('Add ₹2.00 to support musicians')).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText(rupees(total));
    await page.getByTestId('donation').uncheck();
    await expect(page.getByTestId('quote-total')).toHaveText(rupees(total - 2));
    await page.getByTestId('donation').check();
    await expect(page.getByTestId('quote-total')).toHaveText(rupees(total));
    await page.screenshot({ path: '/tmp/public-booking.png', fullPage: true });

    // Online payment through the sandbox checkout.
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('sandbox-amount')).toHaveText(rupees(total));
    await page.screenshot({ path: '/tmp/public-sandbox.png' });
    await page.getByTestId('sandbox-pay').click();
    await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
    await expect(page).toHaveURL(/\/booking\/success\/[0-9a-f-]{36}$/);
    const paidId = await page.getByTestId('success-booking-id').textContent();
    await page.screenshot({ path: '/tmp/public-success.png', fullPage: true });

    await page.getByTestId('my-bookings').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
    const paid = page.locator(`[data-testid="booking-row"][data-booking-id="${paidId}"]`);
    await expect(paid).toContainText(event.title);
    await expect(paid.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(paid.locator('td').nth(3)).toHaveText('2');
    await expect(paid.locator('td').nth(4)).toHaveText(rupees(total));

    await paid.getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('booking-details')).toContainText(event.title);
    await expect(page.getByTestId('booking-qr')).toBeVisible();
    await page.screenshot({ path: '/tmp/public-booking-details.png' });
    await page.getByRole('button', { name: 'Close' }).click();

    const popup = page.waitForEvent('popup');
    await paid.getByRole('button', { name: 'Download' }).click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    // A second booking with cash on delivery stays pending; the buyer cancels it.
    await page.goto(`/book/${event.slug}/${event.code}`);
    await bookTypes(page, { [event.ticketTypes[0].name]: 1 });
    await page.getByLabel('Cash on delivery').check();
    await expect(page.getByTestId('pay')).toHaveText('Confirm booking');
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('success-title')).toHaveText('Booking received');
    const cashId = await page.getByTestId('success-booking-id').textContent();
    await page.getByTestId('my-bookings').click();
    const cash = page.locator(`[data-testid="booking-row"][data-booking-id="${cashId}"]`);
    await expect(cash.getByTestId('booking-status')).toHaveText('Pending');
    await page.screenshot({ path: '/tmp/public-my-bookings.png', fullPage: true });
    await cash.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('cancel-dialog')).toContainText('Cancel this booking?');
    await page.getByTestId('confirm-cancel').click();
    await expect(cash.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(paid.getByTestId('booking-status')).toHaveText('Confirmed');

    await page.reload();
    await expect(page.locator(`[data-testid="booking-row"][data-booking-id="${cashId}"]`).getByTestId('booking-status')).toHaveText('Cancelled');
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-total-bookings')).toHaveText('2');
  });
});
