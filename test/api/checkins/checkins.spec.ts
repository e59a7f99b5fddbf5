import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { tickets } from '../../../api/src/db/schema';
import { createApp } from '../../../api/src/app.factory';
import { openDatabase } from '../../../api/src/db/database';
import { signTicketToken } from '../../../api/src/modules/bookings/ticket-token';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertSession, insertUser } from '../bookings/fixtures';

type Ticket = { id: string; number: string; token: string; sessionId: string };
const HOUR = 3600_000;
/** 'HH:mm' in India, as the door's message shows it. */
const istHhMm = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** Listens on a real port, so requests run at once over real sockets. */
async function listen(app: INestApplication): Promise<string> {
  const server = app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('check-in at the door', () => {
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let otherVendor: Record<string, string>;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  let vendorId: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t.app);
    admin = bearer(await adminToken(t.http));
    const v = await registerVendor(t.http);
    vendorId = v.id;
    vendor = bearer(v.token);
    otherVendor = bearer((await registerVendor(t.http)).token);
    buyer = await insertUser(t, 'Kabir Mehta');
  });
  afterAll(async () => { await t?.close(); });

  /** A confirmed cash booking of `qty` at the vendor's event (or the given one): its tickets. */
  async function confirmed(qty = 2, eventId?: string, sessionId?: string): Promise<{ booking: { id: string; orderNo: string }; tickets: Ticket[] }> {
    const id = eventId ?? (await insertEvent(t, { ownerVendorId: vendorId, title: 'Qawwali Night' })).id;
    const booking = await book(t.http, buyer.auth, { eventId: id, qty, ...(sessionId ? { sessionId } : {}) });
    const approved = await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
    return { booking, tickets: approved.body.tickets };
  }
  const scan = (body: Record<string, unknown>, auth = vendor) => t.http.post('/api/vendor/checkins').set(auth).send(body);

  it('admits a ticket once: 200 with the ticket, then 409 already with the time in IST', async () => {
    const { booking, tickets: [first, second] } = await confirmed(2);
    const ok = await scan({ token: first.token }).expect(200);
    expect(ok.body).toEqual({
      result: 'ok', checkedInAt: expect.any(String),
      ticket: { id: first.id, number: `${booking.orderNo}-1`, ticketType: 'General Admission', holderName: 'Kabir Mehta', seat: null, event: { id: expect.any(String), title: 'Qawwali Night' }, session: null },
    });
    const again = await scan({ token: first.token }).expect(409);
    expect(again.body).toMatchObject({
      statusCode: 409, result: 'already', checkedInAt: ok.body.checkedInAt, message: Messages.alreadyCheckedIn(istHhMm(ok.body.checkedInAt)),
      ticket: { id: first.id },
    });
    expect(again.body.message).toMatch(/^Already checked in at \d\d:\d\d$/);
    // the other seat of the booking is its own ticket
    await scan({ token: second.token }).expect(200);
    const seen = (await t.http.get(`/api/user/bookings/${booking.id}`).set(buyer.auth).expect(200)).body.tickets;
    expect(seen.map((x: { checkedInAt: string | null }) => x.checkedInAt)).toEqual([ok.body.checkedInAt, expect.any(String)]);
  });

  it('takes the ticket number typed at the door, in any case', async () => {
    const { tickets: [ticket] } = await confirmed(1);
    expect((await scan({ number: ` ${ticket.number.toLowerCase()} ` }).expect(200)).body.ticket.id).toBe(ticket.id);
    expect((await scan({ number: ticket.number }).expect(409)).body.result).toBe('already');
    expect((await scan({ number: 'UT-NOPE-1' }).expect(404)).body.message).toBe(Messages.ticketNotFound);
  });

  it('refuses forged, altered and malformed tokens with 400 Invalid ticket, changing nothing', async () => {
    const { tickets: [ticket] } = await confirmed(1);
    const [idPart, sig] = ticket.token.split('.');
    const altered = `${idPart}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherId = Buffer.from(randomUUID()).toString('base64url');
    for (const token of [altered, `${otherId}.${sig}`, signTicketToken(ticket.id, 'a-guessed-secret'), 'abc', '', `${ticket.token}.x`, signTicketToken('not-a-uuid', t.config.ticketSecret)]) {
      const res = await scan({ token }).expect(400);
      expect(res.body.message).toBe(Messages.invalidTicket);
    }
    // a genuine signature of an id that is no ticket (the booking id, as the old one-QR booking carried)
    expect((await scan({ token: signTicketToken(MISSING_ID, t.config.ticketSecret) }).expect(400)).body.message).toBe(Messages.invalidTicket);
    expect((await scan({}).expect(400)).body.message).toBe(Messages.checkInWhat);
    expect((await scan({ token: 42 }).expect(400)).body.details.token).toBeDefined();
    expect((await scan({ token: ticket.token, sessionId: 'nope' }).expect(400)).body.details.sessionId).toBeDefined();
    await scan({ token: ticket.token, extra: 1 }).expect(400);
    await scan({ token: 'x'.repeat(5000) }).expect(400);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.checkedInAt).toBeNull();
  });

  it("refuses a cancelled or refunded booking's tickets with 409 Ticket cancelled", async () => {
    const cancelled = await confirmed(1);
    await t.http.post(`/api/user/bookings/${cancelled.booking.id}/cancel`).set(buyer.auth).expect(200);
    expect((await scan({ token: cancelled.tickets[0].token }).expect(409)).body).toMatchObject({ message: Messages.ticketCancelled, result: 'cancelled' });

    // paid online, then fully refunded by the back office
    const event = await insertEvent(t, { ownerVendorId: vendorId });
    const created = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: created.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    const [ticket] = (await t.http.get(`/api/user/bookings/${created.id}`).set(buyer.auth).expect(200)).body.tickets;
    await t.http.post(`/api/admin/bookings/${created.id}/refund`).set(admin).send({ reason: 'Organiser request' }).expect((r) => expect(r.status).toBeLessThan(300));
    expect((await scan({ token: ticket.token }).expect(409)).body.message).toBe(Messages.ticketCancelled);
  });

  it('refuses a ticket of another showtime with 409 naming its showtime', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendorId, startAt: new Date('2031-01-10T13:30:00Z') });
    const evening = await insertSession(t, event.id, new Date('2031-01-10T13:30:00Z'), 'Evening show');
    const late = await insertSession(t, event.id, new Date('2031-01-10T17:30:00Z'), 'Late show');
    const { tickets: [ticket] } = await confirmed(1, event.id, evening.id);
    const res = await scan({ token: ticket.token, sessionId: late.id }).expect(409);
    expect(res.body).toMatchObject({ result: 'other_showtime', message: Messages.otherShowtime('10 Jan 2031, 19:00 (Evening show)') });
    const ok = await scan({ token: ticket.token, sessionId: evening.id }).expect(200);
    expect(ok.body.ticket.session).toEqual({ id: evening.id, startsAt: '2031-01-10T13:30:00.000Z', label: 'Evening show' });
  });

  it("answers 404 for another vendor's ticket, 401 without a token or with another realm's; the back office admits any", async () => {
    const { tickets: [a, b] } = await confirmed(2);
    expect((await scan({ token: a.token }, otherVendor).expect(404)).body.message).toBe(Messages.ticketNotFound);
    await t.http.post('/api/vendor/checkins').send({ token: a.token }).expect(401);
    await scan({ token: a.token }, buyer.auth).expect(401);
    await scan({ token: a.token }, admin).expect(401);
    await t.http.post('/api/admin/checkins').send({ token: a.token }).expect(401);
    await t.http.post('/api/admin/checkins').set(vendor).send({ token: a.token }).expect(401);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, a.id));
    expect(row.checkedInAt).toBeNull();

    expect((await t.http.post('/api/admin/checkins').set(admin).send({ token: b.token }).expect(200)).body.result).toBe('ok');
    expect((await t.http.post('/api/admin/checkins').set(admin).send({ token: b.token }).expect(409)).body.result).toBe('already');
    expect((await t.http.post('/api/admin/checkins').set(admin).send({ token: 'forged.token' }).expect(400)).body.message).toBe(Messages.invalidTicket);
  });

  it('DELETE undoes a mistaken scan so the ticket can be admitted again', async () => {
    const { tickets: [ticket] } = await confirmed(1);
    await scan({ token: ticket.token }).expect(200);
    await t.http.delete(`/api/vendor/checkins/${ticket.id}`).set(otherVendor).expect(404);
    await t.http.delete(`/api/vendor/checkins/${ticket.id}`).expect(401);
    await t.http.delete(`/api/vendor/checkins/${ticket.id}`).set(admin).expect(401);
    await t.http.delete('/api/vendor/checkins/not-an-id').set(vendor).expect(400);
    await t.http.delete(`/api/vendor/checkins/${MISSING_ID}`).set(vendor).expect(404);
    const undone = await t.http.delete(`/api/vendor/checkins/${ticket.id}`).set(vendor).expect(200);
    expect(undone.body).toMatchObject({ result: 'undone', ticket: { id: ticket.id, number: ticket.number } });
    expect((await t.http.delete(`/api/vendor/checkins/${ticket.id}`).set(vendor).expect(409)).body.message).toBe(Messages.notCheckedIn);
    await scan({ token: ticket.token }).expect(200);
  });

  it("lists a showtime's valid tickets with counts and token hashes; other vendors get 404", async () => {
    const event = await insertEvent(t, { ownerVendorId: vendorId });
    const first = await insertSession(t, event.id, new Date(Date.now() + 48 * HOUR), 'Day 1');
    const { tickets: day1 } = await confirmed(3, event.id, first.id);
    const gone = await confirmed(1, event.id, first.id);
    await t.http.post(`/api/user/bookings/${gone.booking.id}/cancel`).set(buyer.auth).expect(200);
    await scan({ token: day1[1].token }).expect(200);

    const res = await t.http.get(`/api/vendor/events/${event.id}/checkins`).query({ sessionId: first.id }).set(vendor).expect(200);
    expect(res.body.checkedIn).toBe(1);
    expect(res.body.total).toBe(3);
    expect(res.body.data).toEqual(day1.map((x, i) => ({
      id: x.id, number: x.number, ticketTypeId: expect.any(String), ticketType: 'General Admission', holderName: 'Kabir Mehta', sessionId: first.id, seat: null,
      checkedInAt: i === 1 ? expect.any(String) : null, tokenHash: createHash('sha256').update(x.token).digest('hex'),
    })));
    expect(JSON.stringify(res.body)).not.toContain(day1[0].token);
    expect((await t.http.get(`/api/vendor/events/${event.id}/checkins`).set(vendor).expect(200)).body.total).toBe(3);

    const elsewhere = await insertEvent(t, { ownerVendorId: vendorId });
    expect((await t.http.get(`/api/vendor/events/${elsewhere.id}/checkins`).query({ sessionId: first.id }).set(vendor).expect(400)).body.message).toBe(Messages.sessionNotOfEvent);
    await t.http.get(`/api/vendor/events/${event.id}/checkins`).query({ sessionId: 'x' }).set(vendor).expect(400);
    await t.http.get(`/api/vendor/events/${event.id}/checkins`).set(otherVendor).expect(404);
    await t.http.get(`/api/vendor/events/${MISSING_ID}/checkins`).set(vendor).expect(404);
    await t.http.get(`/api/vendor/events/${event.id}/checkins`).expect(401);
    await t.http.get(`/api/vendor/events/${event.id}/checkins`).set(admin).expect(401);
  });

  it('exactly one of 50 simultaneous scans of one ticket is admitted', async () => {
    const { tickets: [ticket] } = await confirmed(1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(base).post('/api/vendor/checkins').set(vendor).send({ token: ticket.token })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.result === 'already')).toHaveLength(49);
    const at = answers.find((r) => r.status === 200)!.body.checkedInAt;
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.checkedInAt === at)).toBe(true);
  }, 60_000);

  (process.env.DATABASE_URL ? it : it.skip)('exactly one of 50 scans spread over two app instances on one database is admitted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-second-'));
    const handle = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir });
    const second = await createApp({ ...t.config, dataDir }, handle);
    try {
      const secondBase = await listen(second);
      const { tickets: [ticket] } = await confirmed(1);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        request(i % 2 ? secondBase : base).post('/api/vendor/checkins').set(vendor).send({ token: ticket.token })));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409 && r.body.result === 'already')).toHaveLength(49);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
