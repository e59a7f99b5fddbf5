import { expect, test } from '@playwright/test';
import { signInAt } from './sign-in';
import { generate } from 'otplib';
import { ADMIN } from './playwright.config';

const VENDOR = { companyName: 'Two Step Events', contactName: 'Meera Iyer', email: `two-step-${Date.now()}@browser.test`, password: 'two-step-vendor-1' };

/** The authenticator app's code `steps` time steps (30 s) from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

test.describe('two-step sign-in in the back office', () => {
  let recoveryCodes: string[] = [];

  // the other browser tests sign in as this administrator with its password alone: turn it off again
  test.afterAll(async ({ request }) => {
    if (!recoveryCodes.length) return;
    const login = await request.post('/api/admin/auth/login', { data: { ...ADMIN, recoveryCode: recoveryCodes[0] } });
    expect(login.ok()).toBeTruthy();
    const { token } = await login.json();
    const off = await request.post('/api/admin/auth/totp/disable', { headers: { Authorization: `Bearer ${token}` }, data: { password: ADMIN.password } });
    expect(off.ok()).toBeTruthy();
  });

  test('an administrator enrols with the key shown as text, sees the recovery codes once, and signs in with a code', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, 'admin');

    await page.goto('/admin/settings');
    const section = page.getByTestId('two-step-section');
    await expect(section.getByTestId('totp-state')).toContainText('Off.');
    await section.getByTestId('totp-start').click();
    await expect(section.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // the section fits a phone's width
    expect((await section.boundingBox())!.width).toBeLessThanOrEqual(360);

    // a wrong code: the server's words at the field, still off
    const current = await codeAt(secret);
    await section.getByTestId('totp-code').fill(current === '000000' ? '000001' : '000000');
    await section.getByTestId('totp-confirm').click();
    await expect(section.getByText('The code is wrong or was already used. Enter the current code from your app.')).toBeVisible();

    await section.getByTestId('totp-code').fill(current);
    await section.getByTestId('totp-confirm').click();
    await expect(section.getByTestId('totp-enabled')).toContainText('Two-step sign-in is on.');
    const items = section.getByTestId('totp-recovery-codes').locator('li');
    await expect(items).toHaveCount(10);
    recoveryCodes = (await items.allTextContents()).map((c) => c.trim());
    await section.getByTestId('totp-done').click();
    await expect(section.getByTestId('totp-recovery-codes')).toHaveCount(0);
    await expect(section.getByTestId('totp-state')).toContainText('On. 10 recovery codes left.');

    // new recovery codes with the password: shown once, none of the old ones
    await section.getByTestId('totp-disable-password').fill(ADMIN.password);
    await section.getByTestId('totp-new-codes').click();
    await expect(section.getByTestId('totp-enabled')).toContainText('New recovery codes: the old ones no longer work.');
    await expect(items).toHaveCount(10);
    const fresh = (await items.allTextContents()).map((c) => c.trim());
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    recoveryCodes = fresh;
    await section.getByTestId('totp-done').click();
    await expect(section.getByTestId('totp-state')).toContainText('On. 10 recovery codes left.');

    // signed out, the login asks for the code after the password
    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin/login');
    await page.getByTestId('login-email').fill(ADMIN.email);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-totp-code')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // the confirmation used this time step's code: the app's next one signs in
    await page.getByTestId('login-totp-code').fill(await codeAt(secret, 1));
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test('a vendor with two-step sign-in on: the login asks for the code, shows a wrong one at its field, then signs in; Settings shows it on', async ({ page, request }) => {
  const registered = await request.post('/api/vendor/auth/register', { data: VENDOR });
  expect(registered.ok()).toBeTruthy();
  const auth = { Authorization: `Bearer ${(await registered.json()).token}` };
  const { secret } = await (await request.post('/api/vendor/auth/totp/enrol', { headers: auth })).json();
  expect((await request.post('/api/vendor/auth/totp/confirm', { headers: auth, data: { code: await codeAt(secret) } })).ok()).toBeTruthy();

  await page.goto('/vendor/login');
  await page.getByTestId('login-email').fill(VENDOR.email);
  await page.getByTestId('login-password').fill(VENDOR.password);
  await page.getByTestId('login-submit').click();
  const code = page.getByTestId('login-totp-code');
  await expect(code).toBeVisible();
  await code.fill('12345');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('The code has 6 digits.')).toBeVisible();
  await code.fill(await codeAt(secret, 1));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/vendor\/dashboard/);

  await page.goto('/vendor/settings');
  await expect(page.getByTestId('two-step-section').getByTestId('totp-state')).toContainText('On. 10 recovery codes left.');
});
