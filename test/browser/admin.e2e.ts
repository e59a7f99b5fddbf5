import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';

async function login(page: Page) {
  await page.goto('/admin/login');
  await page.getByTestId('login-email').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

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

    await login(page);
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

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin back office flows', () => {
  test.beforeEach(async ({ page }) => login(page));

  test('an event created through the form shows in the list', async ({ page }) => {
    const title = `Sufi Evening ${Date.now()}`;
    await page.goto('/admin/events');
    await expect(page.getByTestId('event-pager')).toContainText(/Page 1 of \d+ • \d+ total/);
    await page.screenshot({ path: '/tmp/shots/admin-events.png' });
    await page.getByTestId('create-event').click();
    await expect(page).toHaveURL(/\/admin\/events\/new$/);

    await page.getByTestId('event-title').fill(`  ${title}  `);
    await page.getByLabel('Short description').fill('An evening of qawwali');
    await expect(page.getByTestId('short-description-counter')).toHaveText('21/200');
    await page.getByTestId('event-description').fill('Qawwali and ghazals under the winter sky.');
    await page.getByTestId('next-tab').click();
    await page.getByTestId('event-start-date').fill('2027-02-14');
    await page.getByTestId('event-start-time').fill('19:30');
    await page.getByTestId('event-venue').click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('tab', { name: 'Pricing & Capacity' }).click();
    await page.getByText('This event is free').click();
    await page.getByTestId('event-price').fill('799');
    await page.getByTestId('event-tickets').fill('120');
    await page.screenshot({ path: '/tmp/shots/admin-event-form.png' });

    // Submitting without the organiser jumps to the Contact Info tab with the missing field named.
    await page.getByTestId('submit-event').click();
    await expect(page.getByTestId('form-error')).toHaveText('Organizer name is required.');
    await page.getByTestId('organizer-name').fill('Utsav Live');
    await page.getByTestId('organizer-email').fill('live@utsav.test');
    await page.getByTestId('submit-event').click();

    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('₹799.00')).toBeVisible();

    // Editing keeps everything else and returns to the list.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByTestId('event-title')).toHaveValue(title);
    await page.getByRole('tab', { name: 'Pricing & Capacity' }).click();
    await expect(page.getByTestId('event-tickets')).toHaveValue('120');
    await page.getByTestId('event-price').fill('899');
    await page.getByTestId('submit-event').click();
    await expect(page).toHaveURL(/\/admin\/events$/);

    await page.goto('/admin/events');
    await page.getByTestId('event-search').fill(title);
    const row = page.getByTestId('event-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('120');
    await expect(row.getByTestId('status')).toHaveText('Published');
    await expect(page.getByTestId('event-pager')).toHaveText('Page 1 of 1 • 1 total');
  });

  test('approving a pending event takes it out of the queue', async ({ page }) => {
    await page.goto('/admin/approvals');
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
    await page.getByTestId('event-search').fill(title);
    await expect(page.getByTestId('event-row').filter({ hasText: title }).getByTestId('status')).toHaveText('Published');
  });

  test('a category renamed inline keeps its new name after a reload', async ({ page }) => {
    await page.goto('/admin/categories');
    const row = page.getByTestId('reference-row').filter({ hasText: 'Workshops' });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('rename-input').fill('Workshops & Classes');
    await page.getByTestId('rename-save').click();
    await expect(page.getByText('Category updated')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/admin-categories.png' });
    await page.reload();
    await expect(page.getByTestId('reference-list').getByText('Workshops & Classes', { exact: true })).toBeVisible();

    // A name that exists already (any case) is refused with the spec's words.
    await page.getByTestId('new-name').fill('music');
    await page.getByTestId('add').click();
    await expect(page.getByText('Category already exists.')).toBeVisible();
  });
});
