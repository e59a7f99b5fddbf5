import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth } from './buyer';
import { signInAt } from './sign-in';

/** react-admin's language menu in the top bar (or on the login card): pick a language by its own name. */
async function chooseLanguage(page: Page, name: 'English' | 'हिंदी') {
  await page.getByTestId('locale-switch').getByRole('button').click();
  await page.getByRole('menuitem', { name }).click();
}

for (const { label, viewport } of [
  { label: 'at 360 px', viewport: { width: 360, height: 740 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the back office in Hindi ${label} (issue 21)`, () => {
    test.use({ viewport });

    test('the switch turns the shell, a list and a form Hindi, nothing is cut off, and a reload keeps it', async ({ page }) => {
      await signInAt(page, 'admin');
      await chooseLanguage(page, 'हिंदी');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByTestId('stat-Total Events')).toContainText('कुल इवेंट');
      await expect(page.getByTestId('locale-switch')).toContainText('हिंदी');

      // a list: its title, search and (on a desktop) its column names
      await page.goto('/admin/venues');
      await expect(page.locator('#react-admin-title')).toHaveText('वेन्यू');
      await expect(page.getByPlaceholder('नाम, शहर या पते से खोजें…')).toBeVisible();
      if (viewport.width > 900) await expect(page.getByRole('columnheader', { name: 'शहर' })).toBeVisible();
      await expect(page.getByText('प्रति पेज').first()).toBeVisible();
      await expectFitsWidth(page);

      // a form: its labels and buttons
      await page.goto('/admin/venues/add');
      await expect(page.locator('#react-admin-title')).toHaveText('वेन्यू जोड़ें');
      await expect(page.getByRole('textbox', { name: 'पता' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'सहेजें' })).toBeVisible();
      await expectFitsWidth(page);

      // the choice is kept in react-admin's store: a reload, and a logout, stay Hindi
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'पता' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('login-submit')).toHaveText('साइन इन करें');

      // and back to English from the login page
      await chooseLanguage(page, 'English');
      await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}
