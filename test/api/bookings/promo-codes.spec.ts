import { AddressInfo } from 'node:net';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings, eventSessions, promoCodes, ticketInventory, ticketTypes } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { binary, pdfText } from '../support/pdf';
import { insertEvent, insertUser, paidBooking } from './fixtures';

jest.setTimeout(300_000);

const onServer = !!process.env.DATABASE_URL;
const HOUR = 3600 * 1000;

/**
 * Promo codes (issue 23, part 1): made by the event's vendor or an administrator, priced by priceOrder to the
 * paisa, refused in the words, and their uses taken by the hold statement itself, so parallel
 * creates never get more uses than the code has (on the server, through two processes as well).
 */
describe('promo codes', () => {
  let t: TestApp;
  let base: string;
  let vendor: { token: string; id: string };
  let vendorAuth: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vendor = await registerVendor(t.http);
    vendorAuth = bearer(vendor.token);
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  /** The vendor's public event: General at ₹999 (100), plus Balcony at ₹333.33 (100) when asked. */
  async function vendorEvent(extra: Parameters<typeof insertEvent>[1] = {}, balcony = false) {
    const event = await insertEvent(t, { pricePaise: 99900, ownerVendorId: vendor.id, createdByType: 'vendor', ...extra });
    const [general] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    let balconyId: string | null = null;
    if (balcony) {
      const [session] = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id));
      const [type] = await t.db.insert(ticketTypes).values({ eventId: event.id, name: 'Balcony', pricePaise: 33333, quantity: 100, position: 1 }).returning();
      await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: type.id, eventId: event.id, quantity: 100, available: 100 });
      balconyId = type.id;
    }
    return { id: event.id, general: general.id, balcony: balconyId };
  }

  const codesPath = (realm: 'vendor' | 'admin', eventId: string) => `/api/${realm}/events/${eventId}/promo-codes`;
  const makeCode = async (eventId: string, body: Record<string, unknown>) =>
    (await t.http.post(codesPath('vendor', eventId)).set(vendorAuth).send(body).expect((r) => { if (r.status !== 201) throw new Error(JSON.stringify(r.body)); })).body;
  const quote = (auth: Record<string, string>, body: Record<string, unknown>) => t.http.post('/api/user/bookings/quote').set(auth).send(body);
  const usesOf = async (id: string) => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0].uses;

  describe('making and managing codes', () => {
    it('the vendor makes a code (upper-cased, defaults filled), lists it with uses and remaining, edits and disables it', async () => {
      const e = await vendorEvent();
      const made = await makeCode(e.id, { code: 'diwali-10', kind: 'percent', value: 10, maxUses: 5 });
      expect(made).toMatchObject({ code: 'DIWALI-10', kind: 'percent', value: 10, maxUses: 5, maxUsesPerBuyer: 1, minTickets: 1, ticketTypeIds: null, active: true, uses: 0, remaining: 5 });
      const listed = await t.http.get(codesPath('vendor', e.id)).set(vendorAuth).expect(200);
      expect(listed.body).toEqual([made]);
      const edited = await t.http.patch(`${codesPath('vendor', e.id)}/${made.id}`).set(vendorAuth).send({ value: 12.5, maxUses: 8 }).expect(200);
      expect(edited.body).toMatchObject({ value: 12.5, maxUses: 8, remaining: 8 });
      const off = await t.http.patch(`${codesPath('vendor', e.id)}/${made.id}`).set(vendorAuth).send({ active: false }).expect(200);
      expect(off.body.active).toBe(false);
    });

    it('a code is unique per event whatever its case; another event may use it', async () => {
      const e = await vendorEvent();
      const first = await makeCode(e.id, { code: 'FEST', kind: 'amount', value: 100 });
      const again = await t.http.post(codesPath('vendor', e.id)).set(vendorAuth).send({ code: 'fest', kind: 'percent', value: 5 }).expect(409);
      expect(again.body).toMatchObject({ message: Messages.promoCodeTaken });
      const other = await makeCode(e.id, { code: 'OTHER', kind: 'amount', value: 50 });
      const renamed = await t.http.patch(`${codesPath('vendor', e.id)}/${other.id}`).set(vendorAuth).send({ code: 'Fest' }).expect(409);
      expect(renamed.body.message).toBe(Messages.promoCodeTaken);
      await makeCode((await vendorEvent()).id, { code: 'FEST', kind: 'amount', value: 100 });
      expect(first.code).toBe('FEST');
    });

    it('malformed input is 400 at its field and stores nothing', async () => {
      const e = await vendorEvent();
      const other = await vendorEvent();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'AB', kind: 'percent', value: 10 }, 'code', Messages.promoCodeFormat],
        [{ code: 'WAY-TOO-LONG-A-CODE-123', kind: 'percent', value: 10 }, 'code', Messages.promoCodeFormat],
        [{ code: 'SP ACE', kind: 'percent', value: 10 }, 'code', Messages.promoCodeFormat],
        [{ code: 'GOOD', kind: 'bogo', value: 10 }, 'kind', 'kind must be percent, amount or price.'],
        [{ code: 'GOOD', kind: 'percent', value: 101 }, 'value', Messages.promoPercentRange],
        [{ code: 'GOOD', kind: 'percent', value: 0 }, 'value', Messages.promoPercentRange],
        [{ code: 'GOOD', kind: 'amount', value: 0 }, 'value', Messages.promoRupeesValue],
        [{ code: 'GOOD', kind: 'price', value: 1.005 }, 'value', Messages.promoRupeesValue],
        [{ code: 'GOOD', kind: 'amount', value: '10' }, 'value', 'value must be a number up to 10000000.'],
        [{ code: 'GOOD', kind: 'amount', value: 10, maxUses: 0 }, 'maxUses', 'maxUses must be a whole number from 1 to 1000000.'],
        [{ code: 'GOOD', kind: 'amount', value: 10, maxUsesPerBuyer: 1.5 }, 'maxUsesPerBuyer', 'maxUsesPerBuyer must be a whole number from 1 to 1000.'],
        [{ code: 'GOOD', kind: 'amount', value: 10, minTickets: -1 }, 'minTickets', 'minTickets must be a whole number from 1 to 1000.'],
        [{ code: 'GOOD', kind: 'amount', value: 10, validFrom: 'soon' }, 'validFrom', 'validFrom must be a date and time.'],
        [{ code: 'GOOD', kind: 'amount', value: 10, validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' }, 'validUntil', Messages.promoValidUntilAfterFrom],
        [{ code: 'GOOD', kind: 'amount', value: 10, ticketTypeIds: [other.general] }, 'ticketTypeIds', Messages.promoTicketTypesOfEvent],
        [{ code: 'GOOD', kind: 'amount', value: 10, ticketTypeIds: ['x'] }, 'ticketTypeIds', Messages.promoTicketTypesOfEvent],
        [{ code: 'GOOD', kind: 'amount', value: 10, uses: 3 }, 'uses', Messages.unknownField('uses')],
      ];
      for (const [body, field, message] of cases) {
        const res = await t.http.post(codesPath('vendor', e.id)).set(vendorAuth).send(body);
        expect({ body, status: res.status, detail: res.body.details?.[field] }).toEqual({ body, status: 400, detail: message });
      }
      await t.http.get(codesPath('vendor', 'not-an-id')).set(vendorAuth).expect(400);
      await t.http.patch(`${codesPath('vendor', e.id)}/not-an-id`).set(vendorAuth).send({ active: false }).expect(400);
      expect((await t.http.get(codesPath('vendor', e.id)).set(vendorAuth).expect(200)).body).toEqual([]);
    });

    it('every endpoint: 401 without a token or with another realm\'s, 404 for someone else\'s event or a missing code', async () => {
      const e = await vendorEvent();
      const code = await makeCode(e.id, { code: 'MINE', kind: 'amount', value: 10 });
      const stranger = bearer((await registerVendor(t.http)).token);
      const buyer = await insertUser(t);
      const calls = (realm: 'vendor' | 'admin', eventId: string, codeId: string) => [
        (h: Record<string, string>) => t.http.get(codesPath(realm, eventId)).set(h),
        (h: Record<string, string>) => t.http.post(codesPath(realm, eventId)).set(h).send({ code: 'NEW1', kind: 'amount', value: 10 }),
        (h: Record<string, string>) => t.http.patch(`${codesPath(realm, eventId)}/${codeId}`).set(h).send({ active: false }),
        (h: Record<string, string>) => t.http.delete(`${codesPath(realm, eventId)}/${codeId}`).set(h),
      ];
      for (const call of [...calls('vendor', e.id, code.id), ...calls('admin', e.id, code.id)]) {
        expect((await call({})).status).toBe(401);
        expect((await call(buyer.auth)).status).toBe(401);
      }
      for (const call of calls('vendor', e.id, code.id)) {
        expect((await call(admin)).status).toBe(401);
        expect((await call(stranger)).status).toBe(404);
      }
      for (const call of calls('admin', e.id, code.id)) expect((await call(vendorAuth)).status).toBe(401);
      for (const call of calls('admin', MISSING_ID, code.id)) expect((await call(admin)).status).toBe(404);
      const missing = await t.http.patch(`${codesPath('vendor', e.id)}/${MISSING_ID}`).set(vendorAuth).send({ active: false }).expect(404);
      expect(missing.body.message).toBe(Messages.promoCodeNotFound);
      expect((await t.http.get(codesPath('vendor', e.id)).set(vendorAuth).expect(200)).body).toMatchObject([{ code: 'MINE', active: true }]);
    });

    it('an administrator manages the codes of any event; a used code cannot be deleted, only disabled', async () => {
      const e = await vendorEvent();
      const unused = (await t.http.post(codesPath('admin', e.id)).set(admin).send({ code: 'BACKOFFICE', kind: 'price', value: 500 }).expect(201)).body;
      await t.http.delete(`${codesPath('admin', e.id)}/${unused.id}`).set(admin).expect(204);
      const used = (await t.http.post(codesPath('admin', e.id)).set(admin).send({ code: 'USED', kind: 'amount', value: 100 }).expect(201)).body;
      const buyer = await insertUser(t);
      await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'used' }).expect(201);
      const refused = await t.http.delete(`${codesPath('vendor', e.id)}/${used.id}`).set(vendorAuth).expect(409);
      expect(refused.body.message).toBe(Messages.promoCodeUsedNoDelete);
      const below = await t.http.patch(`${codesPath('admin', e.id)}/${used.id}`).set(admin).send({ maxUses: 1 }).expect(200);
      expect(below.body).toMatchObject({ uses: 1, remaining: 0 });
      await t.http.patch(`${codesPath('admin', e.id)}/${used.id}`).set(admin).send({ active: false }).expect(200);
      expect((await t.http.get(codesPath('admin', e.id)).set(admin).expect(200)).body).toMatchObject([{ code: 'USED', active: false, uses: 1 }]);
    });
  });

  describe('quote and create', () => {
    it('percent: of the eligible lines only, half up to the paisa; convenience is 5% of subtotal − discount', async () => {
      const e = await vendorEvent({}, true);
      await makeCode(e.id, { code: 'BALCONY', kind: 'percent', value: 12.5, ticketTypeIds: [e.balcony] });
      const buyer = await insertUser(t);
      const res = await quote(buyer.auth, { eventId: e.id, items: [{ ticketTypeId: e.general, qty: 1 }, { ticketTypeId: e.balcony, qty: 3 }], donation: false, promoCode: 'balcony' });
      // 12.5% of ₹999.99 = ₹124.99875 → ₹125.00; 5% of ₹1,873.99 = ₹93.6995 → ₹93.70
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subtotal: 1998.99, discount: 125, discountSource: 'promo', promo: { code: 'BALCONY', discount: 125 }, convenience: 93.7, total: 1967.69 });
    });

    it('amount: rupees off, never below zero; price: each eligible ticket costs the value; the booking stores the code and the same money', async () => {
      const e = await vendorEvent();
      await makeCode(e.id, { code: 'FLAT-2000', kind: 'amount', value: 2000 });
      await makeCode(e.id, { code: 'FIXED499', kind: 'price', value: 499.5 });
      const buyer = await insertUser(t);
      const flat = await quote(buyer.auth, { eventId: e.id, qty: 2, donation: false, promoCode: 'FLAT-2000' }).expect(200);
      expect(flat.body).toMatchObject({ subtotal: 1998, discount: 1998, convenience: 0, total: 0 });
      const fixed = await quote(buyer.auth, { eventId: e.id, qty: 3, donation: true, promoCode: 'fixed499' }).expect(200);
      // 3 × (₹999 − ₹499.50) = ₹1,498.50 off; 5% of ₹1,498.50 = ₹74.925 → ₹74.93
      expect(fixed.body).toMatchObject({ subtotal: 2997, discount: 1498.5, convenience: 74.93, donation: 2, total: 1575.43 });
      const made = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 3, paymentMethod: 'cod', promoCode: 'fixed499' }).expect(201);
      expect(made.body).toMatchObject({ discount: 1498.5, total: 1575.43, discountSource: 'promo', promo: { code: 'FIXED499', discount: 1498.5 } });
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.body.id));
      expect(row).toMatchObject({ promoCode: 'FIXED499', discountPaise: 149850, totalPaise: 157543 });
    });

    it('the group discount and the code do not stack: the larger wins and the answer says which; only a winning code takes a use', async () => {
      const e = await vendorEvent({ pricing: { groupDiscount: { enabled: true, minQuantity: 4, discountType: 'percentage', discountValue: 10 } } });
      const small = await makeCode(e.id, { code: 'SMALL', kind: 'percent', value: 5, maxUsesPerBuyer: 5 });
      await makeCode(e.id, { code: 'LARGE', kind: 'percent', value: 15 });
      const buyer = await insertUser(t);
      const group = await quote(buyer.auth, { eventId: e.id, qty: 4, donation: false, promoCode: 'SMALL' }).expect(200);
      expect(group.body).toMatchObject({ discount: 399.6, discountSource: 'group', promo: { code: 'SMALL', discount: 199.8 } });
      const promo = await quote(buyer.auth, { eventId: e.id, qty: 4, donation: false, promoCode: 'LARGE' }).expect(200);
      expect(promo.body).toMatchObject({ discount: 599.4, discountSource: 'promo', promo: { code: 'LARGE', discount: 599.4 }, convenience: 169.83 });
      const booked = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 4, paymentMethod: 'cod', promoCode: 'SMALL' }).expect(201);
      expect(booked.body).toMatchObject({ discountSource: 'group', promo: null, discount: 399.6 });
      expect(await usesOf(small.id)).toBe(0);
    });

    it('each refusal in the issue\'s words, at promoCode', async () => {
      const e = await vendorEvent();
      const now = Date.now();
      const disabled = await makeCode(e.id, { code: 'OFF1', kind: 'amount', value: 10 });
      await t.http.patch(`${codesPath('vendor', e.id)}/${disabled.id}`).set(vendorAuth).send({ active: false }).expect(200);
      await makeCode(e.id, { code: 'OLD1', kind: 'amount', value: 10, validUntil: new Date(now - HOUR).toISOString() });
      await makeCode(e.id, { code: 'SOON', kind: 'amount', value: 10, validFrom: new Date(now + HOUR).toISOString() });
      await makeCode(e.id, { code: 'FOUR', kind: 'amount', value: 10, minTickets: 4 });
      const once = await makeCode(e.id, { code: 'ONCE', kind: 'amount', value: 10, maxUses: 1, maxUsesPerBuyer: 1 });
      const mine = await makeCode(e.id, { code: 'MINE', kind: 'amount', value: 10, maxUses: 10 });
      const buyer = await insertUser(t);
      await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'ONCE' }).expect(201);
      await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'MINE' }).expect(201);
      const other = await insertUser(t);
      const otherEvent = await vendorEvent();
      const cases: [string, Record<string, string>, string, number, string][] = [
        ['NOPE', other.auth, e.id, 400, Messages.promoCodeInvalid],
        ['OFF1', other.auth, e.id, 400, Messages.promoCodeInvalid],
        ['MINE', other.auth, otherEvent.id, 400, Messages.promoCodeInvalid],
        ['bad code!', other.auth, e.id, 400, Messages.promoCodeInvalid],
        ['OLD1', other.auth, e.id, 409, Messages.promoCodeExpired],
        ['SOON', other.auth, e.id, 409, Messages.promoCodeNotActiveYet],
        ['FOUR', other.auth, e.id, 400, Messages.promoCodeMinTickets(4)],
        ['ONCE', other.auth, e.id, 409, Messages.promoCodeUsedUp],
        ['MINE', buyer.auth, e.id, 409, Messages.promoCodeBuyerUsedUp],
      ];
      for (const [code, auth, eventId, status, message] of cases) {
        for (const path of ['quote', 'create']) {
          const res = await t.http.post(`/api/user/bookings/${path}`).set(auth).send({ eventId, qty: 2, paymentMethod: 'cod', promoCode: code });
          expect({ code, path, status: res.status, message: res.body.message, at: res.body.details?.promoCode }).toEqual({ code, path, status, message, at: message });
        }
      }
      expect([await usesOf(once.id), await usesOf(mine.id)]).toEqual([1, 1]);
      expect(await t.db.select().from(bookings).where(eq(bookings.userId, other.user.id))).toEqual([]);
    });

    it('a released hold and an unpaid cancellation give their use back; a paid-for booking keeps it', async () => {
      const e = await vendorEvent();
      const code = await makeCode(e.id, { code: 'ONLYONE', kind: 'percent', value: 50, maxUses: 1 });
      const [a, b, c] = await Promise.all([insertUser(t), insertUser(t), insertUser(t)]);
      const create = (buyer: typeof a) => t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'razorpay', promoCode: 'ONLYONE' });
      const held = (await create(a).expect(201)).body;
      expect((await create(b).expect(409)).body.message).toBe(Messages.promoCodeUsedUp);
      await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, held.id));
      expect(await t.app.get(HoldReleaseService).run()).toBe(1);
      expect(await usesOf(code.id)).toBe(0);
      // the buyer whose hold ran out may use it again: their own use came back too
      const again = (await create(a).expect(201)).body;
      await t.http.post(`/api/user/bookings/${again.id}/cancel`).set(a.auth).expect(200);
      expect(await usesOf(code.id)).toBe(0);
      const paid = (await create(b).expect(201)).body;
      const order = (await t.http.post('/api/payment/order').set(b.auth).send({ bookingId: paid.id }).expect(201)).body;
      const proof = (await t.http.post('/api/payment/sandbox/pay').set(b.auth).send({ orderId: order.id }).expect(200)).body;
      await t.http.post('/api/payment/verify').set(b.auth).send(proof).expect(200);
      await t.http.post(`/api/user/bookings/${paid.id}/cancel`).set(b.auth).expect(200);
      expect(await usesOf(code.id)).toBe(1);
      expect((await create(c).expect(409)).body.message).toBe(Messages.promoCodeUsedUp);
    });
  });

  describe('where the code shows', () => {
    it("the vendor's and the back office's lists, both CSVs, the ticket PDF, and the sales screen's uses and discount per code", async () => {
      const e = await vendorEvent();
      await makeCode(e.id, { code: 'SHOW-10', kind: 'percent', value: 10, maxUsesPerBuyer: 3 });
      await makeCode(e.id, { code: 'UNUSED', kind: 'amount', value: 50 });
      const { buyer, booking } = await paidBooking(t, { eventId: e.id, qty: 2, donation: false, promoCode: 'show-10' });
      await paidBooking(t, { eventId: e.id, qty: 1, donation: false, promoCode: 'SHOW-10' });
      // a pending booking with the code counts no use on the sales screen (confirmed only)
      await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'SHOW-10' }).expect(201);
      expect(booking.promo).toEqual({ code: 'SHOW-10', discount: 199.8 });

      const vendorRows = (await t.http.get('/api/vendor/bookings').query({ eventId: e.id }).set(vendorAuth).expect(200)).body.data;
      expect(vendorRows.map((r: { promoCode: string | null }) => r.promoCode)).toEqual(['SHOW-10', 'SHOW-10', 'SHOW-10']);
      const adminRow = (await t.http.get(`/api/admin/bookings/${booking.id}`).set(admin).expect(200)).body;
      expect(adminRow.promo).toEqual({ code: 'SHOW-10', discount: 199.8 });

      for (const path of ['/api/vendor/bookings.csv', '/api/admin/bookings.csv']) {
        const [header, ...rows] = (await t.http.get(path).query({ eventId: e.id }).set(path.includes('admin') ? admin : vendorAuth).expect(200)).text.trim().split(/\r?\n/);
        const at = header.split(',').indexOf('Promo code');
        expect(header.split(',')[at - 1]).toBe('Discount');
        expect(rows.map((r) => r.split(',').slice(at - 1, at + 1).join(','))).toEqual(expect.arrayContaining(['199.80,SHOW-10', '99.90,SHOW-10']));
      }

      const pdf = await t.http.get(`/api/user/bookings/${booking.id}/ticket`).set(buyer.auth).buffer(true).parse(binary).expect(200);
      expect(pdfText(pdf.body as Buffer)).toContain('Promo code SHOW-10: -₹199.80');

      const sales = (await t.http.get(`/api/vendor/events/${e.id}/sales`).set(vendorAuth).expect(200)).body;
      expect(sales.promoCodes).toEqual([{ code: 'SHOW-10', uses: 2, discount: 299.7 }, { code: 'UNUSED', uses: 0, discount: 0 }]);
    });
  });

  describe('uses under parallel creates', () => {
    let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;
    beforeAll(async () => { if (onServer) peer = await t.startPeer(); });
    afterAll(async () => { await peer?.close(); });

    /** Request i goes to this process, or on the server every other one to the second process. */
    const via = (i: number) => (peer && i % 2 ? peer.http : request(base));

    it(`maxUses 5: 50 buyers creating at once get exactly 5 bookings with the code${onServer ? ' (two processes)' : ''}`, async () => {
      const e = await vendorEvent();
      const code = await makeCode(e.id, { code: 'FIRST5', kind: 'percent', value: 20, maxUses: 5 });
      const buyers = await Promise.all(Array.from({ length: 50 }, () => insertUser(t)));
      const answers = await Promise.all(buyers.map((b, i) =>
        via(i).post('/api/user/bookings/create').set(b.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'first5' })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === Messages.promoCodeUsedUp)).toBe(true);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(45);
      const rows = await t.db.select().from(bookings).where(and(eq(bookings.eventId, e.id), eq(bookings.promoCodeId, code.id)));
      expect(rows).toHaveLength(5);
      expect(await usesOf(code.id)).toBe(5);
      expect((await t.http.get(codesPath('vendor', e.id)).set(vendorAuth).expect(200)).body).toMatchObject([{ uses: 5, remaining: 0 }]);
    });

    it(`maxUsesPerBuyer 2: one buyer creating 50 times at once gets exactly 2 bookings with the code${onServer ? ' (two processes)' : ''}`, async () => {
      const e = await vendorEvent();
      const code = await makeCode(e.id, { code: 'TWICE', kind: 'amount', value: 100, maxUsesPerBuyer: 2 });
      const buyer = await insertUser(t);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        via(i).post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', promoCode: 'TWICE' })));
      const created = answers.filter((r) => r.status === 201);
      expect(created).toHaveLength(2);
      expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.message === Messages.promoCodeBuyerUsedUp)).toBe(true);
      expect(await usesOf(code.id)).toBe(2);
    });
  });
});
