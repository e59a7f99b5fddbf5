import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './sign-in';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ADMIN } from './playwright.config';

/** An input of the visible tab by its label. */
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true })).or(page.getByRole('combobox', { name, exact: true }));
/** The form control (input, label, helper text) holding that input. */
const control = (page: Page, name: string) => page.locator('.MuiFormControl-root', { has: field(page, name) });
const search = (page: Page) => page.getByPlaceholder('Search by title or venue…');


test.describe('admin session', () => {
  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByTestId('login-email').fill(ADMIN.email);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('❌ Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('login lands on the dashboard, reload keeps the session, logout ends it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.screenshot({ path: '/tmp/shots/admin-login.png' });

    await signInAt(page, 'admin');
    for (const label of ['Total Events', 'Bookings', 'Users', 'Venues', 'Revenue (₹)']) {
      await expect(page.getByTestId(`stat-${label}`)).toBeVisible();
    }
    await expect(page.getByTestId('admin-id')).toContainText('Admin ID:');
    await expect(page.getByTestId('admin-name')).not.toBeEmpty();
    const sidebar = page.getByTestId('sidebar');
    for (const item of ['Dashboard', 'Bookings', 'Tickets', 'Vendors', 'Event Management', 'Events', 'Categories', 'Tags', 'Languages', 'Performers', 'Venues', 'Content Pages', 'Hero Banners', 'Logo', 'Settings']) {
      await expect(sidebar.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('footer')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/admin-dashboard.png', fullPage: true });

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('stat-Total Events')).toBeVisible();

    await page.goto('/admin/no-such-screen');
    await expect(page.getByTestId('not-found')).toBeVisible();
    // A path that only starts like the back office is no area of it.
    await page.goto('/adminx');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin back office flows', () => {
  test.beforeEach(async ({ page }) => signInAt(page, 'admin'));

  test('an event created through the form shows in the list', async ({ page }) => {
    const title = `Sufi Evening ${Date.now()}`;
    await page.goto('/admin/events');
    await expect(page.getByTestId('pager')).toContainText(/Page 1 of \d+ • \d+ total/);
    await page.screenshot({ path: '/tmp/shots/admin-events.png' });
    await page.getByTestId('create-event').click();
    await expect(page).toHaveURL(/\/admin\/events\/new$/);

    await field(page, 'Title').fill(`  ${title}  `);
    await field(page, 'Short description').fill('An evening of qawwali');
    await expect(page.getByTestId('short-description-counter')).toHaveText('21/200');
    await field(page, 'Description').fill('Qawwali and ghazals under the winter sky.');
    await page.getByTestId('next-tab').click();
    await expect(page).toHaveURL(/\/admin\/events\/new\/1$/);
    await field(page, 'Start date').fill('2027-02-14');
    await field(page, 'Start time').fill('19:30');
    await field(page, 'Existing venue').click();
    await page.getByRole('option').first().click();
    await expect(field(page, 'City')).not.toHaveValue('');
    await page.getByRole('tab', { name: 'Pricing & Capacity' }).click();
    await page.getByLabel('This event is free').uncheck();
    await field(page, 'Price').fill('799');
    await field(page, 'Tickets available').fill('120');
    await page.screenshot({ path: '/tmp/shots/admin-event-form.png' });

    // Submitting without the organiser marks the Contact Info tab and names the field under it.
    await page.getByTestId('submit-event').click();
    const contactTab = page.getByRole('tab', { name: 'Contact Info' });
    await expect(contactTab).toHaveClass(/error/);
    await contactTab.click();
    await expect(control(page, 'Organizer name')).toContainText('Organizer name is required.');
    await field(page, 'Organizer name').fill('Utsav Live');
    await field(page, 'Organizer email').fill('live@utsav.test');
    await page.getByTestId('submit-event').click();

    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // the price, among the event's facts and in its inventory table
    await expect(page.getByText('₹799.00')).toHaveCount(2);

    // Editing keeps everything else and returns to the list.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(field(page, 'Title')).toHaveValue(title);
    await page.getByRole('tab', { name: 'Pricing & Capacity' }).click();
    await expect(field(page, 'Tickets available')).toHaveValue('120');
    await field(page, 'Price').fill('899');
    await page.getByTestId('submit-event').click();
    await expect(page).toHaveURL(/\/admin\/events$/);

    await page.goto('/admin/events');
    await search(page).fill(title);
    const row = page.locator('tbody tr').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('120');
    await expect(row.getByTestId('status')).toHaveText('Published');
    await expect(page.getByTestId('pager')).toHaveText('Page 1 of 1 • 1 total');
    // The search lives in the URL: a reload keeps it.
    await expect(page).toHaveURL(/filter=/);
    await page.reload();
    await expect(search(page)).toHaveValue(title);
    await expect(page.getByTestId('pager')).toHaveText('Page 1 of 1 • 1 total');
  });

  test("the server's field error shows under its field on the right tab", async ({ page }) => {
    await page.goto('/admin/events');
    await page.locator('tbody tr').first().getByRole('link', { name: 'Edit' }).click();
    await expect(field(page, 'Title')).not.toHaveValue('');
    await page.getByRole('tab', { name: 'Timing & Location' }).click();
    await field(page, 'Start date').fill('2027-03-10');
    await field(page, 'End date').fill('2027-03-01');
    await page.getByRole('tab', { name: 'Publishing & SEO' }).click();
    await page.getByTestId('submit-event').click();
    const timingTab = page.getByRole('tab', { name: 'Timing & Location' });
    await expect(timingTab).toHaveClass(/error/);
    await timingTab.click();
    await expect(control(page, 'End date')).toContainText('The end must be after the start.');
    await expect(page).toHaveURL(/\/edit\/1$/);
  });

  test('columns sort, and sort and page survive a reload', async ({ page }) => {
    await page.goto('/admin/events?perPage=100');
    const titles = () => page.locator('tbody tr td.column-title').allInnerTexts();
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(2);
    const before = await titles();
    await page.locator('thead').getByText('Title', { exact: true }).click();
    await expect(page).toHaveURL(/sort=title/);
    await expect.poll(titles).not.toEqual(before);
    const ascending = await titles();
    await page.locator('thead').getByText('Title', { exact: true }).click();
    await expect(page).toHaveURL(/order=DESC/);
    // Every event is on this page, so the other direction is exactly the reverse (whatever the collation).
    await expect.poll(titles).toEqual([...ascending].reverse());

    await page.getByTestId('per-page').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager')).toContainText(/^Page 2 of/);
    await page.reload();
    await expect(page.getByTestId('pager')).toContainText(/^Page 2 of/);
    await expect.poll(titles).toEqual([...ascending].reverse().slice(10, 20));
  });

  test('at 768 px the events list and form have no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    for (const path of ['/admin/events', '/admin/events/new']) {
      await page.goto(path);
      await expect(page.getByTestId(path.endsWith('new') ? 'submit-event' : 'pager')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: '/tmp/shots/admin-events-768.png', fullPage: true });
  });

  test('approving a pending event takes it out of the queue', async ({ page }) => {
    await page.goto('/admin/approvals');
    // The sidebar leads here and counts what waits for a decision.
    await expect(page.getByTestId('sidebar').getByText('Approvals', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pending-count')).toContainText(/\d+/);
    const rows = page.getByTestId('pending-events').getByTestId('row');
    await expect(rows.first()).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/admin-approvals.png' });
    const before = await rows.count();
    const title = (await rows.first().locator('td').first().innerText()).trim();
    await rows.first().getByTestId('approve').click();
    await expect(page.getByText('Event approved')).toBeVisible();
    await expect(page.getByTestId('pending-events').getByText(title, { exact: true })).toHaveCount(0);
    await expect(rows).toHaveCount(before - 1);

    await page.goto('/admin/events');
    await search(page).fill(title);
    await expect(page.locator('tbody tr').filter({ hasText: title }).getByTestId('status')).toHaveText('Published');
  });

  test('a deleted tag can be undone, and stays deleted when not', async ({ page }) => {
    const name = `Undo me ${Date.now()}`;
    await page.goto('/admin/tags');
    await page.getByTestId('new-name').fill(name);
    await page.getByTestId('add').click();
    await page.getByPlaceholder('Search by name').fill(name);
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('status')).toHaveText('Approved');

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(row).toHaveCount(1);
    await page.reload();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('pager')).toHaveText('Page 1 of 1 • 0 total');
    await expect(row).toHaveCount(0);
  });

  test('vendors: readable phones and statuses, and Suspend asks first', async ({ page }) => {
    await page.goto('/admin/vendors');
    const table = page.getByTestId('vendors-table');
    await expect(table.getByText(/^\+91 \d{5} \d{5}$/).first()).toBeVisible();
    await expect(table.getByTestId('status').first()).toHaveText(/^(Pending|Approved|Suspended)$/);
    const row = page.locator('tbody tr').filter({ has: page.getByTestId('vendor-suspended').and(page.locator(':enabled')) }).first();
    await row.getByTestId('vendor-suspended').click();
    await expect(page.getByRole('dialog')).toContainText('can no longer sign in');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByTestId('status')).not.toHaveText('Suspended');
  });

  test('bookings show readable payment and status words, sort by total, and Reject asks first', async ({ page }) => {
    await page.goto('/admin/bookings');
    const table = page.getByTestId('bookings-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('td.column-paymentStatus').first()).toHaveText(/^(Cash on delivery|Online) • (Unpaid|Paid|Refund due)$/);
    await expect(table.getByTestId('status').first()).toHaveText(/^(Pending|Confirmed|Cancelled)$/);
    await table.locator('thead').getByText('Total', { exact: true }).click();
    await expect(page).toHaveURL(/sort=totalPrice/);

    await page.goto('/admin/bookings?filter=%7B%22status%22%3A%22pending%22%7D');
    const pending = page.locator('tbody tr').first();
    await expect(pending.getByTestId('status')).toHaveText('Pending');
    await pending.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog')).toContainText('Reject this booking?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pending.getByTestId('status')).toHaveText('Pending');
  });

  test('the top bar shows the new name as soon as Settings saves it', async ({ page }) => {
    const name = `Chief Admin ${Date.now() % 10000}`;
    await page.goto('/admin/settings');
    await expect(field(page, 'Full name')).not.toHaveValue('');
    await field(page, 'Full name').fill(name);
    await page.locator('form').getByRole('button').last().click();
    await expect(page.getByTestId('admin-name')).toHaveText(name);
  });

  test('a category renamed inline keeps its new name after a reload', async ({ page }) => {
    await page.goto('/admin/categories');
    await page.getByPlaceholder('Search by name').fill('Workshops');
    const row = page.locator('tbody tr').filter({ hasText: 'Workshops' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Rename/ }).click();
    await page.getByTestId('rename-input').fill('Workshops & Classes');
    await page.getByTestId('rename-save').click();
    await expect(page.getByText('Category updated')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/admin-categories.png' });
    await page.reload();
    await expect(page.getByTestId('reference-table').getByText('Workshops & Classes', { exact: true })).toBeVisible();
    await expect(row.getByTestId('status')).toHaveText('Approved');

    // A name that exists already (any case) is refused with the spec's words.
    await page.getByTestId('new-name').fill('music');
    await page.getByTestId('add').click();
    await expect(page.getByText('Category already exists.')).toBeVisible();
  });

  test('venues, performers and categories sort by a column, and the sort survives a reload', async ({ page }) => {
    for (const [path, header, column, sort] of [
      ['/admin/venues', 'City', 'city', 'city'],
      ['/admin/performers', 'Category', 'category', 'category'],
      ['/admin/categories', 'Name', 'name', 'name'],
    ] as const) {
      await page.goto(`${path}?perPage=100`);
      const cells = () => page.locator(`tbody tr td.column-${column}`).allInnerTexts();
      await expect.poll(async () => (await cells()).length).toBeGreaterThan(2);
      const before = await cells();
      // Sorting twice by the column: the second answer is the first one reversed (the server sorts).
      await page.locator('thead').getByText(header, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      await expect.poll(cells).not.toEqual(before);
      const first = await cells();
      const other = page.url().includes('order=DESC') ? 'ASC' : 'DESC';
      await page.locator('thead').getByText(header, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`order=${other}`));
      await expect.poll(cells).toEqual([...first].reverse());
      const second = await cells();
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      await expect.poll(cells).toEqual(second);
    }
  });

  test("a venue: the server's error shows next to its field, Make primary sets the cover, and Delete asks first", async ({ page }) => {
    const name = `Kamani Hall ${Date.now()}`;
    await page.goto('/admin/venues/add');
    await field(page, 'Name').fill(name);
    await field(page, 'Address').fill('1 Copernicus Marg');
    await field(page, 'City').fill('New Delhi');
    await field(page, 'Latitude').fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    // Checked only by the server: its message lands under the field it names, and nothing is created.
    await expect(control(page, 'Latitude')).toContainText('lat must not be greater than 90');
    await expect(page).toHaveURL(/\/admin\/venues\/add$/);
    await field(page, 'Latitude').fill('28.6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/venues\/edit\/[0-9a-f-]{36}$/);

    // Two images, then the second becomes primary: it is now the cover shown in the details form.
    const png = (r: number) => sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 120, b: 40 } } }).png().toBuffer();
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await png(200) },
      { name: 'b.png', mimeType: 'image/png', buffer: await png(40) },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();
    const images = page.getByTestId('venue-image');
    await expect(images).toHaveCount(2);
    await expect(images.nth(0).getByTestId('primary-chip')).toBeVisible();
    const second = await images.nth(1).locator('img').getAttribute('src');
    await images.nth(1).getByRole('button', { name: 'Make primary' }).click();
    await expect(images.nth(1).getByTestId('primary-chip')).toBeVisible();
    await expect(page.locator('img[title="Current cover"]')).toHaveAttribute('src', second!);
    await page.reload();
    await expect(page.locator('img[title="Current cover"]')).toHaveAttribute('src', second!);

    // Deleting an image asks first; Cancel keeps it.
    await images.nth(0).getByRole('button', { name: 'Delete image' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete this image?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(images).toHaveCount(2);

    // Deleting the venue from the list asks first too.
    await page.goto('/admin/venues');
    await page.getByPlaceholder('Search by name, city or address…').fill(name);
    await expect(page.getByTestId('pager')).toHaveText('Page 1 of 1 • 1 total');
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete this venue?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('pager')).toHaveText('Page 1 of 1 • 0 total');
  });

  test('a hero banner (its image uploaded first) and a performer are created through their forms', async ({ page }) => {
    const title = `Winter Fest ${Date.now()}`;
    await page.goto('/admin/hero/banners/add');
    await field(page, 'Title').fill(title);
    // Not an image: refused under the field before anything is sent.
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select an image file')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const png = await sharp({ create: { width: 640, height: 280, channels: 3, background: { r: 30, g: 27, b: 75 } } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/hero\/banners$/);
    const banner = page.locator('tbody tr').filter({ hasText: title });
    await expect(banner).toHaveCount(1);
    await expect(banner.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    const name = `Kavya Rao ${Date.now()}`;
    await page.goto('/admin/performers/add');
    // the form's tabs: saving from Social without a name marks Profile, which holds the field
    await page.getByRole('tab', { name: 'Social' }).click();
    await field(page, 'Instagram').fill('https://instagram.com/kavyarao');
    await page.getByRole('button', { name: 'Save' }).click();
    const profileTab = page.getByRole('tab', { name: 'Profile' });
    await expect(profileTab).toHaveClass(/error/);
    await profileTab.click();
    await field(page, 'Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Performer created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/performers$/);
    await page.getByPlaceholder('Search by name or bio…').fill(name);
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
  });

  test('a content page is edited in its form, and Deactivate/Activate flips its badge', async ({ page }) => {
    const title = `Help Centre ${Date.now() % 100000}`;
    await page.goto('/admin/content');
    const row = page.locator('tbody tr').filter({ hasText: 'help-center' });
    await expect(row).toHaveCount(1);
    // the page's fresh copy arrives late, as on a slow connection: the title typed meanwhile must stay
    await page.route('**/api/content/id/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const fresh = page.waitForResponse((res) => res.url().includes('/api/content/id/'));
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/edit\/[0-9a-f-]{36}$/);
    await expect(field(page, 'Page title')).not.toHaveValue('');
    await field(page, 'Page title').fill(title);
    await fresh;
    await expect(field(page, 'Page title')).toHaveValue(title);
    await page.getByTestId('content-save').click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(row).toContainText(title);

    const badge = row.getByTestId('status');
    const before = await badge.innerText();
    await row.getByTestId('content-toggle').click();
    await expect(badge).not.toHaveText(before);
    await row.getByTestId('content-toggle').click();
    await expect(badge).toHaveText(before);
  });

  test('the reference, banner and content screens fit 390 px and 768 px without sideways scroll', async ({ page }) => {
    const paths = [
      '/admin/venues', '/admin/venues/add', '/admin/performers', '/admin/performers/add', '/admin/categories',
      '/admin/hero/banners', '/admin/hero/banners/add', '/admin/content', '/admin/content/create',
    ];
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByTestId('pager').or(page.locator('form button[type=submit]')).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(`${path} at ${width}px: ${overflow}`).toBe(`${path} at ${width}px: 0`);
      }
    }
    await page.screenshot({ path: '/tmp/shots/admin-venues-390.png', fullPage: true });
  });
});

