import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { expectFitsWidth, newBuyer, signIn, type ApiEvent } from './buyer';
import { DEMO_VENDOR, signInAt } from './sign-in';

/** Promo codes at checkout (issue 23): the server's refusal under the field, then the discount in the summary and the discounted total paid. */

test.use({ viewport: { width: 360, height: 740 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a buyer applies a code at checkout and pays the discounted total', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const created = await request.post('/api/admin/events', {
    headers: admin,
    data: {
      title: `Promo Night ${Date.now()}`, description: 'For the promo code.', eventType: 'online', startDate: at(9).slice(0, 10), startTime: '19:00',
      contactInfo: { organizerName: 'Utsav', organizerEmail: 'events@utsav.test' }, ticketTypes: [{ name: 'Stall', price: 1000, quantity: 10 }],
    },
  });
  expect(created.ok()).toBeTruthy();
  const event = (await created.json()) as ApiEvent;
  const code = `SAVE-${String(Date.now()).slice(-6)}`;
  expect((await request.post(`/api/admin/events/${event._id}/promo-codes`, { headers: admin, data: { code, kind: 'percent', value: 10 } })).status()).toBe(201);

  await signIn(page, await newBuyer(request, 'Tara Promo'));
  await open(page, `/book/${event.slug}/${event.code}`);
  await page.getByTestId('continue').click();
  await page.getByTestId('quantity-plus').click();
  await page.getByTestId('quantity-plus').click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('quote-total')).toHaveText('₹2,102.00');
  // the checkout no longer offers payment choices that take no code
  await expect(page.getByTestId('payment-methods')).not.toContainText('Gift voucher');
  await expect(page.getByTestId('payment-methods')).not.toContainText('Reward points');

  await page.getByTestId('promo-code').fill('NOT-A-CODE');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-message')).toHaveText('This code is not valid for this event.');
  await expect(page.getByTestId('quote-total')).toHaveText('₹2,102.00');

  await page.getByTestId('promo-code').fill(code.toLowerCase());
  await page.getByTestId('promo-apply').click();
  // 10% of ₹2,000 off; convenience 5% of ₹1,800; ₹2 donation
  await expect(page.getByTestId('quote')).toContainText(`Promo code ${code}`);
  await expect(page.getByTestId('quote-discount')).toHaveText('− ₹200.00');
  await expect(page.getByTestId('promo-message')).toHaveText('Code applied: − ₹200.00');
  await expect(page.getByTestId('quote-convenience')).toHaveText('₹90.00');
  await expect(page.getByTestId('quote-total')).toHaveText('₹1,892.00');
  await expectFitsWidth(page);

  await expect(page.getByTestId('pay')).toHaveText('Pay ₹1,892.00');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹1,892.00');
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
  const codes = await (await request.get(`/api/admin/events/${event._id}/promo-codes`, { headers: admin })).json();
  expect(codes).toMatchObject([{ code, uses: 1 }]);
});

test('the organiser makes a code on its event page (the server\'s error at its field), sees it listed with its uses, and disables it', async ({ page, request }) => {
  const { token } = await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json();
  const events = (await (await request.get('/api/vendor/events?limit=50', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: string; status: string }[];
  const event = events.find((e) => e.status === 'approved')!;
  const code = `VIP-${String(Date.now()).slice(-6)}`;
  await signInAt(page, 'vendor', DEMO_VENDOR);
  await page.goto(`/vendor/events/${event.id}`);
  const section = page.getByTestId('promo-codes');
  await page.getByTestId('promo-code').fill(code);
  await page.getByTestId('promo-value').fill('150');
  await page.getByTestId('promo-create').click();
  await expect(section).toContainText('value must be a percentage from 1 to 100 (at most 2 decimals).');
  await page.getByTestId('promo-value').fill('15');
  await page.getByTestId('promo-maxUses').fill('3');
  await page.getByTestId('promo-create').click();
  const row = page.getByTestId('promo-row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row.getByTestId('promo-uses')).toHaveText('0');
  await expectFitsWidth(page);
  await page.getByTestId('promo-code').fill(code.toLowerCase());
  await page.getByTestId('promo-value').fill('10');
  await page.getByTestId('promo-create').click();
  await expect(section).toContainText('This code already exists for this event.');
  await row.getByTestId('promo-toggle').click();
  await expect(row).toContainText('Disabled');
});

test("the back office's Promo codes tab on an event: a code made (the server's error at its field), listed with uses and remaining, and disabled", async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };
  const events = (await (await request.get('/api/admin/events?status=approved&limit=5', { headers: admin })).json()).data as { id: string; _id: string }[];
  const eventId = events[0].id ?? events[0]._id;
  const code = `ADM-${String(Date.now()).slice(-6)}`;
  await signInAt(page, 'admin');
  await page.goto(`/admin/events/${eventId}`);
  await page.getByTestId('tab-promo-codes').click();
  const section = page.getByTestId('promo-codes');
  await page.getByTestId('promo-code').fill('no');
  await page.getByTestId('promo-value').fill('100');
  await page.getByTestId('promo-create').click();
  await expect(section).toContainText('code must be 4 to 20 characters: letters A–Z, digits 0–9 and hyphens.');
  await page.getByTestId('promo-code').fill(code);
  await page.getByTestId('promo-maxUses').fill('4');
  await page.getByTestId('promo-create').click();
  const row = page.getByTestId('promo-row').filter({ hasText: code });
  await expect(row).toContainText('100% off');
  await expect(row.getByTestId('promo-uses')).toHaveText('0');
  await expect(row).toContainText('4');
  await expectFitsWidth(page);
  await row.getByTestId('promo-toggle').click();
  await expect(row).toContainText('Disabled');
  const listed = (await (await request.get(`/api/admin/events/${eventId}/promo-codes`, { headers: admin })).json()) as { code: string; active: boolean }[];
  expect(listed.find((c) => c.code === code)).toMatchObject({ active: false });
});
