import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';
import { newBuyer } from './buyer';
import { adminHeaders, sellerWithApprovedEvent } from './seller';

/** The seeded demo organiser, whose events have bookings. */


/** An event of the demo organiser with confirmed sales, and its figures as the API gives them. */
async function soldEvent(request: APIRequestContext) {
  const token = (await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json()).token;
  const headers = { Authorization: `Bearer ${token}` };
  const events = (await (await request.get('/api/vendor/events?limit=100', { headers })).json()).data as { id: string; title: string }[];
  for (const event of events) {
    const sales = await (await request.get(`/api/vendor/events/${event.id}/sales`, { headers })).json();
    if (sales.totals?.sold > 0) return { event, sales, headers };
  }
  throw new Error('no demo event with sales');
}

test('the Bookings screen shows sales per showtime × type with totals and a chart, and downloads the attendees CSV', async ({ page, request }) => {
  const { event, sales, headers } = await soldEvent(request);
  await signInAt(page, 'vendor', DEMO_VENDOR);
  await page.goto(`/vendor/bookings?event=${event.id}`);
  await expect(page.getByTestId('sales-row')).toHaveCount(sales.rows.length);
  await expect(page.getByTestId('sales-total-sold').getByTestId('sales-total-value')).toHaveText(new RegExp(`^${sales.totals.sold} tickets? \\(${sales.totals.soldSeats} seats?\\)$`));
  await expect(page.getByTestId('sales-total-checkedIn').getByTestId('sales-total-value')).toHaveText(String(sales.totals.checkedIn));
  await expect(page.getByTestId('sales-chart').locator('svg').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-attendees').click()]);
  expect(download.suggestedFilename()).toMatch(/^attendees-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '').trimEnd().split('\n');
  expect(csv[0]).toBe('Ticket no,Order no,Holder,Buyer email,Buyer phone,Ticket type,Seat,Showtime (IST),Showtime,Ticket price,Booked at (IST),Status,Payment status,Checked in at (IST)');
  const all = await (await request.get(`/api/vendor/events/${event.id}/checkins`, { headers })).json();
  expect(csv.filter((l) => l.includes(',Confirmed,'))).toHaveLength(all.total);

  const [bookingsCsv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-bookings').click()]);
  expect(bookingsCsv.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.screenshot({ path: '/tmp/vendor-sales.png', fullPage: true });

  // a phone: nothing wider than the screen (the table scrolls inside its own box)
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('sales-totals')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/vendor-sales-360.png', fullPage: true });
});

test('one count: a booking of family packs reads "n tickets (m seats)" on the Tickets screen, in the back office’s list, details and dashboard, at 1366 and 360 px', async ({ page, request }) => {
  const stamp = Date.now();
  const startsAt = new Date(Date.now() + 12 * 86_400_000).toISOString();
  const { seller, event } = await sellerWithApprovedEvent(request, `Packs ${stamp}`, 'Meera Das', {
    title: `Family Day ${stamp}`, description: 'Puppets and songs.', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '11:00',
    location: { name: 'Rabindra Sadan', address: 'Cathedral Road', city: 'Kolkata', state: 'West Bengal', zipCode: '700071', country: 'India' },
    ticketTypes: [{ name: 'Silver', price: 500, quantity: 50 }, { name: 'Family pack of 4', price: 1800, quantity: 10, seatsPerUnit: 4 }],
    sessions: [{ startsAt, label: 'Morning' }],
  });
  const typeId = (name: string) => event.ticketTypes.find((x: { name: string }) => x.name === name).id;
  const buyer = await newBuyer(request, `Pack Buyer ${stamp}`);
  const booked = await request.post('/api/user/bookings/create', {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { eventId: event.id, sessionId: event.sessions[0].id, paymentMethod: 'cod', items: [{ ticketTypeId: typeId('Silver'), qty: 2 }, { ticketTypeId: typeId('Family pack of 4'), qty: 1 }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const pack = { orderNo: (await booked.json()).orderNo as string };
  const words = '3 tickets (6 seats)';

  await signInAt(page, 'vendor', seller);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/vendor/tickets');
    await page.getByTestId('tickets-search').fill(pack.orderNo);
    await expect(page.getByTestId('ticket-row')).toHaveCount(1);
    await expect(page.getByTestId('ticket-row').getByTestId('ticket-count')).toHaveText(words);
  }

  const stats = await (await request.get('/api/admin/stats', { headers: await adminHeaders(request) })).json();
  await signInAt(page, 'admin');
  await expect(page.getByTestId('stat-Tickets sold')).toContainText(new RegExp(`${stats.ticketsSold} tickets? \\(${stats.seatsSold} seats?\\)`));
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ q: pack.orderNo }))}`);
    if (width === 1366) {
      await expect(page.getByTestId('bookings-table').getByTestId('booking-tickets')).toHaveText(words);
      await page.getByTestId('booking-details').click();
    } else {
      // the phone's list says it in the row's second line
      await expect(page.getByText(words, { exact: false })).toBeVisible();
      await page.getByTestId('row-menu').click();
      await page.getByTestId('row-menu-actions').getByTestId('booking-details').click();
    }
    await expect(page.getByRole('dialog').getByTestId('booking-tickets')).toHaveText(words);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }
});
