import { expect, test } from '@playwright/test';
import { expectFitsWidth } from './buyer';
import { DEMO_VENDOR, signInAt } from './sign-in';

for (const { label, viewport } of [
  { label: 'at 360 px', viewport: { width: 360, height: 740 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the vendor portal in Hindi ${label} (issue 21)`, () => {
    test.use({ viewport });

    test('English | हिंदी turns the dashboard, the events list and the login form Hindi, nothing is cut off, and a reload keeps it', async ({ page }) => {
      await signInAt(page, 'vendor', DEMO_VENDOR);
      const phone = viewport.width < 600;
      // on phones the switch is in the menu drawer, from 600 px in the top bar
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      const switcher = page.getByTestId('language-switch').filter({ visible: true });
      await switcher.getByTestId('language-hi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // choosing closes the phone menu, as a link in it does
      if (phone) await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('counter-total')).toContainText('मेरे इवेंट');
      await expectFitsWidth(page);

      await page.goto('/vendor/events');
      await expect(page.getByPlaceholder('इवेंट खोजें')).toBeVisible();
      await expect(page.getByRole('button', { name: 'इवेंट बनाएँ' }).or(page.getByRole('link', { name: 'इवेंट बनाएँ' }))).toBeVisible();
      await expect(page.getByTestId('event-row').first()).toBeVisible();
      await expectFitsWidth(page);

      await page.reload();
      await expect(page.getByPlaceholder('इवेंट खोजें')).toBeVisible();

      await page.getByTestId('logout').click();
      await expect(page.getByTestId('login-submit')).toHaveText('साइन इन करें');
      await expect(page.getByLabel('पासवर्ड')).toBeVisible();
      await expectFitsWidth(page);
      await page.getByTestId('language-switch').getByTestId('language-en').click();
      await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    });
  });
}
