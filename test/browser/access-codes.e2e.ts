import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { bookTypes, expectFitsWidth, newBuyer, signIn, type ApiEvent } from './buyer';

/** Access codes (issue 23, part 2): a shared link's ?code= unlocks a hidden ticket type on the event page, and the wizard sells it. */

test.use({ viewport: { width: 360, height: 740 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a shared link with ?code= shows the hidden type on the event page, and the buyer books it through the wizard', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const created = await request.post('/api/admin/events', {
    headers: admin,
    data: {
      title: `Backstage Night ${Date.now()}`, description: 'With a hidden type.', eventType: 'online', startDate: at(9).slice(0, 10), startTime: '19:00',
      contactInfo: { organizerName: 'Utsav', organizerEmail: 'events@utsav.test' },
      ticketTypes: [{ name: 'Stall', price: 1000, quantity: 10 }, { name: 'Backstage', price: 400, quantity: 4, hidden: true, accessCode: 'CREW-2026' }],
    },
  });
  expect(created.ok()).toBeTruthy();
  const event = (await created.json()) as ApiEvent;

  await open(page, `/events/${event.slug}/${event.code}`);
  await expect(page.getByTestId('event-title')).toHaveText(event.title);
  await expect(page.getByTestId('showtime-type-name')).toHaveText(['Stall']);
  await expect(page.getByTestId('access-code-note')).toHaveCount(0);
  await expect(page.getByTestId('event-price')).toHaveText(/^₹1,000(\.00)?$/);

  await open(page, `/events/${event.slug}/${event.code}?code=crew-2026`);
  await expect(page.getByTestId('access-code-note')).toContainText('Your access code unlocked tickets');
  await expect(page.getByTestId('showtime-type-name')).toHaveText(['Stall', 'Backstage']);
  await expect(page.getByTestId('event-price')).toHaveText(/^₹400(\.00)?$/);
  await expectFitsWidth(page);

  await open(page, `/events/${event.slug}/${event.code}?code=WRONG-1`);
  await expect(page.getByTestId('access-code-note')).toHaveText('This access code unlocks no tickets for this event.');

  await signIn(page, await newBuyer(request, 'Kabir Crew'));
  await open(page, `/events/${event.slug}/${event.code}?code=crew-2026`);
  await page.getByTestId('showtime-book').click();
  await expect(page).toHaveURL(/code=crew-2026/);
  await bookTypes(page, { Backstage: 2 });
  // ₹800, 5% convenience, ₹2 donation
  await expect(page.getByTestId('quote-total')).toHaveText('₹842.00');
  await page.getByTestId('pay').click();
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
});
