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
