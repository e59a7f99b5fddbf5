import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A phone number nobody has used: each login below is a new buyer, so the tests need no demo data. */
export const newPhone = () => `+9198${String(Date.now()).slice(-8)}`;

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
export async function loginAsNewBuyer(page: Page, request: APIRequestContext, name: string) {
  const phone = newPhone();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('login-code').fill(await codeFor(request, phone));
  // the form learns that the phone is new only from the verified code
  await page.getByTestId('login-verify').click();
  await expect(page.getByTestId('login-error')).toHaveText('Name and email are required for new users.');
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-email').fill(`${phone.slice(1)}@buyer.test`);
  await page.getByTestId('login-verify').click();
  return phone;
}

/**
 * The booking wizard from its first step: picks the showtime (by label) when given, adds `counts` of each
 * type (by name) with the + stepper, and continues to step 3.
 */
export async function bookTypes(page: Page, counts: Record<string, number>, showtime?: string) {
  if (showtime) await page.getByTestId('showtime').filter({ hasText: showtime }).click();
  await page.getByTestId('continue').click();
  for (const [name, n] of Object.entries(counts)) {
    const row = page.getByTestId('ticket-type').filter({ has: page.getByTestId('ticket-type-name').getByText(name, { exact: true }) });
    for (let i = 0; i < n; i++) await row.getByTestId('quantity-plus').click();
    await expect(row.getByTestId('quantity')).toHaveText(String(n));
  }
  await page.getByTestId('continue').click();
}
