import { expect, test } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { expectFitsWidth, newBuyer } from './buyer';

const stamp = Date.now();
const VENDOR = { companyName: 'Baarish Productions', contactName: 'Meera Iyer', email: `cancel-${stamp}@browser.test`, password: 'Stage@2025' };
const TITLE = `Monsoon Ragas ${stamp}`;
const DAY = 86_400_000;

/** Issue 25 item 2: the vendor cancels one showtime, then the whole event, from the event screen. */
test('the vendor cancels a showtime and then the event, confirming by its name; a missing reason shows at its field', async ({ page, request }) => {
  const registered = await request.post('/api/vendor/auth/register', { data: VENDOR });
  expect(registered.ok()).toBeTruthy();
  const vendor = await registered.json();
  const friday = new Date(Date.now() + 9 * DAY).toISOString();
  const saturday = new Date(Date.now() + 10 * DAY).toISOString();
  const created = await request.post('/api/vendor/events', {
    headers: { Authorization: `Bearer ${vendor.token}` },
    data: {
      title: TITLE, description: 'Ragas for the rain.', category: 'music', eventType: 'offline',
      startDate: friday.slice(0, 10), startTime: '19:30',
      location: { name: 'Shanmukhananda Hall', address: 'Sion', city: 'Mumbai', state: 'Maharashtra', zipCode: '400022', country: 'India' },
      pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 500 }, ticketsAvailable: 40,
      contactInfo: { organizerName: VENDOR.contactName, organizerEmail: VENDOR.email },
      sessions: [{ startsAt: friday, label: 'Friday' }, { startsAt: saturday, label: 'Saturday' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = await created.json();
  const admin = await (await request.post('/api/admin/auth/login', { data: ADMIN })).json();
  expect((await request.patch(`/api/admin/events/${event.id}/status`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { status: 'approved' } })).ok()).toBeTruthy();
  const buyer = await newBuyer(request, 'Kavya Menon');
  const fridayId = event.sessions.find((s: { label: string }) => s.label === 'Friday').id;
  expect((await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${buyer.token}` }, data: { eventId: event.id, sessionId: fridayId, qty: 2, paymentMethod: 'cod' } })).status()).toBe(201);

  await page.goto('/vendor/login');
  await page.evaluate((v) => { localStorage.setItem('vendorToken', v.token); localStorage.setItem('vendorName', v.name); }, { token: vendor.token, name: VENDOR.companyName });
  await page.goto(`/vendor/events/${event.id}`);
  await expect(page.getByTestId('status-chip')).toHaveText('Published');

  // one showtime: armed only once the name is typed; the server's word for a missing reason sits at the reason
  await page.getByTestId('cancel-event').click();
  const dialog = page.getByTestId('cancel-event-dialog');
  await dialog.getByTestId('cancel-scope').click();
  await page.getByRole('option', { name: /^Friday/ }).click();
  await expect(dialog.getByTestId('cancel-submit')).toHaveText('Cancel showtime');
  await expect(dialog.getByTestId('cancel-submit')).toBeDisabled();
  await dialog.getByTestId('cancel-confirm-name').fill('Monsoon');
  await expect(dialog.getByTestId('cancel-submit')).toBeDisabled();
  await dialog.getByTestId('cancel-confirm-name').fill(TITLE);
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog.getByText('Give the reason: every buyer is told it.')).toBeVisible();
  await expect(dialog.getByTestId('cancel-reason')).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/vendor-cancel-dialog-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByTestId('cancel-reason').fill('The singer is unwell');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('Cancelled. 1 booking cancelled and refunded in full');
  await expect(page.getByTestId('sales-left')).toHaveText(['Cancelled', '40 of 40']);
  await expect(page.getByTestId('status-chip')).toHaveText('Published');

  // the whole event: the cancelled showtime is no longer offered; afterwards the screen says cancelled, with the reason
  await page.getByTestId('cancel-event').click();
  await dialog.getByTestId('cancel-scope').click();
  await expect(page.getByRole('option')).toHaveText(['The whole event', /^Saturday/]);
  await page.getByRole('option', { name: 'The whole event' }).click();
  await dialog.getByTestId('cancel-reason').fill('The hall is flooded');
  await dialog.getByTestId('cancel-confirm-name').fill(TITLE);
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('status-chip')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-reason-shown')).toHaveText('Cancelled: The hall is flooded');
  await expect(page.getByTestId('cancel-event')).toHaveCount(0);
  await expect(page.getByTestId('edit-event')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/vendor-event-cancelled.png', fullPage: true });
});
