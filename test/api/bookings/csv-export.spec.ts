import { eq } from 'drizzle-orm';
import { bookings } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from './fixtures';
import { createEvent, DAY_MS, eventForm } from '../events/event-fixtures';

const VENDOR_HEADER = 'Order no,Booked at (IST),Event,Starts (IST),Venue,Buyer,Ticket type,Quantity,Seats,Unit price,Amount,Booking tickets,Booking seats,Subtotal,Discount,Promo code,Convenience fee,Donation,Total,Currency,Payment method,Status,Payment status,Refunded,Refund requested at (IST),Refunded at (IST)';
const ADMIN_HEADER = VENDOR_HEADER.replace('Buyer,', 'Buyer,Email,Phone,');

/** The CSV's lines without the byte-order mark (none of the test's values holds a line break). */
const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\n');

describe('CSV exports of bookings (vendor and admin)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let other: Awaited<ReturnType<typeof registerVendor>>;
  let mine: Awaited<ReturnType<typeof insertEvent>>;
  const orders: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
    other = await registerVendor(t.http);
    // 15 Jan 2027, 19:30 in India
    mine = await insertEvent(t, { title: 'Sufi, Night "Live"', ownerVendorId: vendor.id, startAt: new Date('2027-01-15T14:00:00Z') });
    const theirs = await insertEvent(t, { title: 'Someone Else’s Gig', ownerVendorId: other.id });
    const buyers = {
      formula: await insertUser(t, '=HYPERLINK("http://evil.test","click")'),
      plus: await insertUser(t, '+91 Crowd'),
      minus: await insertUser(t, '-5 Discount'),
      at: await insertUser(t, '@SUM(A1)'),
      plain: await insertUser(t, 'Rao, Anil'),
    };
    // booked on consecutive days at 10:00 in India, oldest first
    let day = 16;
    for (const [key, buyer] of Object.entries(buyers)) {
      const b = await book(t.http, buyer.auth, { eventId: mine.id, qty: 2, paymentMethod: 'cod' });
      await t.db.update(bookings).set({ createdAt: new Date(`2026-11-${day++}T04:30:00Z`) }).where(eq(bookings.id, b.id));
      orders[key] = b.orderNo;
    }
    const elsewhere = await book(t.http, buyers.plain.auth, { eventId: theirs.id, qty: 1, paymentMethod: 'cod' });
    orders.elsewhere = elsewhere.orderNo;
    await t.http.post(`/api/admin/bookings/${elsewhere.id}/approve`).set(admin).expect(200);
  });
  afterAll(async () => { await t?.close(); });

  it('the vendor gets its own bookings, newest first: header row, rupee decimals, IST times, formula cells escaped', async () => {
    const res = await t.http.get('/api/vendor/bookings.csv').set(bearer(vendor.token)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(VENDOR_HEADER);
    expect(rows).toHaveLength(5);
    const tail = ',General Admission,2,2,499.00,998.00,2,2,998.00,0.00,,49.90,2.00,1049.90,INR,Cash on delivery,Pending,Unpaid,0.00,,';
    expect(rows).toEqual([
      `${orders.plain},2026-11-20 10:00,"Sufi, Night ""Live""",2027-01-15 19:30,,"Rao, Anil"${tail}`,
      `${orders.at},2026-11-19 10:00,"Sufi, Night ""Live""",2027-01-15 19:30,,'@SUM(A1)${tail}`,
      `${orders.minus},2026-11-18 10:00,"Sufi, Night ""Live""",2027-01-15 19:30,,'-5 Discount${tail}`,
      `${orders.plus},2026-11-17 10:00,"Sufi, Night ""Live""",2027-01-15 19:30,,'+91 Crowd${tail}`,
      `${orders.formula},2026-11-16 10:00,"Sufi, Night ""Live""",2027-01-15 19:30,,"'=HYPERLINK(""http://evil.test"",""click"")"${tail}`,
    ]);
    expect(res.text).not.toContain(orders.elsewhere);
  });

  it('filters by event and by booking day (a day in India), like the tickets screen', async () => {
    const q = (query: Record<string, string>) => t.http.get('/api/vendor/bookings.csv').query(query).set(bearer(vendor.token)).expect(200);
    expect(lines((await q({ from: '2026-11-17', to: '2026-11-18' })).text).slice(1).map((l) => l.split(',')[0])).toEqual([orders.minus, orders.plus]);
    expect(lines((await q({ eventId: mine.id, from: '', to: '' })).text)).toHaveLength(6);
    // another vendor's event: nothing but the header
    const theirs = lines((await t.http.get('/api/vendor/bookings.csv').query({}).set(bearer(other.token)).expect(200)).text);
    expect(theirs).toHaveLength(2);
    expect(lines((await q({ eventId: (await insertEvent(t, { ownerVendorId: other.id })).id })).text)).toEqual([VENDOR_HEADER]);
  });

  it('the admin export has every booking with the buyer’s contact details and the list’s filters', async () => {
    const all = lines((await t.http.get('/api/admin/bookings.csv').set(admin).expect(200)).text);
    expect(all[0]).toBe(ADMIN_HEADER);
    expect(all).toHaveLength(7);
    const confirmed = lines((await t.http.get('/api/admin/bookings.csv').query({ status: 'confirmed' }).set(admin).expect(200)).text);
    expect(confirmed).toHaveLength(2);
    expect(confirmed[1]).toMatch(new RegExp(`^${orders.elsewhere},.*,Someone Else’s Gig,.*,"Rao, Anil",buyer\\d+-\\d+@test\\.local,'\\+9177\\d{8},General Admission,1,1,499\\.00,499\\.00,1,1,499\\.00,0\\.00,,24\\.95,2\\.00,525\\.95,INR,Cash on delivery,Confirmed,Unpaid,0\\.00,,$`));
    const searched = lines((await t.http.get('/api/admin/bookings.csv').query({ q: 'HYPERLINK' }).set(admin).expect(200)).text);
    expect(searched.slice(1).map((l) => l.split(',')[0])).toEqual([orders.formula]);
  });

  it('a mixed order is a row per ticket type (quantity, seats, unit price, amount) beside the booking’s totals, and the lists give its seats beside its tickets', async () => {
    const seller = await registerVendor(t.http);
    const form = eventForm({
      ticketsAvailable: undefined, pricing: undefined,
      ticketTypes: [{ name: 'Silver', price: 500, quantity: 50 }, { name: 'Family pack of 4', price: 1800, quantity: 10, seatsPerUnit: 4 }],
      sessions: [{ startsAt: new Date(Date.now() + 12 * DAY_MS).toISOString(), label: 'Evening' }],
    });
    const e = await createEvent(t.http, seller.token, form, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const typeId = (name: string) => e.ticketTypes.find((x: { name: string }) => x.name === name).id;
    const buyer = await insertUser(t, 'Mixed Order');
    const b = await book(t.http, buyer.auth, {
      eventId: e.id, sessionId: e.sessions[0].id, paymentMethod: 'cod', donation: false,
      items: [{ ticketTypeId: typeId('Silver'), qty: 2 }, { ticketTypeId: typeId('Family pack of 4'), qty: 1 }],
    });
    const rows = lines((await t.http.get('/api/vendor/bookings.csv').set(bearer(seller.token)).expect(200)).text).slice(1);
    const cells = rows.map((r) => r.split(',').slice(6, 15).join(','));
    expect(rows.every((r) => r.startsWith(`${b.orderNo},`))).toBe(true);
    expect(cells).toEqual([
      'Silver,2,2,500.00,1000.00,3,6,2800.00,0.00',
      'Family pack of 4,1,4,1800.00,1800.00,3,6,2800.00,0.00',
    ]);
    const admins = lines((await t.http.get('/api/admin/bookings.csv').query({ q: 'Mixed Order' }).set(admin).expect(200)).text).slice(1);
    expect(admins).toHaveLength(2);
    // the screens' lists give the seats beside the tickets, as the CSV does
    const tickets = (await t.http.get('/api/vendor/bookings').set(bearer(seller.token)).expect(200)).body.data;
    expect(tickets.map((r: { qty: number; seats: number }) => [r.qty, r.seats])).toEqual([[3, 6]]);
    const listed = (await t.http.get('/api/admin/bookings').query({ q: 'Mixed Order' }).set(admin).expect(200)).body.data;
    expect(listed.map((r: { ticketCount: number; seatCount: number }) => [r.ticketCount, r.seatCount])).toEqual([[3, 6]]);
    expect((await t.http.get(`/api/user/bookings/${b.id}`).set(buyer.auth).expect(200)).body).toMatchObject({ ticketCount: 3, seatCount: 6 });
  });

  it('streams every row of a large export in batches, none repeated or lost, even with equal booking times', async () => {
    const big = await registerVendor(t.http);
    const event = await insertEvent(t, { ownerVendorId: big.id });
    const buyer = await insertUser(t);
    const at = new Date('2026-11-01T06:00:00Z');
    const n = 1234;
    await t.db.insert(bookings).values(Array.from({ length: n }, (_, i) => ({
      orderNo: `UT-BULK${String(i).padStart(5, '0')}`, userId: buyer.user.id, eventId: event.id, quantity: 1, unitPricePaise: 49900,
      subtotalPaise: 49900, conveniencePaise: 2495, deliveryPaise: 0, donationPaise: 200, totalPaise: 52595, paymentMethod: 'cod' as const,
      createdAt: i % 2 ? at : new Date(at.getTime() + i), // half of them at the very same instant
    })));
    const res = await t.http.get('/api/vendor/bookings.csv').set(bearer(big.token)).expect(200);
    const orderNos = lines(res.text).slice(1).map((l) => l.split(',')[0]);
    expect(orderNos).toHaveLength(n);
    expect(new Set(orderNos).size).toBe(n);
  });

  it('answers 401 without a token or with the wrong realm’s, and 400 for malformed filters', async () => {
    const user = await insertUser(t);
    await t.http.get('/api/vendor/bookings.csv').expect(401);
    await t.http.get('/api/vendor/bookings.csv').set(admin).expect(401);
    await t.http.get('/api/vendor/bookings.csv').set(user.auth).expect(401);
    await t.http.get('/api/admin/bookings.csv').expect(401);
    await t.http.get('/api/admin/bookings.csv').set(bearer(vendor.token)).expect(401);
    expect((await t.http.get('/api/vendor/bookings.csv').query({ eventId: 'x' }).set(bearer(vendor.token)).expect(400)).body.message).toBe('eventId must be a valid id.');
    expect((await t.http.get('/api/vendor/bookings.csv').query({ from: 'yesterday' }).set(bearer(vendor.token)).expect(400)).body.message).toBe('from must be a date.');
    await t.http.get('/api/admin/bookings.csv').query({ status: 'lost' }).set(admin).expect(400);
  });
});
