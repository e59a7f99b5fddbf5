import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const HOUR = 3600_000;

type PublicEvent = { id: string; title: string; price: number | null; ticketsAvailable: number; sessions: unknown[]; startDate: string };

/** A new buyer logged in by phone code through the API, with a paid (sandbox) booking of one ticket at a paid event `allowed` accepts. */
async function buyerWithPaidBooking(request: APIRequestContext, allowed: (e: PublicEvent) => boolean = () => true, qty = 1) {
  const phone = `+9197${String(Date.now()).slice(-8)}`;
  expect((await request.post('/api/user/auth/send-otp', { data: { phone } })).ok()).toBeTruthy();
  const outbox = (await (await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as { data: { body: string }[] };
  const otp = outbox.data[0].body.match(/\d{6}/)![0];
  const name = `Refund Buyer ${phone.slice(-4)}`;
  const login = await (await request.post('/api/user/auth/verify-otp', { data: { phone, otp, name, email: `${phone.slice(1)}@buyer.test` } })).json();
  const headers = { Authorization: `Bearer ${login.token}` };

  // lists answer cards; the detail carries showtimes and what is left
  const cards = ((await (await request.get('/api/events/public?limit=50')).json()) as { data: { slug: string; code: string; price: number | null; soldOut: boolean }[] }).data;
  let event: PublicEvent | undefined;
  for (const c of cards.filter((x) => (x.price ?? 0) > 0 && !x.soldOut)) {
    const e = (await (await request.get(`/api/events/public/${c.slug}/${c.code}`)).json()) as PublicEvent;
    if (e.ticketsAvailable >= 10 && e.sessions.length === 0 && allowed(e)) { event = e; break; }
  }
  expect(event, 'the demo data has a paid event without showtimes').toBeTruthy();
  const booking = await (await request.post('/api/user/bookings/create', { headers, data: { eventId: event!.id, qty, paymentMethod: 'razorpay' } })).json();
  const order = await (await request.post('/api/payment/order', { headers, data: { bookingId: booking.id } })).json();
  const paid = await (await request.post('/api/payment/sandbox/pay', { headers, data: { orderId: order.id } })).json();
  expect((await request.post('/api/payment/verify', { headers, data: paid })).ok()).toBeTruthy();
  const confirmed = await (await request.get(`/api/user/bookings/${booking.id}`, { headers })).json();
  return { login, name, event: event!, booking: confirmed };
}

/** Opens My Bookings as this buyer (the session the login page would have stored). */
async function openMyBookings(page: import('@playwright/test').Page, login: { token: string; user: unknown }) {
  await page.goto('/');
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, login);
  await page.goto('/dashboard?tab=bookings');
}

test('an administrator refunds a paid booking, and the buyer sees it refunded in My Bookings', async ({ page, request }) => {
  const { login, name, event, booking } = await buyerWithPaidBooking(request);

  await signInAt(page, 'admin');
  await page.goto('/admin/bookings');
  const row = page.getByTestId('bookings-table').locator('tbody tr').filter({ hasText: name });
  await expect(row.getByTestId('payment-status')).toHaveText('Paid');

  // too much: the server's words appear beside the amount, and nothing is refunded
  await row.getByTestId('refund-open').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toContainText(`up to ${rupees(booking.total)} can be refunded`);
  await dialog.getByTestId('refund-amount').fill(String(booking.total + 100));
  await dialog.getByTestId('refund-reason').fill('Show moved');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toContainText(`At most ${rupees(booking.total)} can be refunded for this booking.`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/admin-refund-dialog-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the whole amount: the booking is cancelled and shows as refunded with its amount
  await dialog.getByTestId('refund-amount').fill('');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(row.getByTestId('refund-note')).toContainText(`Refunded on`);
  await expect(row.getByTestId('refund-note')).toContainText(rupees(booking.total));
  await expect(row.getByTestId('refund-open')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/admin-bookings-refunded.png', fullPage: true });

  // the export holds the same truth
  const download = page.waitForEvent('download');
  await page.getByTestId('bookings-export').click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('Order no,Booked at (IST),Event');
  expect(csv).toContain(`${booking.orderNo},`);
  expect(csv.split('\n').find((l) => l.startsWith(booking.orderNo))).toContain(`,Cancelled,Refunded,${booking.total.toFixed(2)},`);

  // the buyer
  await openMyBookings(page, login);
  const mine = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
  await expect(mine).toContainText(event.title);
  await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(mine.getByTestId('refund-note')).toContainText(/^Refunded on \d{1,2} \w{3} \d{4} \(₹[\d,]+\.\d{2}\)$/);
  await expect(mine.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(page.getByTestId('details-refund-note')).toContainText(`(${rupees(booking.total)})`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/public-refunded-details-360.png' });
});

test('a buyer cancels a paid booking: the ticket price comes back at once, and the organiser sees it refunded and exports it', async ({ page, request }) => {
  const vendorLogin = await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json();
  const own = ((await (await request.get('/api/vendor/events?limit=1000', { headers: { Authorization: `Bearer ${vendorLogin.token}` } })).json()) as { data: { id: string }[] }).data;
  const ownIds = new Set(own.map((e) => e.id));
  // an event of the demo organiser starting more than a day ahead, so cancelling is still open
  const { login, booking } = await buyerWithPaidBooking(request, (e) => ownIds.has(e.id) && new Date(e.startDate).getTime() > Date.now() + 25 * HOUR);

  await openMyBookings(page, login);
  const mine = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
  await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed');
  await mine.getByRole('button', { name: 'Cancel' }).click();
  // the server's figure: the ticket amount paid (subtotal − discount)
  expect(booking.refundOnCancel).toBe(booking.subtotal - booking.discount);
  await expect(page.getByTestId('cancel-dialog')).toContainText(`${rupees(booking.refundOnCancel)} (the ticket amount you paid) is refunded to your original payment method; the convenience fee and donation are not.`);
  await page.getByTestId('confirm-cancel').click();
  await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(mine.getByTestId('refund-note')).toHaveText(new RegExp(`^Refunded on \\d{1,2} \\w{3} \\d{4} \\(${rupees(booking.subtotal).replace(/[.$]/g, '\\$&')}\\)$`));
  await expect(mine.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await signInAt(page, 'vendor', DEMO_VENDOR);
  await page.goto('/vendor/tickets');
  await page.getByTestId('tickets-search').fill(booking.orderNo);
  // the search has reached the list (and so the export) once only that booking is shown
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  const row = page.getByTestId('ticket-row').filter({ hasText: booking.orderNo });
  await expect(row.getByTestId('ticket-status')).toHaveText('Refunded');
  await expect(row.getByTestId('ticket-refund-note')).toContainText(`(${rupees(booking.subtotal)})`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/vendor-tickets-refunded-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByTestId('tickets-export').click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\n');
  expect(csv[0]).toBe('Order no,Booked at (IST),Event,Starts (IST),Venue,Buyer,Ticket type,Quantity,Seats,Unit price,Amount,Booking tickets,Booking seats,Subtotal,Discount,Promo code,Convenience fee,Donation,Total,Currency,Payment method,Status,Payment status,Refunded,Refund requested at (IST),Refunded at (IST)');
  // the search on screen narrows the export too
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`,Online,Cancelled,Refunded,${booking.subtotal.toFixed(2)},`);
});

test('a discounted booking cancelled by its buyer: the dialog and the refund are the amount paid (subtotal − discount), and it reaches Refunded', async ({ page, request }) => {
  // the demo's Sufi Nights: ₹999 a ticket, 10% off from 6 tickets (at most ₹750)
  const { login, booking } = await buyerWithPaidBooking(request, (e) => e.title === 'Sufi Nights at Lodhi', 6);
  expect(booking.discount).toBeGreaterThan(0);
  const paid = Math.round((booking.subtotal - booking.discount) * 100) / 100;
  expect(booking.refundOnCancel).toBe(paid);

  await openMyBookings(page, login);
  const mine = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cancel-dialog')).toContainText(`${rupees(paid)} (the ticket amount you paid) is refunded`);
  await expect(page.getByTestId('cancel-dialog')).not.toContainText(rupees(booking.subtotal));
  await page.getByTestId('confirm-cancel').click();
  await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(mine.getByTestId('refund-note')).toHaveText(new RegExp(`^Refunded on \\d{1,2} \\w{3} \\d{4} \\(${rupees(paid).replace(/[.$]/g, '\\$&')}\\)$`));
});

test('the organiser refunds part of a paid booking from the Tickets screen; the server refuses too much at the amount', async ({ page, request }) => {
  const vendorLogin = await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json();
  const own = ((await (await request.get('/api/vendor/events?limit=1000', { headers: { Authorization: `Bearer ${vendorLogin.token}` } })).json()) as { data: { id: string }[] }).data;
  const ownIds = new Set(own.map((e) => e.id));
  const { booking } = await buyerWithPaidBooking(request, (e) => ownIds.has(e.id));

  await page.goto('/vendor/login');
  await page.evaluate((token) => { localStorage.setItem('vendorToken', token); localStorage.setItem('vendorName', 'Demo organiser'); }, vendorLogin.token);
  await page.goto('/vendor/tickets');
  await page.getByTestId('tickets-search').fill(booking.orderNo);
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  const row = page.getByTestId('ticket-row').filter({ hasText: booking.orderNo });
  await row.getByTestId('refund-open').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toContainText(`up to ${rupees(booking.total)} can be refunded`);

  // no reason and too much: each of the server's words at its own field, nothing refunded
  await dialog.getByTestId('refund-amount').fill(String(booking.total + 100));
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog.getByTestId('refund-reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('refund-reason').fill('Seat swap');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toContainText(`At most ${rupees(booking.total)} can be refunded for this booking.`);
  await expect(dialog.getByTestId('refund-amount')).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/vendor-refund-dialog-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // part of it: the row tells the refund, and the rest can still go back
  await dialog.getByTestId('refund-amount').fill('100');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toHaveText('Refund of ₹100.00 initiated');
  await expect(row.getByTestId('ticket-refund-note')).toContainText('₹100.00');
  await expect(row.getByTestId('refund-open')).toBeVisible();
});
