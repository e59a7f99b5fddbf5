import { expect, test, type Page } from '@playwright/test';

/** A vendor of our own (registered through the API), so the tests do not depend on the demo data. */
const stamp = Date.now();
const VENDOR = { companyName: 'Rang Manch Events', contactName: 'Asha Verma', email: `vendor-${stamp}@browser.test`, password: 'Stage@2025' };

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
      await expect(page.getByTestId(`counter-${key}`).getByTestId('counter-value')).toHaveText('0');
    }
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
});
