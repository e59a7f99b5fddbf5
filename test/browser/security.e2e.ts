import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_VENDOR } from './sign-in';
import { ADMIN } from './playwright.config';

const DEMO_BUYER = { email: 'buyer@utsav.test', password: 'Buyer@12345' };

/** Records every CSP violation the page reports, and console errors that name the policy. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/** The UI calls logout without waiting for it, so the token ends shortly after the click. */
async function expectRevoked(request: APIRequestContext, path: string, token: string | null) {
  expect(token).toBeTruthy();
  await expect.poll(async () => (await request.get(path, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
}

test.describe('the UIs and /docs under the Content-Security-Policy', () => {
  test('the public site loads with the CSP on and no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByTestId('header')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  for (const ui of [
    { name: 'vendor portal', base: '/vendor', account: DEMO_VENDOR, tokenKey: 'vendorToken', me: '/api/vendor/auth/me' },
    { name: 'back office', base: '/admin', account: ADMIN, tokenKey: 'adminToken', me: '/api/admin/auth/me' },
  ]) {
    test(`the ${ui.name} loads, signs in and out; logout ends the token on the server`, async ({ page, request }) => {
      const violations = await watchCsp(page);
      await page.goto(`${ui.base}/login`);
      await page.getByTestId('login-email').fill(ui.account.email);
      await page.getByTestId('login-password').fill(ui.account.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(new RegExp(`${ui.base}/dashboard$`));
      const token = await page.evaluate((key) => localStorage.getItem(key), ui.tokenKey);
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(new RegExp(`${ui.base}/login`));
      await expectRevoked(request, ui.me, token);
      expect(await violations()).toEqual([]);
    });
  }

  test("the public site's logout ends the buyer's token on the server", async ({ page, request }) => {
    const login = await request.post('/api/user/auth/login', { data: DEMO_BUYER });
    expect(login.ok()).toBeTruthy();
    const { token, user } = await login.json();
    await page.goto('/');
    await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [token, JSON.stringify(user)]);
    await page.reload();
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    await expectRevoked(request, '/api/user/bookings', token);
  });

  test('Swagger UI works under the CSP: Authorize and try-it-out', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Utsav events marketplace API');
    await page.locator('button.authorize').first().click();
    await expect(page.locator('.dialog-ux .modal-ux')).toBeVisible();
    await page.locator('.dialog-ux .modal-ux input').first().fill('not-a-real-token');
    await page.locator('.dialog-ux .modal-ux button.authorize').first().click();
    await page.locator('.dialog-ux .modal-ux button.btn-done, .dialog-ux .modal-ux button.close-modal').first().click();
    const health = page.locator('.opblock').filter({ hasText: '/api/health' }).first();
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect(health.locator('.live-responses-table tr.response .response-col_status').first()).toContainText('200');
    expect(await violations()).toEqual([]);
  });
});
