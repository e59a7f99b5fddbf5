import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';

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
  expect(csv[0]).toBe('Ticket no,Order no,Holder,Buyer email,Buyer phone,Ticket type,Showtime (IST),Showtime,Ticket price,Booked at (IST),Status,Payment status,Checked in at (IST)');
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
