import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ADMIN } from './playwright.config';
import { expectFitsWidth, newBuyer, paidEvent, seriousViolations, signIn, type ApiEvent, type Buyer } from './buyer';

/**
 * After the click: the states a buyer sees (cash on delivery received, payment pending with Complete
 * payment, payment not received), the phone layouts at 360 px, the Tickets and Settings tabs, and axe
 * on every public page type plus the back office and vendor screens.
 */

const PHONE = { width: 360, height: 740 };
async function book(request: APIRequestContext, buyer: Buyer, eventId: string, paymentMethod: 'cod' | 'razorpay', qty = 1) {
  const res = await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${buyer.token}` }, data: { eventId, qty, paymentMethod } });
  expect(res.status()).toBe(201);
  return res.json() as Promise<{ id: string; orderNo: string; holdExpiresAt: string | null; totalPrice: number }>;
}

async function approve(request: APIRequestContext, bookingId: string) {
  const login = await (await request.post('/api/admin/auth/login', { data: ADMIN })).json();
  expect((await request.post(`/api/admin/bookings/${bookingId}/approve`, { headers: { Authorization: `Bearer ${login.token}` } })).ok()).toBeTruthy();
}

/** What a phone camera would read off the QR as drawn on screen: the element's pixels, decoded. */
async function scanQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.describe.serial('after the click: booking states in words', () => {
  let event: ApiEvent;
  test.beforeAll(async ({ request }) => { event = await paidEvent(request); });

  test("cash on delivery: the success page says 'Booking received' and what happens next", async ({ page, request }) => {
    const buyer = await newBuyer(request, 'Nisha Arora');
    const booking = await book(request, buyer, event._id, 'cod', 2);
    await signIn(page, buyer);
    await page.goto(`/booking/success/${booking.id}`);
    await expect(page.getByTestId('success-title')).toHaveText('Booking received');
    await expect(page.getByTestId('next-steps')).toContainText('What happens next: an administrator reviews your booking and approves it');
    await expect(page.getByTestId('next-steps')).toContainText(buyer.user.email);
    await expect(page.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
    await expect(page.getByTestId('complete-payment')).toHaveCount(0);
  });

  test("an unpaid online booking offers 'Complete payment' for its stored total with the time left, and paying confirms it", async ({ page, request }) => {
    const buyer = await newBuyer(request, 'Rohan Mehta');
    const booking = await book(request, buyer, event._id, 'razorpay', 2);
    await signIn(page, buyer);
    await page.goto('/dashboard?tab=bookings');
    const row = page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(row.getByTestId('complete-payment')).toContainText(`₹${booking.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await expect(row.getByTestId('hold-time-left')).toHaveText(/Tickets held for 1[45]:\d\d more/);

    await page.goto(`/booking/success/${booking.id}`);
    await expect(page.getByTestId('success-title')).toHaveText('Payment pending');
    await page.getByTestId('complete-payment').click();
    // the checkout reopens for the booking's stored total, not a new quote
    await expect(page.getByTestId('sandbox-amount')).toHaveText(`₹${booking.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await page.getByTestId('sandbox-pay').click();
    await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('tickets-sent')).toContainText(buyer.user.email);

    // Add to calendar: the server's .ics for this event and a Google Calendar template link
    await page.getByTestId('add-to-calendar').click();
    await expect(page.getByTestId('calendar-ics')).toHaveAttribute('href', `/api/events/public/${event.slug}/${event.code}/calendar.ics`);
    const google = await page.getByTestId('calendar-google').getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/);
    const ics = await request.get(`/api/events/public/${event.slug}/${event.code}/calendar.ics`);
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    // and the tickets went out by mail, with the PDF attached
    await expect.poll(async () => (await (await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(buyer.user.email)}`)).json()).data.length).toBe(1);
    const [mail] = (await (await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(buyer.user.email)}`)).json()).data;
    expect(mail.attachments[0]).toMatchObject({ filename: `ticket-${booking.orderNo}.pdf`, contentType: 'application/pdf' });
  });

  test("once the hold has ended: 'Payment not received; tickets released'", async ({ page, request }) => {
    const buyer = await newBuyer(request, 'Ira Sen');
    const booking = await book(request, buyer, event._id, 'razorpay', 1);
    // the buyer comes back 16 minutes later (the hold is 15)
    await page.clock.install({ time: new Date(Date.now() + 16 * 60_000) });
    await signIn(page, buyer);
    await page.goto('/dashboard?tab=bookings');
    const row = page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(row.getByTestId('payment-released')).toHaveText('Payment not received; tickets released');
    await expect(row.getByTestId('complete-payment')).toHaveCount(0);
    await page.goto(`/booking/success/${booking.id}`);
    await expect(page.getByTestId('success-title')).toHaveText('Payment not received; tickets released');
    await expect(page.getByTestId('released-note')).toBeVisible();
  });
});

test.describe.serial('phone first (360 px)', () => {
  test.use({ viewport: PHONE });
  let buyer: Buyer;
  let confirmed: { id: string; orderNo: string };
  test.beforeAll(async ({ request }) => {
    const event = await paidEvent(request);
    buyer = await newBuyer(request, 'Tara Pillai');
    confirmed = await book(request, buyer, event._id, 'cod', 2);
    await approve(request, confirmed.id);
    await book(request, buyer, event._id, 'razorpay', 1);
  });

  test('My Bookings are cards with every field and action in view, nothing cut off, no sideways scroll', async ({ page }) => {
    await signIn(page, buyer);
    await page.goto('/dashboard?tab=bookings');
    const cards = page.getByTestId('booking-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('bookings-table')).toHaveCount(0);
    for (const card of await cards.all()) {
      // a ticket to download or print exists only for a confirmed booking
      const ticket = (await card.getAttribute('data-booking-id')) === confirmed.id ? ['booking-download', 'booking-print'] : [];
      if (!ticket.length) await expect(card.getByTestId('booking-download')).toHaveCount(0);
      for (const id of ['booking-card-date', 'booking-card-venue', 'booking-card-qty', 'booking-card-total', 'booking-status', 'booking-view', ...ticket, 'booking-cancel']) {
        await expect(card.getByTestId(id)).toBeInViewport({ ratio: 0 }).catch(async () => {
          await card.getByTestId(id).scrollIntoViewIfNeeded();
          await expect(card.getByTestId(id)).toBeInViewport();
        });
      }
    }
    await expect(page.locator(`[data-booking-id="${confirmed.id}"]`).getByTestId('booking-card-qty')).toHaveText('2');
    await expect(page.getByTestId('complete-payment')).toBeVisible();
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/shots-10/bookings-360.png', fullPage: true });
    await page.locator(`[data-booking-id="${confirmed.id}"]`).getByTestId('booking-view').click();
    await expect(page.getByTestId('booking-qr')).toBeVisible();
  });

  test('the events filters fold behind a Filters button that counts the active filters', async ({ page }) => {
    await page.goto('/events?date=weekend&minPrice=100');
    await expect(page.getByTestId('filters-toggle')).toBeVisible();
    await expect(page.getByTestId('filters-count')).toHaveText('2');
    await expect(page.getByTestId('filters')).toBeHidden();
    await expectFitsWidth(page);
    await page.getByTestId('filters-toggle').click();
    await expect(page.getByTestId('filters')).toBeVisible();
    await page.getByTestId('date-weekend').click();
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    await expectFitsWidth(page);
  });

  test('the success page and an event page fit the screen, Add to calendar included', async ({ page, request }) => {
    await signIn(page, buyer);
    await page.goto(`/booking/success/${confirmed.id}`);
    await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
    await expect(page.getByTestId('add-to-calendar')).toBeVisible();
    await expectFitsWidth(page);
    const event = await paidEvent(request);
    await page.goto(`/events/${event.slug}/${event.code}`);
    await expect(page.getByTestId('add-to-calendar')).toBeVisible();
    await expectFitsWidth(page);
  });

  test('the Tickets tab shows a ticket per seat, each with its own QR, grouped by booking', async ({ page, request }) => {
    const event = await paidEvent(request);
    const holder = await newBuyer(request, 'Kabir Das');
    const booking = await book(request, holder, event._id, 'cod', 3);
    await approve(request, booking.id);
    const detail = await (await request.get(`/api/user/bookings/${booking.id}`, { headers: { Authorization: `Bearer ${holder.token}` } })).json() as
      { tickets: { number: string; ticketType: string; token: string }[] };
    expect(detail.tickets).toHaveLength(3);

    await signIn(page, holder);
    await page.goto('/dashboard?tab=tickets');
    const group = page.getByTestId('ticket-booking');
    await expect(group).toHaveCount(1);
    await expect(group.getByTestId('ticket-order')).toHaveText(`Order ${booking.orderNo} · 3 tickets`);
    const cards = group.getByTestId('ticket-card');
    await expect(cards).toHaveCount(3);
    const scanned: string[] = [];
    for (const [i, ticket] of detail.tickets.entries()) {
      const card = cards.nth(i);
      await expect(card.getByTestId('ticket-position')).toHaveText(`Ticket ${i + 1} of 3`);
      await expect(card.getByTestId('ticket-number')).toHaveText(ticket.number);
      await expect(card.getByTestId('ticket-type')).toHaveText(ticket.ticketType);
      await expect(card.getByTestId('ticket-showtime')).toHaveText(/^\d{2} \w{3} \d{4}, \d{2}:\d{2}/);
      await expect(card.getByTestId('ticket-qr')).toBeVisible();
      await card.getByTestId('ticket-qr').scrollIntoViewIfNeeded();
      scanned.push((await scanQr(card.getByTestId('ticket-qr')))!);
    }
    // each QR carries its own seat's signed token, the one the door checks
    expect(scanned).toEqual(detail.tickets.map((t) => t.token));
    await expectFitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots-10/tickets-360.png', fullPage: true });
  });

  test('the Tickets tab says when the list failed, offers to try again, and says when there is nothing upcoming', async ({ page, request }) => {
    await signIn(page, await newBuyer(request, 'Meera Iyer'));
    const list = (url: URL) => url.pathname === '/api/user/bookings';
    await page.route(list, (route) => route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service unavailable' } }));
    await page.goto('/dashboard?tab=tickets');
    await expect(page.getByTestId('error-state')).toContainText('Failed to load tickets.');
    await page.unroute(list);
    await page.getByTestId('try-again').click();
    await expect(page.getByTestId('empty-state')).toContainText('No upcoming tickets.');
    await expectFitsWidth(page);
  });

  test('Settings edits name and email and shows the phone', async ({ page }) => {
    await signIn(page, buyer);
    await page.goto('/dashboard?tab=settings');
    await expect(page.getByTestId('settings-phone')).toHaveValue(buyer.user.phone);
    await expect(page.getByTestId('settings-name')).toHaveValue('Tara Pillai');
    await page.getByTestId('settings-email').fill('not-an-email');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('A valid email is required.')).toBeVisible();
    await page.getByTestId('settings-name').fill('Tara P. Pillai');
    await page.getByTestId('settings-email').fill(`tara-${Date.now()}@buyer.test`);
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-saved')).toBeVisible();
    await expect(page.getByTestId('header-user-name')).toHaveText('Tara P. Pillai');
    await page.reload();
    await expect(page.getByTestId('settings-name')).toHaveValue('Tara P. Pillai');
    await expectFitsWidth(page);
  });
});

test.describe.serial('accessibility (axe-core): no serious or critical violations', () => {
  let buyer: Buyer;
  let event: ApiEvent;
  test.beforeAll(async ({ request }) => {
    event = await paidEvent(request);
    buyer = await newBuyer(request, 'Axe Tester');
  });

  for (const path of ['/', '/events', '/login', '/performers', '/venues']) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // the page itself, not the loading fallback of its lazily loaded code
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an event page', async ({ page }) => {
    await page.goto(`/events/${event.slug}/${event.code}`);
    await expect(page.getByTestId('event-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('each booking step, the success page and the dashboard tabs', async ({ page, request }) => {
    test.setTimeout(180_000); // eight screens, each analysed whole
    await signIn(page, buyer);
    await page.goto(`/book/${event.slug}/${event.code}`);
    await page.waitForLoadState('networkidle');
    const steps: string[] = [];
    steps.push(...(await seriousViolations(page)).map((v) => `step 1: ${v}`));
    for (let step = 2; step <= 3; step += 1) {
      // the tickets step lets the buyer on once a quantity is chosen
      if (step === 3) await page.getByTestId('quantity-plus').first().click();
      const next = page.getByRole('button', { name: /^(Continue|Next|Proceed)/ }).first();
      if (!(await next.isVisible())) break;
      await next.click();
      await page.waitForLoadState('networkidle');
      // the last step prices the order first: check it once the quote is in and Pay is live
      if (step === 3) {
        await expect(page.getByTestId('pay')).toBeEnabled();
        // and once its colour has finished changing from the disabled grey (MUI's background transition)
        await page.getByTestId('pay').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      }
      steps.push(...(await seriousViolations(page)).map((v) => `step ${step}: ${v}`));
    }
    const booking = await book(request, buyer, event._id, 'cod', 2);
    await approve(request, booking.id); // so the Tickets tab has tickets (a QR per seat) to check
    for (const path of [`/booking/success/${booking.id}`, '/dashboard', '/dashboard?tab=bookings', '/dashboard?tab=tickets', '/dashboard?tab=settings']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      steps.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(steps).toEqual([]);
  });

  test('vendor portal screens', async ({ page, request }) => {
    test.setTimeout(360_000); // fifteen screens, each analysed whole
    const vendor = DEMO_VENDOR;
    const { token } = await (await request.post('/api/vendor/auth/login', { data: vendor })).json();
    const events = (await (await request.get('/api/vendor/events?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()).data as
      { id: string; startDate: string; sessions: { id: string }[] }[];
    const next = events.find((e) => new Date(e.startDate).getTime() > Date.now());
    expect(next, 'the demo organiser has an upcoming event').toBeTruthy();
    const door = `/vendor/checkin?event=${next!.id}${next!.sessions[0] ? `&session=${next!.sessions[0].id}` : ''}`;
    await signInAt(page, 'vendor', vendor);
    // each screen once what it waits for is in: its counters, its form, the door (choosing, then open), the sales, the ticket rows
    const screens: [string, string][] = [
      ['/vendor/dashboard', 'counter-value'],
      ['/vendor/events/new', 'event-title'],
      ['/vendor/checkin', 'checkin-choose'],
      [door, 'checkin-count'],
      ['/vendor/bookings', 'sales-totals'],
      ['/vendor/tickets', 'ticket-status'],
      ['/vendor/events', 'status-chip'],
      [`/vendor/events/${next!.id}`, 'edit-event'],
      ['/vendor/meta/venues', 'status-chip'],
      ['/vendor/meta/venues/add', 'venue-name'],
      ['/vendor/meta/categories', 'reference-form'],
    ];
    const found: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    // the door, the sales and an event on a phone, where their tables scroll sideways, and the menu drawer there
    await page.setViewportSize(PHONE);
    for (const [path, ready] of [[door, 'checkin-count'], ['/vendor/bookings', 'sales-totals'], [`/vendor/events/${next!.id}`, 'sales-table']]) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${path} (360 px): ${v}`));
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Check-in' })).toBeVisible();
    found.push(...(await seriousViolations(page)).map((v) => `menu (360 px): ${v}`));
    expect(found).toEqual([]);
  });

  test('back office screens', async ({ page }) => {
    test.setTimeout(180_000); // two screens, each analysed whole
    await signInAt(page, 'admin');
    const found: string[] = [];
    for (const path of ['/admin/events', '/admin/events/new']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
});
