import { count, eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';
import { bookingRow, insertEvent, insertSession, insertUser, ticketsAvailable } from './fixtures';

const HOUR = 3600 * 1000;

describe('bookings: quote and create (the server decides the price)', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    buyer = await insertUser(t);
  });
  afterAll(async () => { await t?.close(); });

  const quote = (body: Record<string, unknown>, auth = buyer.auth) => t.http.post('/api/user/bookings/quote').set(auth).send(body);
  const create = (body: Record<string, unknown>, auth = buyer.auth) => t.http.post('/api/user/bookings/create').set(auth).send(body);

  describe('fees to the paisa', () => {
    it('₹499 × 3: subtotal 1497.00, convenience 74.85, delivery 0, donation 2.00, total 1573.85', async () => {
      const event = await insertEvent(t);
      const res = await quote({ eventId: event.id, qty: 3, quantity: 3 }).expect(200);
      expect(res.body).toEqual({
        lines: [{ ticketTypeId: expect.any(String), name: 'General Admission', unitPrice: 499, quantity: 3, seats: 3, amount: 1497, taxRate: 0 }],
        unitPrice: 499, quantity: 3, subtotal: 1497, discount: 0, discountSource: null, promo: null, convenience: 74.85, delivery: 0, donation: 2, total: 1573.85, currency: 'INR',
        // an event of no organiser is the marketplace's own (Delhi); admission at ₹499 is exempt, the fee carries 18%
        tax: { tickets: { taxable: 1497, cgst: 0, sgst: 0, igst: 0 }, convenience: { taxable: 63.43, cgst: 5.71, sgst: 5.71, igst: 0 }, total: 11.42 },
        billingState: '07',
      });
      // the payment method may be sent to quote as well; it does not change the price
      expect((await quote({ eventId: event.id, qty: 3, paymentMethod: 'cod' }).expect(200)).body).toEqual(res.body);
    });

    it('rounds the 5% half up to the paisa (₹12.30 → 61.5 paise → 0.62) and (₹333.33 × 3 → 49.9995 → 50.00)', async () => {
      const small = await insertEvent(t, { pricePaise: 1230 });
      expect((await quote({ eventId: small.id, qty: 1 }).expect(200)).body).toMatchObject({ subtotal: 12.3, convenience: 0.62, total: 14.92 });
      const odd = await insertEvent(t, { pricePaise: 33333 });
      expect((await quote({ eventId: odd.id, qty: 3 }).expect(200)).body).toMatchObject({ subtotal: 999.99, convenience: 50, total: 1051.99 });
    });

    it('leaves the ₹2 donation out when donation is false', async () => {
      const event = await insertEvent(t);
      const res = await quote({ eventId: event.id, qty: 1, donation: false }).expect(200);
      expect(res.body).toMatchObject({ subtotal: 499, convenience: 24.95, donation: 0, total: 523.95 });
    });

    it('a free event books at 0: no convenience fee and no donation, confirmed at once', async () => {
      const event = await insertEvent(t, { pricePaise: 0, isFree: true });
      expect((await quote({ eventId: event.id, qty: 2 }).expect(200)).body).toMatchObject({ unitPrice: 0, convenience: 0, donation: 0, total: 0 });
      const res = await create({ eventId: event.id, qty: 2, paymentMethod: 'razorpay' }).expect(201);
      expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'free', totalPrice: 0, donation: 0, holdExpiresAt: null });
      expect(res.body.qrCode).toMatch(/^data:image\/png;base64,/);
      // nothing to pay: no order can be made for it
      await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: res.body.id }).expect(409);
    });

    it('a free order needs no payment method; a paid one does (400 at the field)', async () => {
      const free = await insertEvent(t, { pricePaise: 0, isFree: true });
      const res = await create({ eventId: free.id, qty: 1 }).expect(201);
      expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'free', total: 0, tickets: [expect.objectContaining({ number: `${res.body.orderNo}-1` })] });
      const paid = await insertEvent(t);
      const refused = await create({ eventId: paid.id, qty: 1 }).expect(400);
      expect(refused.body.details).toEqual({ paymentMethod: Messages.paymentMethodRequired });
    });

    it('an event without a price cannot be booked', async () => {
      const event = await insertEvent(t, { pricePaise: null });
      const res = await quote({ eventId: event.id, qty: 1 }).expect(400);
      expect(res.body.message).toBe(Messages.eventNoPrice);
    });
  });

  describe('quantity', () => {
    it.each([
      [{ qty: '3' }, 3],
      [{ qty: 2 }, 2],
      [{}, 1],
      [{ qty: '10', quantity: '10' }, 10],
    ])('accepts %j as %i', async (q, expected) => {
      const event = await insertEvent(t);
      const res = await quote({ eventId: event.id, ...q }).expect(200);
      expect(res.body.quantity).toBe(expected);
      expect(res.body.subtotal).toBe(499 * expected);
    });

    it.each([
      [{ qty: 'abc' }, 'qty'], [{ qty: 1.5 }, 'qty'], [{ qty: 0 }, 'qty'], [{ quantity: -1 }, 'quantity'], [{ qty: [1] }, 'qty'],
      [{ qty: {} }, 'qty'], [{ qty: null }, 'qty'], [{ quantity: 2.7 }, 'quantity'],
    ])('refuses %j with 400 naming %s, and books nothing', async (q, field) => {
      const event = await insertEvent(t);
      const res = await quote({ eventId: event.id, ...q }).expect(400);
      expect(res.body.details).toEqual({ [field]: Messages.wholeQuantity(field) });
      await create({ eventId: event.id, ...q, paymentMethod: 'cod' }).expect(400);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('refuses more than 10 tickets in one booking', async () => {
      const event = await insertEvent(t);
      const res = await quote({ eventId: event.id, qty: 11 }).expect(400);
      expect(res.body.message).toBe(Messages.tooManyTickets(10));
      await create({ eventId: event.id, qty: '25', paymentMethod: 'cod' }).expect(400);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });
  });

  describe('showtimes and bookability', () => {
    it('needs a showtime when the event has some, and only one of its own', async () => {
      const event = await insertEvent(t);
      const other = await insertEvent(t);
      const session = await insertSession(t, event.id, new Date(Date.now() + 48 * HOUR));
      const foreign = await insertSession(t, other.id, new Date(Date.now() + 48 * HOUR));

      const missing = await quote({ eventId: event.id, qty: 1 }).expect(400);
      expect(missing.body).toMatchObject({ message: Messages.sessionRequired, details: { sessionId: Messages.sessionRequired } });
      const wrong = await quote({ eventId: event.id, qty: 1, sessionId: foreign.id }).expect(400);
      expect(wrong.body.message).toBe(Messages.sessionNotOfEvent);
      await quote({ eventId: other.id, qty: 1, sessionId: session.id }).expect(400);

      const ok = await create({ eventId: event.id, qty: 1, sessionId: session.id, paymentMethod: 'cod' }).expect(201);
      expect(ok.body.session).toMatchObject({ id: session.id, startsAt: session.startsAt.toISOString(), label: 'Evening show' });
    });

    it('a showtime that has started cannot be booked', async () => {
      const event = await insertEvent(t);
      const past = await insertSession(t, event.id, new Date(Date.now() - HOUR));
      const res = await quote({ eventId: event.id, qty: 1, sessionId: past.id }).expect(400);
      expect(res.body.message).toBe(Messages.eventNotBookable);
    });

    it('only public, upcoming events are bookable', async () => {
      for (const hidden of [{ status: 'pending' as const }, { isPublished: false }, { isActive: false }]) {
        const event = await insertEvent(t, hidden);
        const res = await quote({ eventId: event.id, qty: 1 }).expect(404);
        expect(res.body.message).toBe(Messages.eventNotBookable);
      }
      await quote({ eventId: '00000000-0000-4000-8000-000000000000', qty: 1 }).expect(404);
      const past = await insertEvent(t, { startAt: new Date(Date.now() - 3 * HOUR), endAt: new Date(Date.now() - HOUR) });
      expect((await quote({ eventId: past.id, qty: 1 }).expect(400)).body.message).toBe(Messages.eventNotBookable);
    });
  });

  describe('inventory', () => {
    it('answers 409 with the tickets left when asking for more, and a clear sold-out message at 0', async () => {
      const event = await insertEvent(t, { ticketsTotal: 3, ticketsAvailable: 3 });
      expect((await quote({ eventId: event.id, qty: 5 }).expect(409)).body.message).toBe('Only 3 left for General Admission.');
      await create({ eventId: event.id, qty: 3, paymentMethod: 'cod' }).expect(201);
      expect(await ticketsAvailable(t, event.id)).toBe(0);
      const res = await create({ eventId: event.id, qty: 1, paymentMethod: 'cod' }).expect(409);
      expect(res.body.message).toBe('Sold out');
    });
  });

  describe('create', () => {
    it('cod: pending for up to 48 hours, stores exactly the quoted breakdown in paise and holds the tickets', async () => {
      const event = await insertEvent(t);
      const q = (await quote({ eventId: event.id, qty: 3 }).expect(200)).body;
      const res = await create({ eventId: event.id, qty: 3, quantity: 3, paymentMethod: 'cod' }).expect(201);
      expect(res.body).toMatchObject({ ...q, status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cod', totalPrice: 1573.85, ticketCount: 3, qrCode: null, ticketsSummary: 'General Admission × 3' });
      // cash on delivery waits COD_HOLD_HOURS (48) for an administrator's approval
      const hours = (Date.parse(res.body.holdExpiresAt) - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);
      expect(res.body.bookingId).toBe(res.body.id);
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.orderNo).toMatch(/^UT-[0-9A-Z]{10}$/);
      const row = await bookingRow(t, res.body.id);
      expect(row).toMatchObject({ unitPricePaise: 49900, subtotalPaise: 149700, conveniencePaise: 7485, deliveryPaise: 0, donationPaise: 200, totalPaise: 157385, quantity: 3 });
      expect(await ticketsAvailable(t, event.id)).toBe(97);
    });

    it('razorpay: pending and unpaid, holding the tickets for 15 minutes', async () => {
      const event = await insertEvent(t);
      const res = await create({ eventId: event.id, qty: 2, paymentMethod: 'razorpay' }).expect(201);
      expect(res.body).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'razorpay' });
      const minutes = (new Date(res.body.holdExpiresAt).getTime() - Date.now()) / 60000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15.1);
    });

    it('rejects any client-sent price or amount as an unknown field (400) and books nothing', async () => {
      const event = await insertEvent(t);
      for (const field of ['unitPrice', 'totalPrice', 'amount', 'total', 'convenience']) {
        const res = await create({ eventId: event.id, qty: 1, paymentMethod: 'cod', [field]: 1 }).expect(400);
        expect(res.body.details[field]).toBe(Messages.unknownField(field));
        await quote({ eventId: event.id, qty: 1, [field]: 1 }).expect(400);
      }
      const [{ n }] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.eventId, event.id));
      expect(n).toBe(0);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('answers 400 with field details for malformed input', async () => {
      const res = await create({ eventId: 'nope', sessionId: 'x', paymentMethod: 'cash', donation: 'maybe' }).expect(400);
      expect(Object.keys(res.body.details).sort()).toEqual(['donation', 'eventId', 'paymentMethod', 'sessionId']);
      expect(res.body.error).toBe(res.body.message);
      expect((await create({ eventId: (await insertEvent(t)).id, qty: 1 }).expect(400)).body.details.paymentMethod).toBeDefined();
    });
  });

  describe('realms', () => {
    it('answers 401 without a token and with an admin or vendor token', async () => {
      const event = await insertEvent(t);
      const body = { eventId: event.id, qty: 1, paymentMethod: 'cod' };
      await t.http.post('/api/user/bookings/quote').send(body).expect(401);
      await t.http.post('/api/user/bookings/create').send(body).expect(401);
      await create(body, bearer(await adminToken(t.http))).expect(401);
      await create(body, bearer((await registerVendor(t.http)).token)).expect(401);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('answers 401 to a token revoked by logging out, for a missing event too, and books nothing', async () => {
      const event = await insertEvent(t);
      const { token } = await loginUser(t.http);
      const body = { eventId: event.id, qty: 1, paymentMethod: 'cod' };
      await quote(body, bearer(token)).expect(200);
      await t.http.post('/api/user/auth/logout').set(bearer(token)).expect(200);
      await quote(body, bearer(token)).expect(401);
      await create(body, bearer(token)).expect(401);
      await create({ ...body, eventId: '00000000-0000-4000-8000-000000000000' }, bearer(token)).expect(401);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
      expect((await t.db.select({ n: count() }).from(bookings).where(eq(bookings.eventId, event.id)))[0].n).toBe(0);
    });

    it('documents the booking, payment and interest calls in the OpenAPI document', async () => {
      const { paths } = (await t.http.get('/docs-json').expect(200)).body;
      for (const [path, method] of [
        ['/api/user/bookings/quote', 'post'], ['/api/user/bookings/create', 'post'], ['/api/user/bookings/{id}/ticket', 'get'],
        ['/api/admin/bookings/{id}/approve', 'post'], ['/api/vendor/tickets', 'get'], ['/api/payment/order', 'post'],
        ['/api/payment/verify', 'post'], ['/api/payment/webhook', 'post'], ['/api/payment/sandbox/pay', 'post'], ['/api/events/interest/{eventId}', 'delete'],
      ]) expect(paths[path]?.[method]).toBeDefined();
    });

    it('books for a user logged in by phone code', async () => {
      const event = await insertEvent(t);
      const { token } = await loginUser(t.http);
      const res = await create({ eventId: event.id, qty: 1, paymentMethod: 'cod' }, bearer(token)).expect(201);
      expect(res.body.user.name).toMatch(/^User /);
    });
  });
});
