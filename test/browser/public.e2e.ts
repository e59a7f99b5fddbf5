import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** A phone number nobody has used: each login below is a new buyer, so the tests need no demo data. */
const newPhone = () => `+9198${String(Date.now()).slice(-8)}`;

/** The code the development SMS outbox holds for a phone (the server's log provider keeps it readable). */
async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: { body: string }[] };
  const code = body.data[0]?.body.match(/\d{6}/)?.[0];
  expect(code, `a code was sent to ${phone}`).toBeTruthy();
  return code!;
}

/** Logs a new buyer in through the form on the current page (the /login page or the login modal). */
async function loginAsNewBuyer(page: Page, request: APIRequestContext, name: string) {
  const phone = newPhone();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('login-code').fill(await codeFor(request, phone));
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-email').fill(`${phone.slice(1)}@buyer.test`);
  await page.getByTestId('login-verify').click();
  return phone;
}

test.describe.serial('public site: login and session', () => {
  test('a new phone logs in with name and email, lands on the dashboard, survives a reload and logs out', async ({ page, request }) => {
    await page.goto('/login');
    await page.screenshot({ path: '/tmp/public-login.png', fullPage: true });
    const phone = await loginAsNewBuyer(page, request, 'Meera Kapoor');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-user-name')).toHaveText('Meera Kapoor');
    await expect(page.getByTestId('stat-phone')).toHaveText(phone);
    await expect(page.getByTestId('stat-total-bookings')).toHaveText('0');
    await page.screenshot({ path: '/tmp/public-dashboard.png', fullPage: true });

    await page.reload();
    await expect(page.getByTestId('header-user-name')).toHaveText('Meera Kapoor');

    await page.goto('/about');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-menu')).toContainText('Meera Kapoor');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-button')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-button')).toBeVisible();
  });

  test('a wrong code shows the server message and keeps the visitor on the code step', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-phone').fill(newPhone());
    await page.getByTestId('login-send').click();
    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-name').fill('Someone');
    await page.getByTestId('login-email').fill(`someone-${Date.now()}@buyer.test`);
    await page.getByTestId('login-verify').click();
    await expect(page.getByTestId('login-error')).toHaveText('Invalid code');
    await expect(page.getByTestId('login-resend')).toBeDisabled();
  });

  test('a protected page sends a visitor to /login and back to it after login', async ({ page, request }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login$/);
    await loginAsNewBuyer(page, request, 'Kabir Sethi');
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
    await expect(page.getByText('No bookings yet.')).toBeVisible();
  });

  test('a token the server refuses ends the session and shows the login page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ _id: 'x', id: 'x', name: 'Ghost', email: null, phone: null }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-button')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unknown path shows Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toHaveText('Not Found');
  });
});