test.describe('admin Export', () => {
  test('the Export of an event titled =1+2 opens as text: the cell starts with an apostrophe', async ({ page, request }) => {
    const { token } = await (await request.post('/api/admin/auth/login', { data: ADMIN })).json();
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/admin/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: '=1+2', description: 'A title a spreadsheet would compute.', category: 'music', eventType: 'offline', startDate, startTime: '19:30',
        location: { name: 'Kamani Auditorium', address: 'Copernicus Marg', city: 'New Delhi', state: 'Delhi', zipCode: '110001', country: 'India' },
        pricing: { isFree: true }, ticketsAvailable: 10, contactInfo: { organizerName: 'Asha Rao', organizerEmail: 'asha@example.com' },
      },
    });
    expect(created.status()).toBe(201);

    await signInAt(page, 'admin');
    await page.goto('/admin/events');
    // the list is newest first and longer than a page: the search brings the event into it
    await page.getByPlaceholder('Search by title or venue…').fill('=1+2');
    await expect(page.getByText('=1+2').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('title');
    expect(csv).toContain("'=1+2");
    // no cell anywhere starts with the bare formula
    expect(csv).not.toMatch(/(^|,|")=1\+2/m);
  });
});

for (const width of [1366, 360]) {
  test.describe(`tags and languages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a tag and a language are renamed in their row (another’s name refused at the field), and Reject asks for a reason the vendor is mailed', async ({ page, request }) => {
      const stamp = `${width}-${Date.now()}`;
      const admin = { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };
      const email = `tags-${stamp}@browser.test`;
      const registered = await request.post('/api/vendor/auth/register', { data: { companyName: `Tags ${stamp}`, contactName: 'Ravi Iyer', email, password: 'Stage@2025' } });
      expect(registered.ok(), await registered.text()).toBeTruthy();
      const vendor = { Authorization: `Bearer ${(await registered.json()).token}` };
      const tag = `Qawwali ${stamp}`;
      const language = `Konkani ${stamp}`;
      const proposals = [`Ghazal ${stamp}`, `Sufi ${stamp}`];
      expect((await request.post('/api/admin/meta/tags', { headers: admin, data: { name: tag } })).ok()).toBeTruthy();
      expect((await request.post('/api/admin/meta/languages', { headers: admin, data: { name: language } })).ok()).toBeTruthy();
      for (const name of proposals) expect((await request.post('/api/vendor/meta/tags', { headers: vendor, data: { name } })).status()).toBe(201);
      await signInAt(page, 'admin');

      for (const [path, name, other, toast] of [['/admin/tags', tag, proposals[0], 'Tag renamed'], ['/admin/languages', language, 'Hindi', 'Language renamed']]) {
        await page.goto(path);
        await page.getByPlaceholder('Search by name').fill(name);
        const row = page.locator('tbody tr, main li').filter({ hasText: name });
        await expect(row).toHaveCount(1);
        if (width < 900) await row.getByTestId('row-menu').click();
        await page.getByRole('button', { name: `Rename ${name}` }).click();
        await page.getByTestId('rename-input').fill(other.toLowerCase());
        await page.getByTestId('rename-save').click();
        await expect(page.getByTestId('rename-error')).toHaveText(`Another ${path.includes('tags') ? 'tag' : 'language'} with this name already exists.`);
        await page.getByTestId('rename-input').fill(`${name} renamed`);
        await page.getByTestId('rename-save').click();
        await expect(page.getByText(toast)).toBeVisible();
        if (width < 900) await page.mouse.click(2, 2);
        await page.reload();
        await expect(page.locator('tbody tr, main li').filter({ hasText: `${name} renamed` })).toHaveCount(1);
      }

      // Reject: both proposals at once from 900 px (the table's selection), one from its row menu below
      await page.goto('/admin/tags');
      await page.getByPlaceholder('Search by name').fill(stamp);
      const rows = page.locator('tbody tr, main li').filter({ hasText: /Ghazal|Sufi/ });
      await expect(rows).toHaveCount(2);
      const reason = 'Please propose one tag per genre.';
      if (width >= 900) {
        for (const name of proposals) await rows.filter({ hasText: name }).getByRole('checkbox').check();
        await page.getByTestId('bulk-rejected').click();
        await expect(page.getByTestId('reject-dialog')).toContainText('Reject 2 items?');
      } else {
        await rows.filter({ hasText: proposals[0] }).getByTestId('row-menu').click();
        await page.getByTestId('row-menu-actions').getByTestId('row-reject').click();
        await expect(page.getByTestId('reject-dialog')).toContainText('Reject this item?');
      }
      await page.getByTestId('reject-reason').fill(reason);
      await page.getByTestId('reject-confirm').click();
      await expect(page.getByTestId('reject-dialog')).toBeHidden();
      const rejected = width >= 900 ? proposals : proposals.slice(0, 1);
      const mine = (await (await request.get('/api/vendor/meta/tags', { headers: vendor })).json()).data as { name: string; status: string }[];
      for (const name of proposals) expect(mine.find((i) => i.name === name)?.status).toBe(rejected.includes(name) ? 'rejected' : 'pending');
      await expect.poll(async () => {
        const mail = (await (await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(email)}`)).json()).data as { subject: string; text: string }[];
        return mail.filter((m) => m.text.includes(`Reason: ${reason}`)).map((m) => m.subject).sort();
      }, { timeout: 30_000 }).toEqual(rejected.map((name) => `Your tag ${name} was rejected`).sort());
    });
  });
}
