import { expect, test, type Page } from '@playwright/test';
import { DEMO_VENDOR } from './sign-in';
import sharp from 'sharp';
import { ADMIN } from './playwright.config';
import { bookTypes, loginAsNewBuyer } from './buyer';

/** A vendor of our own (registered through the API), so the tests do not depend on the demo data. */
const stamp = Date.now();
const VENDOR = { companyName: 'Rang Manch Events', contactName: 'Asha Verma', email: `vendor-${stamp}@browser.test`, password: 'Stage@2025' };
/** The seeded demo organiser, whose events and bookings fill the screens. */

/** A day two weeks ahead, as the date input takes it. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function counter(page: Page, key: string) {
  return page.getByTestId(`counter-${key}`).getByTestId('counter-value');
}

async function login(page: Page, email = VENDOR.email, password = VENDOR.password) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe.serial('vendor portal', () => {
  test.beforeAll(async ({ request }) => {
    const res = await request.post('/api/vendor/auth/register', { data: VENDOR });
    expect(res.ok()).toBeTruthy();
  });

  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page, VENDOR.email, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/vendor\/login/);
  });

  test('login shows the dashboard with its four counters and shortcuts', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    for (const [key, label] of [['total', 'My Events'], ['approved', 'Approved'], ['pending', 'Pending'], ['rejected', 'Rejected']]) {
      await expect(page.getByTestId(`counter-${key}`)).toContainText(label);
      await expect(counter(page, key)).toHaveText('0');
    }
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await expect(page.getByTestId('shortcut-create-event')).toBeVisible();
    await expect(page.getByTestId('shortcut-my-venues')).toBeVisible();
    await expect(page.getByTestId('vendor-name')).toHaveText(VENDOR.companyName);
    await page.screenshot({ path: '/tmp/vendor-dashboard.png', fullPage: true });
  });

  test('a protected page sends a visitor to login and back to the same page and query afterwards', async ({ page }) => {
    await page.goto('/vendor/events?status=pending');
    await expect(page).toHaveURL(/\/vendor\/login\?redirectTo=%2Fvendor%2Fevents%3Fstatus%3Dpending&reason=no-token/);
    await expect(page.getByTestId('login-reason')).toHaveText('Please sign in to continue.');
    await page.screenshot({ path: '/tmp/vendor-login.png', fullPage: true });
    await login(page);
    await expect(page).toHaveURL(/\/vendor\/events\?status=pending$/);
  });

  test('a session the server refuses is cleared and the login page says why', async ({ page }) => {
    await page.goto('/vendor/login');
    await page.evaluate(() => {
      localStorage.setItem('vendorToken', 'not-a-real-token');
      localStorage.setItem('vendorName', 'Somebody');
    });
    await page.goto('/vendor/tickets');
    await expect(page).toHaveURL(/\/vendor\/login\?redirectTo=%2Fvendor%2Ftickets&reason=unauthorized/);
    await expect(page.getByTestId('login-reason')).toContainText('Please sign in again');
    expect(await page.evaluate(() => localStorage.getItem('vendorToken'))).toBeNull();
  });

  test('logout returns to login and the dashboard is closed again', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    await expect(page.getByTestId('counters')).toBeVisible();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/vendor\/login$/);
    await page.goto('/vendor/dashboard');
    await expect(page).toHaveURL(/\/vendor\/login\?redirectTo=%2Fvendor%2Fdashboard&reason=no-token/);
  });

  test('an unknown vendor path goes to the login page', async ({ page }) => {
    await page.goto('/vendor/no-such-screen');
    await expect(page).toHaveURL(/\/vendor\/login/);
  });

  test('a new vendor registers from the register page and lands on the dashboard', async ({ page }) => {
    await page.goto('/vendor/login');
    await page.getByTestId('register-link').click();
    await expect(page).toHaveURL(/\/vendor\/register/);
    await page.getByTestId('register-companyName').fill('Dhoom Live');
    await page.getByTestId('register-contactName').fill('Kabir Singh');
    await page.getByTestId('register-email').fill(`new-${stamp}@browser.test`);
    await page.getByTestId('register-password').fill('Dhoom@2025');
    await page.screenshot({ path: '/tmp/vendor-register.png', fullPage: true });
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    await expect(page.getByTestId('counter-total')).toBeVisible();
    await expect(page.getByTestId('vendor-name')).toHaveText('Dhoom Live');
    await page.reload();
    await expect(page.getByTestId('counter-total')).toBeVisible();
  });

  test('an event created in the form shows as pending in My Events and moves the dashboard counters', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    await expect(counter(page, 'total')).toHaveText('0');
    await page.getByTestId('shortcut-create-event').click();
    await expect(page).toHaveURL(/\/vendor\/events\/new$/);
    await page.getByTestId('event-title').fill('Sufi Nights at the Fort');
    await page.getByTestId('event-shortDescription').fill('Qawwali under the stars');
    await page.getByTestId('event-description').fill('An evening of qawwali and sufi poetry with live musicians.');
    await page.getByTestId('event-startDate').fill(dayAhead(14));
    await page.getByTestId('event-startTime').fill('19:30');
    await page.getByTestId('event-location-name').fill('Purana Qila Lawns');
    await page.getByTestId('event-location-address').fill('Mathura Road');
    await page.getByTestId('event-location-city').fill('New Delhi');
    await page.getByTestId('event-location-state').fill('Delhi');
    await page.getByTestId('event-location-zipCode').fill('110003');
    // two ticket types and two showtimes
    await page.getByTestId('ticket-type-name-0').fill('Silver');
    await page.getByTestId('ticket-type-price-0').fill('799');
    await page.getByTestId('ticket-type-quantity-0').fill('250');
    await page.getByTestId('ticket-type-add').click();
    await page.getByTestId('ticket-type-name-1').fill('Gold');
    await page.getByTestId('ticket-type-price-1').fill('1499');
    await page.getByTestId('ticket-type-quantity-1').fill('50');
    await page.getByTestId('session-add').click();
    await page.getByTestId('session-startsAt-0').fill(`${dayAhead(14)}T19:30`);
    await page.getByTestId('session-label-0').fill('Evening');
    await page.getByTestId('session-add').click();
    await page.getByTestId('session-startsAt-1').fill(`${dayAhead(15)}T17:00`);
    await page.getByTestId('session-label-1').fill('Matinee');
    await page.getByTestId('event-facilities').fill('Parking, Food court');
    await page.getByTestId('event-metaTitle').fill('Sufi Nights at the Fort | Utsav');
    await page.getByTestId('event-banner').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 194, g: 24, b: 91 } } }).png().toBuffer() });
    await page.screenshot({ path: '/tmp/vendor-event-form.png', fullPage: true });
    await page.getByTestId('event-submit').click();

    await expect(page.getByTestId('event-detail')).toContainText('Sufi Nights at the Fort');
    await expect(page.getByTestId('event-detail').getByTestId('status-chip').first()).toHaveText('Awaiting approval');
    await expect(page.getByTestId('event-detail')).toContainText('₹799.00');
    // sold / left per type and showtime
    await expect(page.getByTestId('sales-row')).toHaveCount(4);
    await expect(page.getByTestId('sales-left')).toHaveText(['250 of 250', '50 of 50', '250 of 250', '50 of 50']);
    await expect(page.getByTestId('event-detail').locator('img').first()).toHaveAttribute('src', /\/uploads\//);

    await page.getByRole('link', { name: 'My Events' }).first().click();
    const row = page.getByTestId('event-row').filter({ hasText: 'Sufi Nights at the Fort' });
    await expect(row.getByTestId('status-chip')).toHaveText('Awaiting approval');
    await page.getByTestId('events-search').fill('no such event anywhere');
    await expect(page.getByTestId('empty-state')).toHaveText('No events found.');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(counter(page, 'total')).toHaveText('1');
    await expect(counter(page, 'pending')).toHaveText('1');
    await expect(counter(page, 'approved')).toHaveText('0');
  });

  test('an event edited and saved as draft keeps its fields and shows as Draft', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    await page.getByRole('link', { name: 'My Events' }).first().click();
    await page.getByTestId('event-row').filter({ hasText: 'Sufi Nights at the Fort' }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByTestId('event-title')).toHaveValue('Sufi Nights at the Fort');
    await expect(page.getByTestId('ticket-type-price-0')).toHaveValue('799');
    await expect(page.getByTestId('ticket-type-name-1')).toHaveValue('Gold');
    await expect(page.getByTestId('session-label-1')).toHaveValue('Matinee');
    await expect(page.getByTestId('event-facilities')).toHaveValue('Parking, Food court');
    await expect(page.getByTestId('event-startTime')).toHaveValue('19:30');
    await page.getByTestId('event-title').fill('Sufi Nights at Purana Qila');
    await page.getByTestId('event-save-draft').click();
    await expect(page.getByTestId('event-detail')).toContainText('Sufi Nights at Purana Qila');
    await expect(page.getByTestId('event-detail').getByTestId('status-chip').first()).toHaveText('Draft');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vendor/events?status=draft');
    await expect(page.getByTestId('event-row')).toHaveCount(1);
    await page.screenshot({ path: '/tmp/vendor-events-mobile.png', fullPage: true });
  });

  test('an administrator approves the event and the public books two of its ticket types; the vendor sees them held', async ({ page, request }) => {
    const signedIn = await request.post('/api/admin/auth/login', { data: ADMIN });
    const admin = { Authorization: `Bearer ${(await signedIn.json()).token}` };
    const found = await request.get('/api/admin/events', { headers: admin, params: { q: 'Sufi Nights at Purana Qila' } });
    const event = (await found.json()).data[0] as { id: string; slug: string; code: string };
    expect((await request.patch(`/api/admin/events/${event.id}/status`, { headers: admin, data: { status: 'approved' } })).ok()).toBeTruthy();

    await page.goto('/login');
    await loginAsNewBuyer(page, request, 'Imran Sheikh');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/book/${event.slug}/${event.code}`);
    await bookTypes(page, { Gold: 1, Silver: 2 }, 'Evening');
    await expect(page.getByTestId('quote-subtotal')).toHaveText('₹3,097.00');
    await page.getByLabel('Cash on delivery').check();
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('success-title')).toHaveText('Booking received');

    await page.goto('/vendor/login');
    await login(page);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/vendor/events/${event.id}`);
    await expect(page.getByTestId('sales-left')).toHaveText(['248 of 250', '49 of 50', '250 of 250', '50 of 50']);
  });

  test("the server's conflicts with those bookings show at the field concerned: a quantity below what is held, a removed type that has bookings", async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/vendor/events');
    await page.getByTestId('event-row').filter({ hasText: 'Sufi Nights at Purana Qila' }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByTestId('ticket-type-name-1')).toHaveValue('Gold');
    await page.getByTestId('ticket-type-quantity-1').fill('0');
    await page.getByTestId('event-submit').click();
    const quantity = page.locator('.MuiFormControl-root', { has: page.getByTestId('ticket-type-quantity-1') });
    await expect(quantity).toContainText('Gold cannot have fewer than the 1 already sold or held.');
    await page.getByTestId('ticket-type-quantity-1').fill('50');
    await page.getByTestId('ticket-type-remove-0').click();
    await page.getByTestId('event-submit').click();
    await expect(page.getByTestId('ticket-types-error')).toHaveText('Silver cannot be removed: it has bookings.');
  });

  test('a category proposal is checked, submitted for approval and listed as pending; a duplicate shows the server error', async ({ page }) => {
    const name = `Ghazal ${stamp}`;
    await page.goto('/vendor/login');
    await login(page);
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/vendor\/meta\/categories$/);
    await page.getByTestId('reference-submit').click();
    await expect(page.getByTestId('reference-outcome')).toHaveText('Please enter a category name');
    await page.getByTestId('reference-name').fill(`  ${name}  `);
    await page.getByTestId('reference-submit').click();
    await expect(page.getByTestId('reference-outcome')).toHaveText('Submitted for admin approval.');
    const row = page.getByTestId('reference-row').filter({ hasText: name });
    await expect(row.getByTestId('status-chip')).toHaveText('Pending');
    await page.getByTestId('reference-name').fill(name);
    await page.getByTestId('reference-submit').click();
    await expect(page.getByTestId('reference-outcome')).toContainText(name);
    await page.screenshot({ path: '/tmp/vendor-categories.png', fullPage: true });
    await page.reload();
    await expect(page.getByTestId('reference-row').filter({ hasText: name })).toHaveCount(1);
  });

  test('a venue is checked, added with a cover photo, listed as pending, and deleted after confirmation', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page);
    // the session is stored once the portal is reached; navigating earlier races the login
    await expect(page).not.toHaveURL(/\/vendor\/login/);
    await page.goto('/vendor/meta/anything-else');
    await expect(page).toHaveURL(/\/vendor\/meta\/venues$/);
    await page.getByTestId('add-venue').click();
    await page.getByTestId('venue-name').fill('Kamani Auditorium');
    await page.getByTestId('venue-submit').click();
    // each missing field says so under itself
    await expect(page.getByTestId('venue-address-error')).toHaveText('Please fill name, city, and address.');
    await expect(page.getByTestId('venue-city-error')).toHaveText('Please fill name, city, and address.');
    await expect(page.getByTestId('venue-name-error')).toHaveCount(0);
    await page.getByTestId('venue-address').fill('1 Copernicus Marg');
    await page.getByTestId('venue-city').fill('New Delhi');
    await page.getByTestId('venue-capacity').fill('630');
    // the server's refusal shows under the field it names, not in a banner
    await page.getByTestId('venue-email').fill('box-office');
    await page.getByTestId('venue-submit').click();
    await expect(page.getByTestId('venue-email-error')).toHaveText('A valid email is required.');
    await expect(page.getByTestId('venue-error')).toHaveCount(0);
    await page.getByTestId('venue-email').fill('');
    await page.getByTestId('venue-photo').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 245, g: 158, b: 11 } } }).png().toBuffer() });
    await page.screenshot({ path: '/tmp/vendor-venue-form.png', fullPage: true });
    await page.getByTestId('venue-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Submitted for approval');
    await expect(page).toHaveURL(/\/vendor\/meta\/venues$/);
    const row = page.getByTestId('venue-row').filter({ hasText: 'Kamani Auditorium' });
    await expect(row.getByTestId('status-chip')).toHaveText('Pending');
    await expect(row.locator('img')).toHaveAttribute('src', /\/uploads\//);

    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByTestId('venue-capacity').fill('650');
    await page.getByTestId('venue-save-details').click();
    await expect(page.getByTestId('toast')).toHaveText('Details saved');
    await page.reload();
    await expect(page.getByTestId('venue-capacity')).toHaveValue('650');

    await page.getByRole('link', { name: 'My Venues' }).click();
    await page.getByTestId('venue-row').filter({ hasText: 'Kamani Auditorium' }).getByTestId('delete-venue').click();
    await page.getByTestId('confirm').click();
    await expect(page.getByTestId('toast')).toHaveText('Deleted');
    await expect(page.getByTestId('venue-row').filter({ hasText: 'Kamani Auditorium' })).toHaveCount(0);
  });

  test('the demo organiser sees its seeded events, venues and ticket sales', async ({ page }) => {
    await page.goto('/vendor/login');
    await login(page, DEMO_VENDOR.email, DEMO_VENDOR.password);
    await expect(counter(page, 'total')).not.toHaveText('0');
    await page.screenshot({ path: '/tmp/vendor-dashboard-demo.png', fullPage: true });
    await page.getByRole('link', { name: 'My Events' }).first().click();
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    expect(await page.getByTestId('event-row').count()).toBeLessThanOrEqual(10);
    await page.screenshot({ path: '/tmp/vendor-events.png', fullPage: true });
    await page.getByTestId('event-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('event-detail')).toBeVisible();
    await page.screenshot({ path: '/tmp/vendor-event-detail.png', fullPage: true });
    await page.getByRole('link', { name: 'Tickets' }).click();
    await expect(page.getByTestId('ticket-row').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/vendor-tickets.png', fullPage: true });
    await page.getByTestId('tickets-search').fill('zzz-no-such-order');
    await expect(page.getByTestId('empty-state')).toHaveText('No tickets match your filters.');
    await page.getByRole('link', { name: 'Venues' }).click();
    const approvedVenue = page.getByTestId('venue-row').filter({ hasText: 'Hauz Khas Social Loft' });
    await expect(approvedVenue.getByTestId('status-chip')).toHaveText('Approved');
    await expect(approvedVenue.getByTestId('delete-venue')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/vendor-venues.png', fullPage: true });
    await approvedVenue.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByTestId('venue-locked')).toHaveText('This venue is approved and can no longer be edited. Contact admin if changes are needed.');
    await expect(page.getByTestId('venue-name')).toBeDisabled();
    await expect(page.getByTestId('venue-save-details')).toHaveCount(0);
  });
});
