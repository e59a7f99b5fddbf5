import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { DEMO_VENDOR, signInAt } from './sign-in';
import { expectFitsWidth, newBuyer, paidEvent } from './buyer';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Statement = { totals: { bookings: number; payable: number; refunds: number; pending: number } };

async function bearer(request: APIRequestContext, realm: 'admin' | 'vendor', account: { email: string; password: string }) {
  return { Authorization: `Bearer ${(await (await request.post(`/api/${realm}/auth/login`, { data: account })).json()).token}` };
}

test("the organiser's Payouts screen shows a paid booking's payable sent on hold, and its reversal when the tickets are refunded", async ({ page, request }) => {
  const vendor = await bearer(request, 'vendor', DEMO_VENDOR);
  const admin = await bearer(request, 'admin', ADMIN);
  // an event of the demo organiser on sale, paid, without showtimes to choose
  const own = ((await (await request.get('/api/vendor/events?limit=1000', { headers: vendor })).json()) as { data: { id: string }[] }).data;
  const event = await paidEvent(request, new Set(own.map((e) => e.id)));
  const statement = async () => (await (await request.get(`/api/vendor/settlements?eventId=${event._id}`, { headers: vendor })).json()) as Statement;
  const before = await statement();

  const buyer = await newBuyer(request, 'Payout Buyer');
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const booking = await (await request.post('/api/user/bookings/create', { headers, data: { eventId: event._id, qty: 2, paymentMethod: 'razorpay' } })).json();
  const order = await (await request.post('/api/payment/order', { headers, data: { bookingId: booking.id } })).json();
  const paid = await (await request.post('/api/payment/sandbox/pay', { headers, data: { orderId: order.id } })).json();
  expect((await request.post('/api/payment/verify', { headers, data: paid })).ok()).toBeTruthy();
  const afterSale = await statement();
  expect(afterSale.totals.bookings).toBe(before.totals.bookings + 1);
  // this booking's share, in paise then rupees
  const share = Math.round(afterSale.totals.payable * 100 - before.totals.payable * 100) / 100;
  expect(share).toBeGreaterThan(0);

  await signInAt(page, 'vendor', DEMO_VENDOR);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/vendor\/payouts$/);
  await page.getByTestId('payouts-event').click();
  await page.getByRole('option', { name: event.title, exact: true }).click();
  await expect(page.getByTestId('payouts-total-payable')).toContainText(rupees(afterSale.totals.payable));
  await expect(page.getByTestId('payouts-row')).toHaveCount(1);
  await expect(page.getByTestId('payouts-row')).toContainText(event.title);
  // its transfer: a job sends it seconds after the payment, on hold until after the show (the history is read on load)
  const transfer = page.getByTestId('payout-history-row').filter({ hasText: booking.orderNo });
  await expect(async () => {
    await page.reload();
    await expect(transfer.getByTestId('payout-history-state')).toContainText('On hold until', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(transfer).toContainText(rupees(share));

  // the ticket amount goes back: the organiser's payable is what it was before the sale
  const ticketAmount = booking.subtotal - booking.discount;
  expect((await request.post(`/api/admin/bookings/${booking.id}/refund`, { headers: admin, data: { amount: ticketAmount, reason: 'Seats unavailable' } })).ok()).toBeTruthy();
  // the organiser's whole share of it is taken back from the transfer
  await expect(async () => {
    await page.reload();
    await expect(transfer.getByTestId('payout-history-state')).toHaveText(`Reversed ${rupees(share)}`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('payouts-event').click();
  await page.getByRole('option', { name: event.title, exact: true }).click();
  await expect(page.getByTestId('payouts-total-payable')).toContainText(rupees(before.totals.payable));
  await expect(page.getByTestId('payouts-total-refunds')).toContainText(rupees(before.totals.refunds + ticketAmount));

  // the bank account: the server's words at the field, then saved and shown masked
  await page.getByTestId('payout-accountHolder').fill('Delhi Live Events');
  await page.getByTestId('payout-ifsc').fill('HDFC1001234');
  await page.getByTestId('payout-accountNumber').fill('50100012345678');
  await page.getByTestId('payout-account-save').click();
  await expect(page.getByTestId('payout-account-form')).toContainText('Enter a valid IFSC.');
  await page.getByTestId('payout-ifsc').fill('HDFC0001234');
  await page.getByTestId('payout-account-save').click();
  await expect(page.getByTestId('payout-account-saved')).toBeVisible();
  await expect(page.getByTestId('payout-account-current')).toHaveText('Payouts go to Delhi Live Events, HDFC0001234, account XXXXXX5678.');

  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await expectFitsWidth(page);
  }
});

test("the back office reads an organiser's settlement and sets its commission and Route account, with the server's words at the fields", async ({ page, request }) => {
  const admin = await bearer(request, 'admin', ADMIN);
  const vendors = ((await (await request.get('/api/admin/vendors?limit=100', { headers: admin })).json()) as { data: { id: string; email: string; companyName: string }[] }).data;
  const demo = vendors.find((v) => v.email === DEMO_VENDOR.email)!;
  const statement = (await (await request.get(`/api/admin/settlements?vendorId=${demo.id}`, { headers: admin })).json()) as Statement;

  await signInAt(page, 'admin');
  await page.getByTestId('menu-payouts').click();
  await expect(page).toHaveURL(/\/admin\/reports\/payouts$/);
  await page.getByTestId('settlements-vendor').click();
  await page.getByRole('option', { name: demo.companyName, exact: true }).click();
  await expect(page.getByTestId('settlements-total-payable')).toContainText(rupees(statement.totals.payable));
  await expect(page.getByTestId('settlements-row').first()).toContainText(demo.companyName);

  const form = page.getByTestId('payout-settings-form');
  await page.getByTestId('payout-commission').fill('7.5');
  await page.getByTestId('payout-route-account').fill('bank-42');
  await page.getByTestId('payout-settings-save').click();
  await expect(form).toContainText('razorpayAccountId must be a Razorpay linked account id such as acc_Ef0xTJxSPnhk2G.');
  await page.getByTestId('payout-route-account').fill('acc_Ef0xTJxSPnhk2G');
  await page.getByTestId('payout-settings-save').click();
  await expect(page.getByTestId('payout-settings-saved')).toBeVisible();
  const saved = await (await request.get(`/api/admin/vendors/${demo.id}/payout`, { headers: admin })).json();
  expect(saved).toMatchObject({ commissionBps: 750, effectiveCommissionBps: 750, razorpayAccountId: 'acc_Ef0xTJxSPnhk2G' });
  // the new rate is the statement's at once
  const after = (await (await request.get(`/api/admin/settlements?vendorId=${demo.id}`, { headers: admin })).json()) as Statement;
  await expect(page.getByTestId('settlements-total-payable')).toContainText(rupees(after.totals.payable));

  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsWidth(page);
  // back to the default for the other tests
  expect((await request.put(`/api/admin/vendors/${demo.id}/payout`, { headers: admin, data: { commissionBps: null, razorpayAccountId: null } })).ok()).toBeTruthy();
});
