import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingSummary, ShowtimeSeatMap } from '@marketplace/shared-dto';
import { expectFitsWidth, newBuyer, seriousViolations, signIn, type Buyer } from './buyer';
import { adminHeaders } from './seller';
import { signInAt } from './sign-in';

/**
 * Reserved seating on the public site (issue 24): a phone buyer chooses seats on the map, pays, and finds them on
 * the tickets and at the door; a seat another buyer takes meanwhile gives the server's words at the map. The
 * organiser's side: the event form's plan and category mapping.
 */

test.use({ viewport: { width: 360, height: 740 } });

interface Seated { slug: string; code: string; id: string; sessionId: string; planId: string; seller: { email: string; password: string } }

/** A new organiser with a venue and its plan: 'Stalls' (Gold, rows A-C) and 'Balcony' (Silver, rows D-E), 8 seats a row. */
async function sellerWithPlan(request: APIRequestContext, title: string) {
  const seller = { email: `seats-${Date.now()}@browser.test`, password: 'Stage@2025' };
  const registered = await request.post('/api/vendor/auth/register', { data: { ...seller, companyName: `${title} Pvt`, contactName: 'Meera Rao' } });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const vendor = { Authorization: `Bearer ${(await registered.json()).token}` };
  const venue = await request.post('/api/vendor/meta/venues', { headers: vendor, data: { name: `${title} Hall`, city: 'New Delhi', address: 'Mandi House' } });
  expect(venue.ok(), await venue.text()).toBeTruthy();
  const venueId = (await venue.json()).id as string;
  const plan = await request.post(`/api/vendor/meta/venues/${venueId}/seating-plans`, {
    headers: vendor,
    data: { name: 'Main hall', generate: { sections: [{ name: 'Stalls', category: 'Gold', rows: 'A-C', seatsPerRow: 8 }, { name: 'Balcony', category: 'Silver', rows: 'D-E', seatsPerRow: 8 }] } },
  });
  expect(plan.ok(), await plan.text()).toBeTruthy();
  return { seller, vendor, venueId, venueName: `${title} Hall`, planId: (await plan.json()).id as string };
}

