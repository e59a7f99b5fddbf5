import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAt } from './sign-in';
import { ADMIN } from './playwright.config';

const stamp = Date.now();

/** The reset link of the newest mail to `email`, as a path on this server. */
async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect.poll(async () => {
    const body = await (await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(email)}`)).json();
    text = body.data[0]?.text ?? '';
    return text.includes('reset-password?token=');
  }, { timeout: 20_000 }).toBe(true);
  const url = new URL(/(http\S+reset-password\?token=\S+)/.exec(text)![1]);
  return url.pathname + url.search;
}


for (const width of [360, 768, 1366]) {
  test.describe(`accounts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a vendor resets a forgotten password by the e-mailed link, then edits Settings and keeps the session', async ({ page, request }) => {
      const vendor = { companyName: `Reset Co ${width}`, contactName: 'Asha Rao', email: `reset-${width}-${stamp}@browser.test`, password: 'first-vendor-password' };
      expect((await request.post('/api/vendor/auth/register', { data: vendor })).ok()).toBeTruthy();

      await page.goto('/vendor/login');
      await page.getByTestId('forgot-password-link').click();
      await page.getByTestId('forgot-password-email').fill(vendor.email);
      await page.getByTestId('forgot-password-submit').click();
      await expect(page.getByTestId('forgot-password-sent')).toContainText('If an account uses this email');

      await page.goto(`/vendor${(await resetLink(request, vendor.email)).replace(/^\/vendor/, '')}`);
      await page.getByTestId('reset-password-new').fill('short');
      await page.getByTestId('reset-password-confirm').fill('short');
      await page.getByTestId('reset-password-submit').click();
      await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
      await page.getByTestId('reset-password-new').fill('second-vendor-password');
      await page.getByTestId('reset-password-confirm').fill('second-vendor-password');
      await page.getByTestId('reset-password-submit').click();
      await expect(page.getByTestId('reset-password-done')).toHaveText('Your password has been reset. Sign in with the new one.');

      await signInAt(page, 'vendor', { email: vendor.email, password: 'second-vendor-password' });
      await page.goto('/vendor/settings');
      await page.getByTestId('settings-contact').fill('Asha R. Menon');
      await page.getByTestId('settings-phone').fill('+91 98110 55512');
      await page.getByTestId('settings-new-password').fill('third-vendor-password');
      await page.getByTestId('settings-current-password').fill('not-my-password');
      await page.getByTestId('settings-save').click();
      await expect(page.getByText('The current password is wrong.')).toBeVisible();
      await page.getByTestId('settings-current-password').fill('second-vendor-password');
      await page.getByTestId('settings-save').click();
      await expect(page.getByTestId('settings-saved')).toContainText('Profile updated');
      // the saving session goes on with the new token
      await page.reload();
      await expect(page.getByTestId('settings-contact')).toHaveValue('Asha R. Menon');
      await expect(page.getByTestId('settings-phone')).toHaveValue('+91 98110 55512');
    });
  });
}

test('an administrator finds Forgot password on the login page, and a bad link says so', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByTestId('forgot-password-email').fill(ADMIN.email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
  await page.goto('/admin/reset-password?token=not-a-real-token');
  await page.getByTestId('reset-password-new').fill('a-new-admin-password');
  await page.getByTestId('reset-password-confirm').fill('a-new-admin-password');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-link-error')).toHaveText('This reset link is invalid, used or expired. Ask for a new one.');
});

test('an administrator changing the password in Settings stays signed in', async ({ page }) => {
  await signInAt(page, 'admin');
  await page.goto('/admin/settings');
  await page.getByTestId('new-password').fill('rotated-browser-admin');
  await page.getByTestId('current-password').fill(ADMIN.password);
  await page.locator('form').getByRole('button').last().click();
  // a password change hashes the new one and checks the current one: seconds on a loaded 2-core machine
  await expect(page.getByText('Profile updated')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/settings/);
  // put it back for the other browser tests
  await page.getByTestId('new-password').fill(ADMIN.password);
  await page.getByTestId('current-password').fill('rotated-browser-admin');
  await page.locator('form').getByRole('button').last().click();
  await expect(page.getByText('Profile updated')).toBeVisible({ timeout: 30_000 });
});
