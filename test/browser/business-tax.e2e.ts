import { expect, test } from '@playwright/test';
import { signInAt } from './sign-in';
import { expectFitsWidth } from './buyer';

const stamp = Date.now();


/** Issue 26 item 4: the organiser's Business & tax screen and the administrator's vendor edit, with the server's GSTIN errors at the field. */
for (const width of [360, 1366]) {
  test(`a vendor sets its GSTIN on Business & tax, and a wrong one is refused at the field (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const vendor = { companyName: `Tax Co ${width}`, contactName: 'Meera Iyer', email: `tax-${width}-${stamp}@browser.test`, password: 'tax-vendor-password' };
    expect((await request.post('/api/vendor/auth/register', { data: vendor })).ok()).toBeTruthy();
    await signInAt(page, 'vendor', { email: vendor.email, password: vendor.password });
    if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Business & tax' }).click();
    // the phone's menu slides away before the page is measured
    await expect(page.locator('.MuiDrawer-modal .MuiDrawer-paper')).toBeHidden();
    await expect(page.getByTestId('business-gst-note')).toHaveText('Without a GSTIN your tickets carry no GST, and their invoices are bills of supply.');
    await expectFitsWidth(page);

    await page.getByTestId('business-legalName').fill('Tax Co Events Private Limited');
    await page.getByTestId('business-gstin').fill('07aadcd4321k1za');
    await page.getByTestId('business-save').click();
    await expect(page.getByText('Enter a valid GSTIN.')).toBeVisible();
    await expect(page.getByTestId('business-saved')).toHaveCount(0);

    await page.getByTestId('business-gstin').fill('07AADCD4321K1ZT');
    await page.getByTestId('business-address').fill('14 Khan Market, New Delhi 110003');
    await page.getByTestId('business-save').click();
    await expect(page.getByTestId('business-saved')).toHaveText('Business and tax details saved');
    await expect(page.getByTestId('business-gst-note')).toContainText('tax invoices in your name');
    await page.reload();
    await expect(page.getByTestId('business-gstin')).toHaveValue('07AADCD4321K1ZT');
    await expect(page.getByTestId('business-stateCode')).toHaveText('07 Delhi');
  });
}

test("an administrator edits a vendor's tax profile from the vendors list; the server's message shows under GSTIN", async ({ page, request }) => {
  const vendor = { companyName: `Admin Tax Co ${stamp}`, contactName: 'Kabir Das', email: `admin-tax-${stamp}@browser.test`, password: 'tax-vendor-password' };
  expect((await request.post('/api/vendor/auth/register', { data: vendor })).ok()).toBeTruthy();
  await signInAt(page, 'admin');
  await page.goto(`/admin/vendors?filter=${encodeURIComponent(JSON.stringify({ q: vendor.companyName }))}`);
  await page.getByRole('link', { name: 'Business & tax' }).first().click();
  await expect(page).toHaveURL(/\/admin\/vendors\/edit\//);
  await page.getByLabel('Legal name').fill('Admin Tax Co LLP');
  await page.getByLabel('GSTIN').fill('06AAFCG2468Q1Z3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid GSTIN.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vendors\/edit\//);
  await page.getByLabel('GSTIN').fill('06AAFCG2468Q1Z2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business and tax details saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vendors(\?|$)/);
  const res = await request.post('/api/vendor/auth/login', { data: { email: vendor.email, password: vendor.password } });
  const token = (await res.json()).token;
  const profile = await (await request.get('/api/vendor/profile', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(profile).toMatchObject({ legalName: 'Admin Tax Co LLP', gstin: '06AAFCG2468Q1Z2', stateCode: '06' });
});