/** A new organiser's seated event of that plan, approved: Gold and Silver types mapped by name, one showtime. */
async function seatedEvent(request: APIRequestContext, title: string): Promise<Seated> {
  const { seller, vendor, venueId, planId } = await sellerWithPlan(request, title);
  const friday = new Date(Date.now() + 9 * 86_400_000).toISOString();
  const created = await request.post('/api/vendor/events', {
    headers: vendor,
    data: {
      title, description: 'A play in the round, with reserved seats.', eventType: 'offline', startDate: friday.slice(0, 10), startTime: '19:00',
      venueChoice: 'existing', venue: venueId, contactInfo: { organizerName: 'Meera Rao', organizerEmail: seller.email },
      ticketTypes: [{ name: 'Gold', price: 1200, quantity: 1, maxPerOrder: 4 }, { name: 'Silver', price: 500, quantity: 1, maxPerOrder: 4 }],
      sessions: [{ startsAt: friday, label: 'Friday' }],
      seatingPlanId: planId, seatCategories: [{ category: 'Gold', ticketTypeId: 'Gold' }, { category: 'Silver', ticketTypeId: 'Silver' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = await created.json();
  expect((await request.patch(`/api/admin/events/${event.id}/status`, { headers: await adminHeaders(request), data: { status: 'approved' } })).ok()).toBeTruthy();
  return { slug: event.slug, code: event.code, id: event.id, sessionId: event.sessions[0].id, planId, seller };
}

/** The wizard at the seat map of the event's showtime, as `buyer`. */
async function openMap(page: Page, event: Seated, buyer: Buyer) {
  await signIn(page, buyer);
  await page.goto(`/book/${event.slug}/${event.code}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('showtime').getByTestId('showtime-seated')).toHaveText('Reserved seating');
  await page.getByTestId('showtime').filter({ hasText: 'Friday' }).click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-heading')).toHaveText('Select seats');
  await expect(page.getByTestId('seat-legend')).toContainText('Gold · ₹1,200');
  await expect(page.getByTestId('seat-legend')).toContainText('Silver · ₹500');
}

const seat = (page: Page, name: string) => page.getByRole('checkbox', { name });

test('on a phone a buyer chooses two seats on the map, pays, and finds them on the tickets and at the door', async ({ page, request }) => {
  const event = await seatedEvent(request, `Andha Yug ${Date.now()}`);
  // the event page says the showtime sells reserved seats
  await page.goto(`/events/${event.slug}/${event.code}`);
  await expect(page.getByTestId('showtime-card').getByTestId('showtime-seated')).toHaveText('Reserved seating');
  const buyer = await newBuyer(request, 'Tara Menon');
  await openMap(page, event, buyer);
  await expectFitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);

  // zoomed in on the middle of the stalls, two seats by tap and one more by keyboard, then that one given back
  await page.getByTestId('seat-map-zoom-in').click();
  await seat(page, 'Row C seat 4, Gold, ₹1,200, available').click();
  await seat(page, 'Row C seat 5, Gold, ₹1,200, available').click();
  await seat(page, 'Row C seat 5, Gold, ₹1,200, available').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(seat(page, 'Row C seat 6, Gold, ₹1,200, available')).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Remove Stalls · Row C · Seat 6' }).click();
  await expect(page.getByTestId('seat-chosen-item')).toHaveText(['Stalls · Row C · Seat 4 · Gold₹1,200', 'Stalls · Row C · Seat 5 · Gold₹1,200']);
  await expect(page.getByTestId('seat-chosen-total')).toHaveText('2 seats · ₹2,400');
  await expectFitsWidth(page);

  await page.getByTestId('continue').click();
  await expect(page.getByTestId('quote-seats')).toHaveText('Stalls · Row C · Seat 4, Stalls · Row C · Seat 5');
  await expect(page.getByTestId('quote-line')).toHaveText(['₹2,400.00']);
  await page.getByTestId('pay').click();
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('success-title')).toHaveText('Booking Confirmed!');
  await expect(page.getByTestId('success-seats')).toHaveText('Stalls · Row C · Seat 4, Stalls · Row C · Seat 5');

  await page.goto('/dashboard?tab=tickets');
  await expect(page.getByTestId('ticket-seat')).toHaveText(['Stalls · Row C · Seat 4', 'Stalls · Row C · Seat 5']);
  await expectFitsWidth(page);

  // the seats are taken for everyone now
  const map = (await (await request.get(`/api/events/public/${event.slug}/${event.code}/sessions/${event.sessionId}/seats`)).json()) as ShowtimeSeatMap;
  expect(Object.values(map.status).filter((s) => s === 'unavailable')).toHaveLength(2);

  // the door says where the holder sits
  const bookings = (await (await request.get('/api/user/bookings', { headers: { Authorization: `Bearer ${buyer.token}` } })).json()).data as BookingSummary[];
  const ticket = bookings[0].tickets[0];
  await signInAt(page, 'vendor', event.seller);
  await page.goto(`/vendor/checkin?event=${event.id}&session=${event.sessionId}`);
  await expect(page.getByTestId('checkin-count')).toHaveText('0 of 2 checked in');
  await page.getByTestId('checkin-code').fill(ticket.number);
  await page.getByTestId('checkin-submit').click();
  await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByTestId('checkin-result-seat')).toHaveText(ticket.seat!.label);

  // the sales screen counts the seats per category
  await page.goto(`/vendor/bookings?event=${event.id}`);
  await expect(page.getByTestId('sales-seat-category').locator('td:first-child')).toHaveText(['Gold', 'Silver']);
  await expect(page.getByTestId('sales-seat-category-sold')).toHaveText(['2', '0']);
  // and the Tickets screen lists them under the booking
  await page.goto('/vendor/tickets');
  await expect(page.getByTestId('ticket-seat')).toHaveText(['Stalls · Row C · Seat 4', 'Stalls · Row C · Seat 5']);

  // and the back office's booking names them
  await signInAt(page, 'admin');
  await page.goto(`/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ q: bookings[0].orderNo }))}`);
  await page.getByTestId('row-menu').click();
  await page.getByTestId('row-menu-actions').getByTestId('booking-details').click();
  await expect(page.getByRole('dialog').getByTestId('booking-seats')).toHaveText('Stalls · Row C · Seat 4, Stalls · Row C · Seat 5');
});

test('best available picks seats side by side; a seat another buyer takes meanwhile gives the server\'s words at the map', async ({ page, request }) => {
  const event = await seatedEvent(request, `Tughlaq ${Date.now()}`);
  await openMap(page, event, await newBuyer(request, 'Arjun Pillai'));

  // the nearest the stage and the middle: row A, seats 4 and 5 of 8
  await page.getByTestId('seat-best-available').click();
  await expect(page.getByTestId('seat-chosen-item')).toHaveText(['Stalls · Row A · Seat 4 · Gold₹1,200', 'Stalls · Row A · Seat 5 · Gold₹1,200']);
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('quote-seats')).toHaveText('Stalls · Row A · Seat 4, Stalls · Row A · Seat 5');

  // someone else holds A-4 before this buyer pays
  const map = (await (await request.get(`/api/events/public/${event.slug}/${event.code}/sessions/${event.sessionId}/seats`)).json()) as ShowtimeSeatMap;
  const a4 = map.plan.zones[0].rows[0].seats.find((s) => s.label === '4')!.guid;
  const other = await newBuyer(request, 'Kavya Shah');
  const held = await request.post('/api/user/bookings/create', {
    headers: { Authorization: `Bearer ${other.token}` },
    data: { eventId: event.id, sessionId: event.sessionId, seats: [a4], donation: false, paymentMethod: 'razorpay' },
  });
  expect(held.ok(), await held.text()).toBeTruthy();

  await page.getByTestId('pay').click();
  await expect(page.getByTestId('step-heading')).toHaveText('Select seats');
  await expect(page.getByTestId('seat-notice')).toHaveText('Seat A-4 was just taken.');
  await expect(seat(page, 'Row A seat 4, Gold, ₹1,200, not available')).toHaveAttribute('data-state', 'unavailable');
  await expect(page.getByTestId('seat-chosen-item')).toHaveText(['Stalls · Row A · Seat 5 · Gold₹1,200']);
  await expectFitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the picker in Hindi: the step, the legend, the stage, each seat\'s name and the buttons from the Hindi catalogue', async ({ page, request }) => {
  const event = await seatedEvent(request, `Hayavadana ${Date.now()}`);
  await signIn(page, await newBuyer(request, 'अनन्या शर्मा'));
  await page.goto(`/hi/book/${event.slug}/${event.code}?step=2&session=${event.sessionId}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('step-heading')).toHaveText('सीटें चुनें');
  await expect(page.getByTestId('seat-legend')).toContainText('उपलब्ध नहीं');
  await expect(page.getByTestId('seat-stage')).toHaveText('मंच');
  await seat(page, 'पंक्ति A सीट 1, Gold, ₹1,200, उपलब्ध').click();
  await expect(page.getByTestId('seat-chosen-item')).toHaveText(['Stalls · पंक्ति A · सीट 1 · Gold₹1,200']);
  await expect(page.getByTestId('seat-chosen-total')).toHaveText('1 सीट · ₹1,200');
  await expect(page.getByTestId('seat-best-available')).toHaveText('सबसे अच्छी उपलब्ध');
  await expect(page.getByTestId('seat-map-zoom-in')).toHaveAttribute('aria-label', 'बड़ा करें');
  await expectFitsWidth(page);
});

