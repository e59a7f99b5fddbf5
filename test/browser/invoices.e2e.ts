import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';
import { newBuyer, paidEvent, signIn, type ApiEvent } from './buyer';


/** A new buyer with a paid (sandbox) booking of one ticket at `event`; answers the buyer's headers, the booking and its invoices. */
async function paidBooking(request: APIRequestContext, event: ApiEvent) {
  const buyer = await newBuyer(request, 'Invoice Buyer');
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const booking = await (await request.post('/api/user/bookings/create', { headers, data: { eventId: event._id, qty: 1, paymentMethod: 'razorpay' } })).json();
  const order = await (await request.post('/api/payment/order', { headers, data: { bookingId: booking.id } })).json();
  const paid = await (await request.post('/api/payment/sandbox/pay', { headers, data: { orderId: order.id } })).json();
  expect((await request.post('/api/payment/verify', { headers, data: paid })).ok()).toBeTruthy();
  const invoices = (await (await request.get(`/api/user/bookings/${booking.id}/invoices`, { headers })).json()).data as { number: string; total: number }[];
  return { buyer, headers, booking: booking as { id: string; orderNo: string }, invoices };
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue 26 item 5: a paid booking's details on the public site list its invoices (the organiser's ticket invoice
 * and the marketplace's fee invoice), and each opens as a PDF in a new tab, fetched with the buyer's token.
 */
test('the buyer opens an invoice PDF from the booking details', async ({ page, request }) => {
  const { buyer, headers, booking, invoices } = await paidBooking(request, await paidEvent(request));
  expect(invoices).toHaveLength(2);

  await signIn(page, buyer);
  await page.goto('/dashboard?tab=bookings');
  const row = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByTestId('booking-details');
  const section = details.getByTestId('booking-invoices');
  await expect(section.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(section.getByTestId('invoice-open')).toHaveText(invoices.map((d) => d.number));
  await expect(section.getByTestId('invoice-total')).toHaveText(invoices.map((d) => rupees(d.total)));
  await expect(section.getByTestId('invoice-kind').last()).toContainText('Tax invoice, convenience fee');
  await page.screenshot({ path: '/tmp/public-booking-invoices.png' });

  // the PDF opens in a new tab from a blob the page fetched with the buyer's token
  const popup = page.waitForEvent('popup');
  const pdf = page.waitForResponse((res) => /\/api\/user\/bookings\/[0-9a-f-]+\/invoices\/[0-9a-f-]+$/.test(res.url()));
  await section.getByTestId('invoice-open').first().click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  // the same file, asked again with the token: a PDF (its text is checked by the API tests through pdftotext)
  expect((await (await request.get(new URL(answer.url()).pathname, { headers })).body()).subarray(0, 5).toString()).toBe('%PDF-');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expect(details.getByTestId('invoice-error')).toHaveCount(0);
});

test("the organiser sees a booking's invoices from the Tickets screen, and opens one", async ({ page, request }) => {
  const vendorLogin = await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json();
  const own = ((await (await request.get('/api/vendor/events?limit=1000', { headers: { Authorization: `Bearer ${vendorLogin.token}` } })).json()) as { data: { id: string }[] }).data;
  const ownIds = new Set(own.map((e) => e.id));
  const cards = ((await (await request.get('/api/events/public?limit=50')).json()) as { data: { id: string; slug: string; code: string; price: number | null; soldOut: boolean }[] }).data;
  // one of the demo organiser's paid events booked by quantity without a showtime (its seated show has two)
  let event: ApiEvent | undefined;
  for (const card of cards.filter((c) => ownIds.has(c.id) && (c.price ?? 0) > 0 && !c.soldOut)) {
    const detail = (await (await request.get(`/api/events/public/${card.slug}/${card.code}`)).json()) as ApiEvent;
    if (detail.sessions.length === 0) { event = { ...detail, _id: card.id }; break; }
  }
  expect(event, 'the demo organiser has a paid event without showtimes').toBeTruthy();
  const { booking, invoices } = await paidBooking(request, event!);

  await page.goto('/vendor/login');
  await page.evaluate((token) => { localStorage.setItem('vendorToken', token); localStorage.setItem('vendorName', 'Demo organiser'); }, vendorLogin.token);
  await page.goto('/vendor/tickets');
  await page.getByTestId('tickets-search').fill(booking.orderNo);
  const row = page.getByTestId('ticket-row').filter({ hasText: booking.orderNo });
  await row.getByTestId('invoices-open').click();
  const dialog = page.getByTestId('invoices-dialog');
  await expect(dialog.getByTestId('invoice-open')).toHaveText(invoices.map((d) => d.number));
  const popup = page.waitForEvent('popup');
  const pdf = page.waitForResponse((res) => res.url().includes(`/api/vendor/bookings/${booking.id}/invoices/`));
  await dialog.getByTestId('invoice-open').first().click();
  expect((await pdf).headers()['content-type']).toBe('application/pdf');
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
});

test('the back office downloads the GST report of a month and sees a booking\'s invoices', async ({ page, request }) => {
  const { booking, invoices } = await paidBooking(request, await paidEvent(request));
  await signInAt(page, 'admin');

  await page.getByTestId('menu-gst-report').click();
  await expect(page).toHaveURL(/\/admin\/reports\/gst$/);
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  await expect(page.getByTestId('gst-month')).toHaveValue(month);
  const download = page.waitForEvent('download');
  await page.getByTestId('gst-download').click();
  expect((await download).suggestedFilename()).toBe(`gst-${month}.csv`);
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').split('\n');
  expect(csv[0]).toBe('Number,Date,Kind,Supplier GSTIN,Buyer state code,SAC,Taxable,Rate,CGST,SGST,IGST,Total,Place of supply,Supplier,Against invoice,Order no');
  for (const d of invoices) expect(csv.some((line) => line.startsWith(`${d.number},`) && line.includes(`,${d.total.toFixed(2)},`))).toBe(true);
  // a month of the past without documents is the header alone
  await page.getByTestId('gst-month').fill('2001-01');
  const empty = page.waitForEvent('download');
  await page.getByTestId('gst-download').click();
  expect(readFileSync(await (await empty).path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\n')).toHaveLength(1);
  await page.screenshot({ path: '/tmp/admin-gst-report.png' });

  await page.goto('/admin/bookings');
  await page.getByPlaceholder('Search order, buyer or event').fill(booking.orderNo);
  const row = page.getByTestId('bookings-table').locator('tbody tr').filter({ hasText: 'Invoice Buyer' }).first();
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByTestId('booking-invoices').getByTestId('invoice-open')).toHaveText(invoices.map((d) => d.number));
});
