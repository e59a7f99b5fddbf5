import { expect, test } from '@playwright/test';
import { expectFitsWidth, newBuyer, paidEvent, signIn, type ApiEvent } from './buyer';

/** The booking wizard's last step as money goes (issue 26): a free order is confirmed without a payment; the billing state and the GST inside the price. */

test.use({ viewport: { width: 360, height: 740 } });

test("a free event: no payment method, no donation, 'Confirm booking' (never 'Pay') straight to the success page", async ({ page, request }) => {
  const cards = (await (await request.get('/api/events/public?limit=50')).json()).data as { slug: string; code: string; price: number | null; soldOut: boolean }[];
  let event: ApiEvent | undefined;
  for (const c of cards.filter((x) => x.price === 0 && !x.soldOut)) {
    const detail = (await (await request.get(`/api/events/public/${c.slug}/${c.code}`)).json()) as ApiEvent;
    if (detail.ticketsAvailable >= 2 && detail.sessions.length === 0) { event = detail; break; }
  }
  expect(event, 'the demo data has a free event without showtimes').toBeTruthy();

  const buyer = await newBuyer(request, 'Kabir Free');
  await signIn(page, buyer);
  await page.goto(`/book/${event!.slug}/${event!.code}`);
  await page.getByTestId('continue').click();
  await page.getByTestId('quantity-plus').first().click();
  await page.getByTestId('continue').click();

  await expect(page.getByTestId('quote-total')).toContainText('₹0.00');
  const button = page.getByTestId('pay');
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Confirm booking');
  await expect(page.getByTestId('payment-methods')).toHaveCount(0);
  await expect(page.getByTestId('donation')).toHaveCount(0);
  await expectFitsWidth(page);

  await button.click();
  await expect(page).toHaveURL(/\/booking\/success\//);
  await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
  await expect(page.getByText('This booking cannot be paid.')).toHaveCount(0);
  await expect(page.getByText(/Pay ₹/)).toHaveCount(0);
});

test('checkout asks for the billing state, defaulting to the venue\'s, and the total stays what the server quotes', async ({ page, request }) => {
  const event = await paidEvent(request);
  const buyer = await newBuyer(request, 'Meera Billing');
  await signIn(page, buyer);
  await page.goto(`/book/${event.slug}/${event.code}`);
  await page.getByTestId('continue').click();
  await page.getByTestId('quantity-plus').first().click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('pay')).toBeEnabled();
  const total = await page.getByTestId('quote-total').textContent();
  // the demo venues are in Delhi, Haryana and Uttar Pradesh
  await expect(page.getByTestId('billing-state')).toHaveText(/Delhi|Haryana|Uttar Pradesh/);
  await expect(page.getByTestId('quote-gst')).toContainText('Prices include GST of ₹');
  await page.getByTestId('billing-state').click();
  await page.getByRole('option', { name: 'Maharashtra' }).click();
  await expect(page.getByTestId('billing-state')).toHaveText('Maharashtra');
  await expect(page.getByTestId('pay')).toBeEnabled();
  await expect(page.getByTestId('quote-total')).toHaveText(total!);
  await expectFitsWidth(page);
});