test.describe('the event form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an organiser makes an event seated: a plan of the venue, each category mapped to a type, the server\'s words at an unmapped category', async ({ page, request }) => {
    const { seller, venueName } = await sellerWithPlan(request, `Rangmanch ${Date.now()}`);
    await signInAt(page, 'vendor', seller);
    await page.goto('/vendor/events/new');
    await page.getByTestId('event-title').fill('Ghashiram Kotwal');
    await page.getByTestId('event-description').fill('A Marathi play with music, in reserved seats.');
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('event-startDate').fill(day);
    await page.getByTestId('event-startTime').fill('19:00');
    await page.getByTestId('event-venue').click();
    await page.getByRole('option', { name: new RegExp(venueName) }).click();
    await page.getByTestId('ticket-type-name-0').fill('Gold');
    await page.getByTestId('ticket-type-price-0').fill('1200');
    await page.getByTestId('ticket-type-add').click();
    await page.getByTestId('ticket-type-name-1').fill('Balcony');
    await page.getByTestId('ticket-type-price-1').fill('500');
    await page.getByTestId('session-add').click();
    await page.getByTestId('session-startsAt-0').fill(`${day}T19:00`);

    // the plan's categories: Gold finds the type of its name, Silver has none yet
    await page.getByTestId('event-seatingPlan').click();
    await page.getByRole('option', { name: 'Main hall · 40 seats' }).click();
    await expect(page.getByTestId('event-seatCategory')).toHaveCount(2);
    await expect(page.getByTestId('event-seatCategory-0')).toHaveText('Gold');
    await expect(page.getByTestId('event-seatCategory-1')).toHaveText('Choose a ticket type');
    await page.getByTestId('event-submit').click();
    await expect(page.getByTestId('event-seatCategory').nth(1)).toContainText('ticketTypeId must be a ticket type of the event');

    await page.getByTestId('event-seatCategory-1').click();
    await page.getByRole('option', { name: 'Balcony' }).click();
    await page.getByTestId('event-submit').click();
    // each type sells its categories' seats in the showtime
    await expect(page.getByTestId('sales-left')).toHaveText(['24 of 24', '16 of 16']);
  });

  test('the back office shows an event\'s plan and mapping, keeps them on a save, and takes the plan off', async ({ page, request }) => {
    const event = await seatedEvent(request, `Nagamandala ${Date.now()}`);
    const admin = await adminHeaders(request);
    const saved = async () => (await (await request.get(`/api/admin/events/${event.id}`, { headers: admin })).json()) as { seatingPlanId: string | null; seatCategories: { category: string; ticketTypeId: string }[]; ticketTypes: { id: string; name: string }[] };
    const before = await saved();
    await signInAt(page, 'admin');
    const pricing = async () => {
      await page.goto(`/admin/events/${event.id}/edit/2`);
      await expect(page.getByRole('combobox', { name: 'Seating plan' })).toHaveText('Main hall · 40 seats');
    };
    await pricing();
    await expect(page.getByRole('combobox', { name: 'Gold sells as' })).toHaveText('Gold');
    await expect(page.getByRole('combobox', { name: 'Silver sells as' })).toHaveText('Silver');
    await page.getByTestId('submit-event').click();
    // saved: the form leaves for the list
    await expect(page).toHaveURL(/\/admin\/events$/);
    expect(await saved()).toMatchObject({ seatingPlanId: event.planId, seatCategories: before.seatCategories });

    await pricing();
    await page.getByRole('combobox', { name: 'Seating plan' }).click();
    // react-admin names its empty choice 'Clear value'; its text is ours
    await page.getByRole('option').filter({ hasText: 'General admission (no seating plan)' }).click();
    await expect(page.getByRole('combobox', { name: 'Gold sells as' })).toHaveCount(0);
    await page.getByTestId('submit-event').click();
    // saved: the form leaves for the list
    await expect(page).toHaveURL(/\/admin\/events$/);
    expect((await saved()).seatingPlanId).toBeNull();
  });
});
