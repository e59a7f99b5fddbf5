import { expect, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';

/** The seeded demo organiser (SEED_DEMO in the browser tests' server). */
export const DEMO_VENDOR = { email: 'vendor@utsav.test', password: 'Vendor@12345' };

/** Signs in on the back office's or the vendor portal's login screen and waits for its dashboard (the administrator by default). */
export async function signInAt(page: Page, realm: 'admin' | 'vendor', account: { email: string; password: string } = ADMIN) {
  await page.goto(`/${realm}/login`);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`/${realm}/dashboard$`));
}
