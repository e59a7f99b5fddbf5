import { expect, test } from '@playwright/test';
import { expectFitsWidth, newBuyer, signIn } from './buyer';
import { signInAt } from './sign-in';
import { sellerWithApprovedEvent } from './seller';

/**
 * The waitlist (issue 23, part 3): the organiser turns it on in the portal's event form, a buyer joins a sold-out
 * type from the event page and sees the entry on the dashboard's Waitlist tab, and the organiser's Sales screen
 * shows who waits per showtime × type with 'N more seats would sell'.
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

test('the organiser turns the waitlist on; a buyer on a phone joins a sold-out type from the event page, sees their place on the dashboard, and leaves', async ({ page, request }) => {
  const stamp = Date.now();
  const startsAt = new Date(Date.now() + 15 * 86_400_000).toISOString();
  const { seller, event } = await sellerWithApprovedEvent(request, `Queue ${stamp}`, 'Noor Ali', {
    title: `Sold Out Night ${stamp}`, description: 'One seat only.', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '21:00',
    location: { name: 'India Habitat Centre', address: 'Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' },
    ticketTypes: [{ name: 'Balcony', price: 700, quantity: 1, maxPerOrder: 4 }],
  });
  const first = await newBuyer(request, `Only Seat ${stamp}`);
  const booked = await request.post('/api/user/bookings/create', { headers: { Authorization: `Bearer ${first.token}` }, data: { eventId: event.id, qty: 1, paymentMethod: 'cod' } });
  expect(booked.status(), await booked.text()).toBe(201);

  await signInAt(page, 'vendor', seller);
  await page.goto(`/vendor/events/${event.id}/edit`);
  const checkbox = page.getByTestId('event-waitlistEnabled').getByRole('checkbox');
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  await page.getByTestId('event-submit').click();
  await expect.poll(async () => (await (await request.get(`/api/events/public/${event.slug}/${event.code}`)).json()).capacity?.waitlistEnabled).toBe(true);

  const buyer = await newBuyer(request, `Hopeful ${stamp}`);
  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, buyer);
  await page.goto(`/events/${event.slug}/${event.code}`);
  await page.locator('html[data-hydrated=true]').waitFor();
  const line = page.getByTestId('showtime-type').filter({ hasText: 'Balcony' });
  await expect(line.getByTestId('showtime-type-left')).toHaveText('Sold out');
  await line.getByTestId('join-waitlist').click();
  await page.getByTestId('waitlist-quantity').click();
  await page.getByRole('option', { name: '2' }).click();
  await page.getByTestId('waitlist-submit').click();
  await expect(page.getByTestId('waitlist-joined')).toContainText('You are number 1 in line.');
  await expectFitsWidth(page);

  await page.getByTestId('waitlist-see-mine').click();
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: `Sold Out Night ${stamp}` });
  await expect(entry.getByTestId('waitlist-entry-status')).toHaveText('Waiting');
  await expect(entry.getByTestId('waitlist-entry-position')).toHaveText('Number 1 in line');
  await expect(entry.getByTestId('waitlist-entry-tickets')).toHaveText('2 × Balcony');
  await expectFitsWidth(page);
  const mine = await (await request.get('/api/user/waitlist', { headers: { Authorization: `Bearer ${buyer.token}` } })).json();
  expect(mine).toMatchObject([{ eventId: event.id, quantity: 2, status: 'waiting', position: 1 }]);

  await entry.getByTestId('waitlist-leave').click();
  await expect(page.getByTestId('empty-state')).toContainText('You are not on any waitlist');
  expect(await (await request.get('/api/user/waitlist', { headers: { Authorization: `Bearer ${buyer.token}` } })).json()).toEqual([]);
});

test('a cancelled booking is offered to the first in line: the link takes the buyer on a phone to the held tickets, which they book; no one else can take them', async ({ page, request }) => {
  const stamp = Date.now();
  const startsAt = new Date(Date.now() + 18 * 86_400_000).toISOString();
  const { event } = await sellerWithApprovedEvent(request, `Offers ${stamp}`, 'Meera Das', {
    title: `Second Chance ${stamp}`, description: 'Two seats, one queue.', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '19:30',
    location: { name: 'Siri Fort Auditorium', address: 'August Kranti Marg', city: 'New Delhi', state: 'Delhi', zipCode: '110049', country: 'India' },
    capacity: { waitlistEnabled: true },
    ticketTypes: [{ name: 'Stalls', price: 500, quantity: 2 }],
  });
  const typeId = event.ticketTypes[0].id;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const holder = await newBuyer(request, `Holder ${stamp}`);
  const held = await request.post('/api/user/bookings/create', { headers: bearer(holder.token), data: { eventId: event.id, qty: 2, paymentMethod: 'cod' } });
  expect(held.status(), await held.text()).toBe(201);
  const waiter = await newBuyer(request, `Next In Line ${stamp}`);
  const joined = await request.post('/api/user/waitlist', { headers: bearer(waiter.token), data: { eventId: event.id, ticketTypeId: typeId, quantity: 2 } });
  expect(joined.status(), await joined.text()).toBe(201);
  const entryId = (await joined.json()).id as string;

  const heldBooking = await held.json();
  const cancelled = await request.post(`/api/user/bookings/${heldBooking._id ?? heldBooking.id}/cancel`, { headers: bearer(holder.token) });
  expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
  const mine = await (await request.get('/api/user/waitlist', { headers: bearer(waiter.token) })).json();
  expect(mine).toMatchObject([{ id: entryId, status: 'offered', quantity: 2 }]);
  const stranger = await newBuyer(request, `Queue Jumper ${stamp}`);
  expect((await request.post('/api/user/bookings/create', { headers: bearer(stranger.token), data: { eventId: event.id, qty: 1, paymentMethod: 'cod' } })).status()).toBe(409);

  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, waiter);
  await page.goto(`/events/${event.slug}/${event.code}?waitlist=${entryId}`);
  await page.locator('html[data-hydrated=true]').waitFor();
  await expect(page.getByTestId('waitlist-offer')).toContainText('2 × Stalls held for you until');
  await expectFitsWidth(page);
  await page.getByTestId('waitlist-offer-book').click();
  await expect(page.getByTestId('waitlist-booking')).toBeVisible();
  await expect(page.getByTestId('step-heading')).toHaveText('Review & Pay');
  // ₹1,000, 5% convenience, ₹2 donation: the offer's two seats at their price
  await expect(page.getByTestId('quote-total')).toHaveText('₹1,052.00');
  await page.getByTestId('pay').click();
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
  expect(await (await request.get('/api/user/waitlist', { headers: bearer(waiter.token) })).json()).toMatchObject([{ id: entryId, status: 'converted' }]);
});
