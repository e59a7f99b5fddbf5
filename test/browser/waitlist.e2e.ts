import { expect, test } from '@playwright/test';
import { expectFitsWidth, newBuyer } from './buyer';
import { signInAt } from './sign-in';
import { sellerWithApprovedEvent } from './seller';

/**
 * The waitlist's joining slice (issue 23, part 3, partial): buyers join a sold-out type through the API and the
 * organiser's Sales screen shows them per showtime × type with 'N more seats would sell'. Offers are not built yet.
 */
test("the organiser sees who waits for a sold-out type and 'N more seats would sell', at 360 px and desktop", async ({ page, request }) => {
  const stamp = Date.now();
  const startsAt = new Date(Date.now() + 12 * 86_400_000).toISOString();
  const { seller, event } = await sellerWithApprovedEvent(request, `Waits ${stamp}`, 'Ira Sen', {
    title: `Last Seats ${stamp}`, description: 'Two seats only.', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '20:00',
    location: { name: 'Kamani Auditorium', address: 'Copernicus Marg', city: 'New Delhi', state: 'Delhi', zipCode: '110001', country: 'India' },
    capacity: { waitlistEnabled: true },
    ticketTypes: [{ name: 'Front row', price: 900, quantity: 2 }],
  });
  const typeId = event.ticketTypes[0].id;
  const first = await newBuyer(request, `Seat Taker ${stamp}`);
  const join = async (quantity: number) => {
    const buyer = await newBuyer(request, `Waiter ${stamp} ${quantity}`);
    return request.post('/api/user/waitlist', { headers: { Authorization: `Bearer ${buyer.token}` }, data: { eventId: event.id, ticketTypeId: typeId, quantity } });
  };
  expect((await join(1)).status()).toBe(409);
  const booked = await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${first.token}` }, data: { eventId: event.id, qty: 2, paymentMethod: 'cod' } });
  expect(booked.status(), await booked.text()).toBe(201);
  expect(await (await join(2)).json()).toMatchObject({ position: 1, status: 'waiting' });
  expect(await (await join(3)).json()).toMatchObject({ position: 2, status: 'waiting' });

  await signInAt(page, 'vendor', seller);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/vendor/bookings?event=${event.id}`);
    await expect(page.getByTestId('waitlist-would-sell')).toHaveText('5 more seats would sell');
    await expect(page.getByTestId('waitlist-row')).toHaveCount(1);
    await expect(page.getByTestId('waitlist-waiting')).toHaveText('2');
    await expectFitsWidth(page);
  }
});
