import { eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings, events, eventSessions, refunds, ticketInventory, ticketTypes } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertSession, insertUser, paidBooking as paidBookingOf } from '../bookings/fixtures';

jest.setTimeout(120_000);

const DAY = 24 * 3600 * 1000;

/** Issue 25 item 2: a vendor or an administrator cancels a whole event or one showtime; every buyer is refunded in full and told why. */
describe('cancel a show: POST /api/vendor|admin/events/{id}/cancel', () => {
  let t: TestApp;
  let jobs: JobsService;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    jobs = t.app.get(JobsService);
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
    owner = bearer(vendor.token);
  });
  afterAll(async () => { await t?.close(); });

  const cancelAsVendor = (id: string, body: Record<string, unknown>, auth = owner) => t.http.post(`/api/vendor/events/${id}/cancel`).set(auth).send(body);
  const cancelAsAdmin = (id: string, body: Record<string, unknown>, auth = admin) => t.http.post(`/api/admin/events/${id}/cancel`).set(auth).send(body);

  const paidBooking = (eventId: string, body: Record<string, unknown> = { qty: 1 }) => paidBookingOf(t, { eventId, ...body });
  const mailsTo = async (email: string) => (await t.http.get('/api/dev/mail-outbox').query({ to: email }).expect(200)).body.data as { subject: string; text: string }[];
  const smsTo = async (phone: string) => (await t.http.get('/api/dev/sms-outbox').query({ phone }).expect(200)).body.data as { body: string }[];
  const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  const eventRow = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0];

  /** A second showtime beside `first`, with every type at its full quantity. */
  async function secondShowtime(eventId: string, label: string) {
    const [session] = await t.db.insert(eventSessions).values({ eventId, startsAt: new Date(Date.now() + 6 * DAY), label }).returning();
    for (const type of await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId))) {
      await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: type.id, eventId, quantity: type.quantity, available: type.quantity });
    }
    return session;
  }

  it('the vendor cancels a whole event: every booking cancelled, paid ones refunded in full, each buyer told the reason; it stops selling', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Rain Raga' });
    const paid = await paidBooking(event.id, { qty: 3 });
    const codBuyer = await insertUser(t);
    const cod = await book(t.http, codBuyer.auth, { eventId: event.id, qty: 2 });

    const res = await cancelAsVendor(event.id, { reason: '  The venue flooded  ' }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Cancelled. 2 bookings cancelled and refunded in full; every buyer is told the reason.',
      cancelledBookings: 2,
      event: { id: event.id, status: 'cancelled', cancelReason: 'The venue flooded' },
    });
    await drainJobs(jobs);

    expect(await bookingRow(t, paid.booking.id)).toMatchObject({ status: 'cancelled', cancelReason: 'event_cancelled', paymentStatus: 'refunded', refundedPaise: Math.round(paid.booking.total * 100) });
    expect((await refundsOf(paid.booking.id)).map((r) => [r.amountPaise, r.status])).toEqual([[Math.round(paid.booking.total * 100), 'processed']]);
    expect(await bookingRow(t, cod.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    const mail = (await mailsTo(paid.buyer.user.email!)).find((m) => m.subject.startsWith('Rain Raga is cancelled'));
    expect(mail?.text).toContain('Reason: The venue flooded');
    expect((await smsTo(paid.buyer.user.phone!)).map((m) => m.body).join('\n')).toContain('The venue flooded');
    expect((await smsTo(codBuyer.user.phone!)).map((m) => m.body).join('\n')).toContain('The venue flooded');

    // nothing sells any more, and nothing puts it back on sale
    const buyer = await insertUser(t);
    await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: event.id, qty: 1, paymentMethod: 'cod' }).expect(404);
    expect((await cancelAsVendor(event.id, { reason: 'Again' }).expect(409)).body.message).toBe(Messages.eventAlreadyCancelled);
    expect((await t.http.patch(`/api/admin/events/${event.id}/status`).set(admin).send({ status: 'approved' }).expect(409)).body.message).toBe(Messages.eventIsCancelled);
    expect((await t.http.put(`/api/vendor/events/${event.id}`).set(owner).send({ title: 'Back on' }).expect(409)).body.message).toBe(Messages.eventIsCancelled);
    await t.http.put(`/api/admin/events/${event.id}`).set(admin).send({ status: 'cancelled' }).expect(400);
    expect(await eventRow(event.id)).toMatchObject({ status: 'cancelled', title: 'Rain Raga' });
  });

  it('an administrator cancels one showtime: only its bookings go, it stops selling, the other showtime sells on', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Two Nights' });
    const first = await insertSession(t, event.id, new Date(Date.now() + 5 * DAY), 'Friday');
    const second = await secondShowtime(event.id, 'Saturday');
    const friday = await paidBooking(event.id, { qty: 2, sessionId: first.id });
    const saturday = await paidBooking(event.id, { qty: 1, sessionId: second.id });

    const res = await cancelAsAdmin(event.id, { reason: 'Artist unwell', sessionId: first.id }).expect(200);
    expect(res.body.cancelledBookings).toBe(1);
    expect(res.body.event.status).toBe('approved');
    const shows = res.body.event.sessions as { id: string; cancelledAt: string | null; cancelReason: string | null; available: number }[];
    expect(shows.find((s) => s.id === first.id)).toMatchObject({ cancelReason: 'Artist unwell', available: 0, cancelledAt: expect.any(String) });
    expect(shows.find((s) => s.id === second.id)).toMatchObject({ cancelledAt: null });
    await drainJobs(jobs);

    expect(await bookingRow(t, friday.booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedPaise: Math.round(friday.booking.total * 100) });
    expect(await bookingRow(t, saturday.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await smsTo(friday.buyer.user.phone!)).map((m) => m.body).join('\n')).toContain('Artist unwell');
    expect((await smsTo(saturday.buyer.user.phone!)).map((m) => m.body).join('\n')).not.toContain('Artist unwell');

    const buyer = await insertUser(t);
    const refused = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: event.id, sessionId: first.id, qty: 1, paymentMethod: 'cod' }).expect(409);
    expect(refused.body.message).toBe(Messages.showtimeCancelled);
    await book(t.http, buyer.auth, { eventId: event.id, sessionId: second.id, qty: 1 });

    expect((await cancelAsVendor(event.id, { reason: 'Again', sessionId: first.id }).expect(409)).body.message).toBe(Messages.showtimeAlreadyCancelled);

    // the public page lists only the showtime still on
    const page = (await t.http.get(`/api/events/public/two-nights/${event.code}`).expect(200)).body;
    expect(page.sessions.map((s: { id: string }) => s.id)).toEqual([second.id]);
  });

  it('cancelling the last showtime still on cancels the event', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Last Night' });
    const first = await insertSession(t, event.id, new Date(Date.now() + 5 * DAY), 'Friday');
    const second = await secondShowtime(event.id, 'Saturday');
    const saturday = await paidBooking(event.id, { qty: 1, sessionId: second.id });

    expect((await cancelAsVendor(event.id, { reason: 'Low sales', sessionId: first.id }).expect(200)).body.event.status).toBe('approved');
    const res = await cancelAsVendor(event.id, { reason: 'Hall closed', sessionId: second.id }).expect(200);
    expect(res.body).toMatchObject({ cancelledBookings: 1, event: { status: 'cancelled', cancelReason: 'Hall closed' } });
    await drainJobs(jobs);
    expect(await bookingRow(t, saturday.booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await eventRow(event.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Hall closed' });
    const buyer = await insertUser(t);
    await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: event.id, sessionId: second.id, qty: 1, paymentMethod: 'cod' }).expect(404);
    expect((await cancelAsVendor(event.id, { reason: 'Again' }).expect(409)).body.message).toBe(Messages.eventAlreadyCancelled);
  });

  it('under parallel requests: one of two cancels wins, and no booking racing with the cancel survives it', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertUser(t)));
    const [a, b, ...creates] = await Promise.all([
      cancelAsVendor(event.id, { reason: 'Storm' }),
      cancelAsAdmin(event.id, { reason: 'Storm' }),
      ...buyers.map((u) => t.http.post('/api/user/bookings/create').set(u.auth).send({ eventId: event.id, qty: 1, paymentMethod: 'cod' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(creates.every((r) => r.status === 201 || r.status === 404 || r.status === 409)).toBe(true);
    const left = await t.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(left.filter((r) => r.status !== 'cancelled')).toEqual([]);
    expect(left.length).toBe(creates.filter((r) => r.status === 201).length);
    const inventory = await t.db.select().from(ticketInventory).where(eq(ticketInventory.eventId, event.id));
    expect(inventory.map((r) => [r.available, r.held])).toEqual([[100, 0]]);
  });

  it('refuses a missing reason, bad input, another vendor, a missing event and the wrong realm, changing nothing', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    const other = await insertEvent(t, { ownerVendorId: vendor.id });
    const elsewhere = await insertSession(t, other.id, new Date(Date.now() + 5 * DAY), 'Elsewhere');
    const { booking } = await paidBooking(event.id);

    expect((await cancelAsVendor(event.id, {}).expect(400)).body.details).toEqual({ reason: Messages.cancelReasonRequired });
    expect((await cancelAsVendor(event.id, { reason: '   ' }).expect(400)).body.details).toEqual({ reason: Messages.cancelReasonRequired });
    expect((await cancelAsAdmin(event.id, { reason: 'x'.repeat(1001) }).expect(400)).body.details).toHaveProperty('reason');
    expect((await cancelAsVendor(event.id, { reason: 'Storm', sessionId: elsewhere.id }).expect(400)).body.details).toEqual({ sessionId: Messages.sessionNotOfEvent });
    expect((await cancelAsVendor(event.id, { reason: 'Storm', sessionId: 'friday' }).expect(400)).body.details).toHaveProperty('sessionId');
    await cancelAsVendor(event.id, { reason: 'Storm', refund: false }).expect(400);
    await cancelAsVendor('abc', { reason: 'Storm' }).expect(400);
    const stranger = await registerVendor(t.http);
    await cancelAsVendor(event.id, { reason: 'Storm' }, bearer(stranger.token)).expect(404);
    await cancelAsVendor(MISSING_ID, { reason: 'Storm' }).expect(404);
    await cancelAsAdmin(MISSING_ID, { reason: 'Storm' }).expect(404);
    await cancelAsVendor(event.id, { reason: 'Storm' }, {}).expect(401);
    await cancelAsAdmin(event.id, { reason: 'Storm' }, {}).expect(401);
    await cancelAsVendor(event.id, { reason: 'Storm' }, admin).expect(401);
    await cancelAsAdmin(event.id, { reason: 'Storm' }, owner).expect(401);

    expect(await eventRow(event.id)).toMatchObject({ status: 'approved', cancelReason: null });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
