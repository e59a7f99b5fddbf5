import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { Messages } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { QR_OPTIONS, signTicketToken, verifyTicketToken } from '../../../api/src/modules/bookings/ticket-token';
import { formatTicketDate } from '../../../api/src/modules/bookings/ticket-pdf';
import { book, bookingRow, insertEvent, insertUser, insertVenue, ticketsAvailable } from './fixtures';


/** Reads a whole binary answer (supertest leaves application/pdf unparsed otherwise). */
function binary(res: unknown, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('bookings: buyer list, cancel and tickets; back office approvals; vendor rows', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await insertUser(t, 'Alice Rao');
    bob = await insertUser(t, 'Bob Iyer');
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  describe('my bookings', () => {
    it('lists my own bookings newest first with event, venue, status and totals, paged', async () => {
      const venue = await insertVenue(t, 'Jio Garden', 'Mumbai');
      const event = await insertEvent(t, { title: 'Arijit Live', venueId: venue.id, bannerImage: '/uploads/banner.jpg' });
      const me = await insertUser(t);
      const first = await book(t.http, me.auth, { eventId: event.id, qty: 1 });
      const second = await book(t.http, me.auth, { eventId: event.id, qty: 2 });
      await book(t.http, bob.auth, { eventId: event.id, qty: 1 });

      const res = await t.http.get('/api/user/bookings').set(me.auth).expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.data.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
      expect(res.body.data[0]).toMatchObject({
        bookingId: second.id, status: 'pending', ticketCount: 2, quantity: 2, totalPrice: 1049.9, currency: 'INR', qrCode: null,
        event: { title: 'Arijit Live', slug: 'test-concert', code: event.code, startDate: event.startAt.toISOString(), venue: { name: 'Jio Garden', city: 'Mumbai' }, bannerImage: '/uploads/banner.jpg' },
      });
      const page2 = await t.http.get('/api/user/bookings').query({ page: 2, limit: 1 }).set(me.auth).expect(200);
      expect(page2.body).toMatchObject({ total: 2, data: [{ id: first.id }] });
      await t.http.get('/api/user/bookings').query({ page: 0 }).set(me.auth).expect(400);
    });

    it('shows one booking to its owner only: another user gets 404, a bad id 400', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 1 });
      await t.http.get(`/api/user/bookings/${b.id}`).set(alice.auth).expect(200);
      expect((await t.http.get(`/api/user/bookings/${b.id}`).set(bob.auth).expect(404)).body.message).toBe(Messages.bookingNotFound);
      await t.http.get(`/api/user/bookings/${MISSING_ID}`).set(alice.auth).expect(404);
      expect((await t.http.get('/api/user/bookings/42').set(alice.auth).expect(400)).body.message).toBe(Messages.invalidId);
      await t.http.get(`/api/user/bookings/${b.id}`).expect(401);
      await t.http.get(`/api/user/bookings/${b.id}`).set(admin).expect(401);
      await t.http.get('/api/user/bookings').set(bearer((await registerVendor(t.http)).token)).expect(401);
    });
  });

  describe('cancel', () => {
    it('cancels a pending booking, gives the tickets back, and refuses a second cancel with 409', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 4 });
      expect(await ticketsAvailable(t, event.id)).toBe(96);
      await t.http.post(`/api/user/bookings/${b.id}/cancel`).set(bob.auth).expect(404);
      const res = await t.http.post(`/api/user/bookings/${b.id}/cancel`).set(alice.auth).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
      expect(await ticketsAvailable(t, event.id)).toBe(100);
      const again = await t.http.post(`/api/user/bookings/${b.id}/cancel`).set(alice.auth).expect(409);
      expect(again.body.message).toBe(Messages.bookingTransition('cancelled', 'cancelled'));
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('a confirmed booking can be cancelled too', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 2 });
      await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
      await t.http.post(`/api/user/bookings/${b.id}/cancel`).set(alice.auth).expect(200);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });
  });

  describe('PDF ticket', () => {
    it('only a confirmed booking has a ticket', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 1 });
      const res = await t.http.get(`/api/user/bookings/${b.id}/ticket`).query({ format: 'pdf' }).set(alice.auth).expect(409);
      expect(res.body.message).toBe(Messages.ticketNotReady);
    });

    it('is a PDF of the order then a page per ticket; each QR carries exactly the signed ticket token', async () => {
      const event = await insertEvent(t, { title: 'Sunburn Arena', startAt: new Date('2031-03-14T14:30:00Z') });
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 3 });
      await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);

      await t.http.get(`/api/user/bookings/${b.id}/ticket?format=pdf`).set(bob.auth).expect(404);
      await t.http.get(`/api/user/bookings/${b.id}/ticket?format=pdf`).expect(401);
      await t.http.get(`/api/user/bookings/${b.id}/ticket?format=docx`).set(alice.auth).expect(400);
      const res = await t.http.get(`/api/user/bookings/${b.id}/ticket?format=pdf`).set(alice.auth).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain(`Ticket ${b.orderNo}`);
      // the order's page, then one page per ticket
      expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1 + 3);

      // the tickets' tokens carry their ticket ids; the QR beside the booking (the same rendering as the PDF's) is the first one's
      const detail = await t.http.get(`/api/user/bookings/${b.id}`).set(alice.auth).expect(200);
      const tickets = detail.body.tickets as { id: string; token: string }[];
      expect(tickets).toHaveLength(3);
      for (const ticket of tickets) {
        expect(ticket.token).toBe(signTicketToken(ticket.id, t.config.ticketSecret));
        expect(verifyTicketToken(ticket.token, t.config.ticketSecret)).toBe(ticket.id);
      }
      expect(detail.body.qrCode).toBe(await QRCode.toDataURL(tickets[0].token, QR_OPTIONS));
      // a forged token does not verify
      const [idPart] = tickets[0].token.split('.');
      expect(verifyTicketToken(`${idPart}.${Buffer.from('forged').toString('base64url')}`, t.config.ticketSecret)).toBeNull();
      expect(verifyTicketToken(tickets[0].token, 'another-secret')).toBeNull();
    });

    it('prints a Hindi name, title and venue as they were written: pdftotext gives them back exactly', async () => {
      const venue = await insertVenue(t, 'कमानी सभागार', 'दिल्ली');
      const event = await insertEvent(t, { title: 'एक शाम ग़ालिब के नाम', venueId: venue.id });
      const ananya = await insertUser(t, 'अनन्या शर्मा');
      const b = await book(t.http, ananya.auth, { eventId: event.id, qty: 1 });
      await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
      const res = await t.http.get(`/api/user/bookings/${b.id}/ticket?format=pdf`).set(ananya.auth).buffer(true).parse(binary).expect(200);

      const dir = mkdtempSync(join(tmpdir(), 'ticket-pdf-'));
      try {
        writeFileSync(join(dir, 'ticket.pdf'), res.body as Buffer);
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'ticket.pdf'), '-'], { encoding: 'utf8' });
        expect(text).toContain('Booked by: अनन्या शर्मा');
        expect(text).toContain('Holder: अनन्या शर्मा');
        expect(text).toContain('एक शाम ग़ालिब के नाम');
        expect(text).toContain('कमानी सभागार');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('prints dates as DD MMM YYYY, HH:mm in Asia/Kolkata', () => {
      expect(formatTicketDate(new Date('2031-03-14T14:30:00Z'))).toBe('14 Mar 2031, 20:00');
      expect(formatTicketDate(new Date('2031-09-30T18:45:00Z'))).toBe('01 Oct 2031, 00:15');
    });
  });

  describe('back office', () => {
    it('lists every booking with event, user and filters; shows one; 401 for other realms', async () => {
      const event = await insertEvent(t, { title: 'Comedy Night Pune' });
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 2 });
      await book(t.http, bob.auth, { eventId: event.id, qty: 1 });

      const byEvent = await t.http.get('/api/admin/bookings').query({ eventId: event.id }).set(admin).expect(200);
      expect(byEvent.body.total).toBe(2);
      const row = byEvent.body.data.find((r: { id: string }) => r.id === b.id);
      expect(row).toMatchObject({
        ticketCount: 2, totalPrice: 1049.9, status: 'pending', qrCode: null, createdAt: expect.any(String), updatedAt: expect.any(String),
        event: { title: 'Comedy Night Pune', code: event.code, startDate: event.startAt.toISOString() },
        user: { name: 'Alice Rao', email: alice.user.email, phone: alice.user.phone },
      });
      expect((await t.http.get('/api/admin/bookings').query({ event: event.id, q: 'alice' }).set(admin).expect(200)).body.total).toBe(1);
      expect((await t.http.get('/api/admin/bookings').query({ q: b.orderNo }).set(admin).expect(200)).body.data[0].id).toBe(b.id);
      expect((await t.http.get('/api/admin/bookings').query({ q: '100%_' }).set(admin).expect(200)).body.total).toBe(0);
      const asc = await t.http.get('/api/admin/bookings').query({ eventId: event.id, sort: 'ticketCount', order: 'ASC' }).set(admin).expect(200);
      expect(asc.body.data.map((r: { ticketCount: number }) => r.ticketCount)).toEqual([1, 2]);
      expect((await t.http.get('/api/admin/bookings').query({ status: 'lost' }).set(admin).expect(400)).body.details.status).toBeDefined();
      // a cleared filter and an unknown sort field (react-admin sends id) are no filter and the default order
      expect((await t.http.get('/api/admin/bookings').query({ eventId: event.id, status: '', sort: 'id', order: 'DESC' }).set(admin).expect(200)).body.total).toBe(2);
      await t.http.get(`/api/admin/bookings/${b.id}`).set(admin).expect(200);
      await t.http.get(`/api/admin/bookings/${MISSING_ID}`).set(admin).expect(404);
      await t.http.get('/api/admin/bookings').expect(401);
      await t.http.get('/api/admin/bookings').set(alice.auth).expect(401);
    });

    it('approves pending → confirmed and refuses any other move with 409', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 1 });
      await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(alice.auth).expect(401);
      const res = await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
      expect(res.body).toMatchObject({ status: 'confirmed', qrCode: expect.stringMatching(/^data:image\/png;base64,/) });
      expect((await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(409)).body.message).toBe(Messages.bookingTransition('confirmed', 'approved'));
      expect((await t.http.post(`/api/admin/bookings/${b.id}/reject`).set(admin).expect(409)).body.message).toBe(Messages.bookingTransition('confirmed', 'rejected'));
      expect(await ticketsAvailable(t, event.id)).toBe(99);
      await t.http.post(`/api/admin/bookings/${MISSING_ID}/approve`).set(admin).expect(404);
    });

    it('rejects pending → cancelled with the tickets back; a cancelled booking cannot be approved', async () => {
      const event = await insertEvent(t);
      const b = await book(t.http, alice.auth, { eventId: event.id, qty: 5 });
      const res = await t.http.post(`/api/admin/bookings/${b.id}/reject`).set(admin).expect(200);
      expect(res.body.status).toBe('cancelled');
      expect((await bookingRow(t, b.id)).cancelReason).toBe('rejected');
      expect(await ticketsAvailable(t, event.id)).toBe(100);
      expect((await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(409)).body.message).toBe(Messages.bookingTransition('cancelled', 'approved'));
      await t.http.post(`/api/admin/bookings/${b.id}/reject`).set(admin).expect(409);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });
  });

  describe('vendor tickets', () => {
    it('shows rows of the vendor’s own events only, at /bookings and /tickets, with filters', async () => {
      const mine = await registerVendor(t.http);
      const theirs = await registerVendor(t.http);
      const venue = await insertVenue(t, 'Phoenix Arena', 'Pune');
      const myEvent = await insertEvent(t, { title: 'My Gig', ownerVendorId: mine.id, venueId: venue.id });
      const otherEvent = await insertEvent(t, { title: 'Their Gig', ownerVendorId: theirs.id });
      const confirmed = await book(t.http, alice.auth, { eventId: myEvent.id, qty: 2 });
      await t.http.post(`/api/admin/bookings/${confirmed.id}/approve`).set(admin).expect(200);
      const pending = await book(t.http, bob.auth, { eventId: myEvent.id, qty: 1 });
      await book(t.http, bob.auth, { eventId: otherEvent.id, qty: 1 });

      const res = await t.http.get('/api/vendor/bookings').set(bearer(mine.token)).expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.data[0]).toEqual({
        _id: pending.id, id: pending.id, orderNo: pending.orderNo, eventId: myEvent.id, eventName: 'My Gig', venueName: 'Phoenix Arena',
        startAt: myEvent.startAt.toISOString(), buyerName: 'Bob Iyer', qty: 1, seats: 1, tickets: 'General Admission × 1', seatLabels: [], amount: 525.95, currency: 'INR', promoCode: null, status: 'pending', createdAt: pending.createdAt,
        paymentStatus: 'unpaid', refundAmount: 0, refundRequestedAt: null, refundedAt: null,
      });
      expect(res.body.data[1]).toMatchObject({ id: confirmed.id, status: 'confirmed', buyerName: 'Alice Rao' });
      const fallback = await t.http.get('/api/vendor/tickets').set(bearer(mine.token)).expect(200);
      expect(fallback.body).toEqual(res.body);

      const q = (query: Record<string, string>) => t.http.get('/api/vendor/bookings').query(query).set(bearer(mine.token)).expect(200);
      expect((await q({ status: 'confirmed' })).body.data.map((r: { id: string }) => r.id)).toEqual([confirmed.id]);
      expect((await q({ status: 'pending', eventId: '' })).body.data.map((r: { id: string }) => r.id)).toEqual([pending.id]);
      expect((await q({ status: 'canceled' })).body.total).toBe(0);
      expect((await q({ q: 'alice' })).body.total).toBe(1);
      expect((await q({ q: alice.user.email! })).body.total).toBe(0);
      expect((await q({ eventId: otherEvent.id })).body.total).toBe(0);
      const today = new Date(Date.now() + 5.5 * 3600e3).toISOString().slice(0, 10);
      expect((await q({ from: today, to: today })).body.total).toBe(2);
      expect((await q({ to: '2020-01-01' })).body.total).toBe(0);
      await t.http.get('/api/vendor/bookings').query({ status: 'lost', from: 'yesterday' }).set(bearer(mine.token)).expect(400);

      expect((await t.http.get('/api/vendor/tickets').set(bearer(theirs.token)).expect(200)).body.total).toBe(1);
      await t.http.get('/api/vendor/bookings').expect(401);
      await t.http.get('/api/vendor/bookings').set(alice.auth).expect(401);
      await t.http.get('/api/vendor/bookings').set(admin).expect(401);
    });
  });
});
