import { eq } from 'drizzle-orm';
import { bookings, tickets } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertSession, insertUser } from '../bookings/fixtures';

const HEADER = 'Ticket no,Order no,Holder,Buyer email,Buyer phone,Ticket type,Seat,Showtime (IST),Showtime,Ticket price,Booked at (IST),Status,Payment status,Checked in at (IST)';
/** The CSV's lines without the byte-order mark (none of the test's values holds a line break). */
const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\n');

describe('attendees CSV: a row per ticket of the vendor’s event, with its buyer’s contact', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let other: Awaited<ReturnType<typeof registerVendor>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
    other = await registerVendor(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('streams a header row, then every ticket in booking order: rupee decimals, IST times, formula cells escaped', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Ghazal Evening' });
    // 15 Jan 2027, 19:30 in India
    const show = await insertSession(t, event.id, new Date('2027-01-15T14:00:00Z'), 'Main show');
    const formula = await insertUser(t, '=HYPERLINK("http://evil.test","x")');
    const plain = await insertUser(t, 'Rao, Anil');
    const first = await book(t.http, formula.auth, { eventId: event.id, sessionId: show.id, qty: 2 });
    const second = await book(t.http, plain.auth, { eventId: event.id, sessionId: show.id, qty: 1 });
    const pending = await book(t.http, plain.auth, { eventId: event.id, sessionId: show.id, qty: 1 });
    let day = 16;
    for (const b of [first, second, pending]) {
      await t.db.update(bookings).set({ createdAt: new Date(`2026-11-${day++}T04:30:00Z`) }).where(eq(bookings.id, b.id));
    }
    await t.http.post(`/api/admin/bookings/${first.id}/approve`).set(admin).expect(200);
    await t.http.post(`/api/admin/bookings/${second.id}/approve`).set(admin).expect(200);
    const [scanned] = await t.db.select().from(tickets).where(eq(tickets.number, `${first.orderNo}-2`));
    await t.db.update(tickets).set({ checkedInAt: new Date('2027-01-15T13:45:00Z') }).where(eq(tickets.id, scanned.id));
    await t.http.post(`/api/user/bookings/${second.id}/cancel`).set(plain.auth).expect(200);

    const res = await t.http.get(`/api/vendor/events/${event.id}/attendees.csv`).set(bearer(vendor.token)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="attendees-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(HEADER);
    // the organiser of the event gets each buyer's e-mail and phone (a phone's + escaped like any formula start)
    const f = `${formula.user.email},'${formula.user.phone}`;
    const p = `${plain.user.email},'${plain.user.phone}`;
    expect(rows).toEqual([
      `${first.orderNo}-1,${first.orderNo},"'=HYPERLINK(""http://evil.test"",""x"")",${f},General Admission,,2027-01-15 19:30,Main show,499.00,2026-11-16 10:00,Confirmed,Unpaid,`,
      `${first.orderNo}-2,${first.orderNo},"'=HYPERLINK(""http://evil.test"",""x"")",${f},General Admission,,2027-01-15 19:30,Main show,499.00,2026-11-16 10:00,Confirmed,Unpaid,2027-01-15 19:15`,
      `${second.orderNo}-1,${second.orderNo},"Rao, Anil",${p},General Admission,,2027-01-15 19:30,Main show,499.00,2026-11-17 10:00,Cancelled,Unpaid,`,
    ]);
  });

  it('streams thousands of tickets in keyset batches without repeating one', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, ticketsAvailable: 3000 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => insertUser(t)));
    for (const buyer of buyers) {
      const b = await book(t.http, buyer.auth, { eventId: event.id, qty: 10 });
      await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
    }
    // more tickets than one batch (1,000) written straight in: a booking of 1,200 seats
    const [big] = await t.db.select().from(bookings).where(eq(bookings.eventId, event.id)).limit(1);
    const [one] = await t.db.select().from(tickets).where(eq(tickets.bookingId, big.id)).limit(1);
    await t.db.insert(tickets).values(Array.from({ length: 1200 }, (_, i) => ({
      bookingId: big.id, eventId: event.id, position: 100 + i, number: `${big.orderNo}-${100 + i}`, ticketTypeId: one.ticketTypeId, sessionId: one.sessionId, holderName: 'Crowd',
    })));
    const res = await t.http.get(`/api/vendor/events/${event.id}/attendees.csv`).set(bearer(vendor.token)).expect(200);
    const rows = lines(res.text).slice(1);
    expect(rows).toHaveLength(120 + 1200);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(1320);
  }, 120_000);

  it("answers 404 for another vendor's or a missing event, 400 for a bad id, 401 without a vendor token", async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    await t.http.get(`/api/vendor/events/${event.id}/attendees.csv`).set(bearer(other.token)).expect(404);
    await t.http.get(`/api/vendor/events/${MISSING_ID}/attendees.csv`).set(bearer(vendor.token)).expect(404);
    await t.http.get('/api/vendor/events/nope/attendees.csv').set(bearer(vendor.token)).expect(400);
    await t.http.get(`/api/vendor/events/${event.id}/attendees.csv`).expect(401);
    await t.http.get(`/api/vendor/events/${event.id}/attendees.csv`).set(admin).expect(401);
  });
});
