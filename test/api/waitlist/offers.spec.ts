import { eq, sql } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings, eventSessions, ticketInventory, ticketTypes, users, waitlistEntries } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { OfferExpiryService } from '../../../api/src/modules/waitlist/offer-expiry.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { createEvent, eventForm } from '../events/event-fixtures';
import { startSmtpReceiver, SmtpReceiver } from '../support/smtp-receiver';
import { drainJobs } from '../support/jobs';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

jest.setTimeout(300_000);

const HOUR = 3600_000;

/**
 * Waitlist offers (issue 23, part 3): seats that come back (a cancellation, an expired hold, an expired offer)
 * are held for the waiting entries in join order in the statement that frees them; nobody else can book them;
 * the buyer is told by SMS and e-mail in their language; an offer past its time goes to the next entry.
 */
describe('waitlist offers: freed seats go to the queue in order', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let vendor: { token: string; id: string };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Utsav <tickets@utsav.test>', PUBLIC_URL: 'https://utsav.example' });
    vendor = await registerVendor(t.http);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  type Buyer = Awaited<ReturnType<typeof insertUser>>;
  /** A public event with a waitlist and 4 tickets, sold out by two buyers' bookings of 2 (cash on delivery, pending). */
  async function soldOut() {
    const event = await insertEvent(t, { ticketsAvailable: 4, ownerVendorId: vendor.id, createdByType: 'vendor', capacity: { waitlistEnabled: true } });
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    const holders = [await insertUser(t), await insertUser(t)];
    const held = [];
    for (const h of holders) held.push({ buyer: h, booking: await book(t.http, h.auth, { eventId: event.id, qty: 2, donation: false }) });
    return { id: event.id, slug: event.slug, code: event.code, type: type.id, held };
  }
  const join = async (b: Buyer, e: { id: string; type: string }, quantity: number) =>
    (await t.http.post('/api/user/waitlist').set(b.auth).send({ eventId: e.id, ticketTypeId: e.type, quantity }).expect(201)).body.id as string;
  const mine = async (b: Buyer) => (await t.http.get('/api/user/waitlist').set(b.auth).expect(200)).body[0];
  const cancel = (b: Buyer, bookingId: string) => t.http.post(`/api/user/bookings/${bookingId}/cancel`).set(b.auth).expect(200);
  const inventory = async (eventId: string) => (await t.db.select().from(ticketInventory).where(eq(ticketInventory.eventId, eventId)))[0];
  const counts = async (eventId: string) => (await t.http.get(`/api/vendor/events/${eventId}/waitlist`).set({ Authorization: `Bearer ${vendor.token}` }).expect(200)).body;

  it('a cancellation offers its seats to the longest prefix of the queue that fits; the rest waits in order; the counts follow', async () => {
    const e = await soldOut();
    const [a, b, c] = [await insertUser(t), await insertUser(t), await insertUser(t)];
    await join(a, e, 2);
    await join(b, e, 1);
    await join(c, e, 3);

    const before = Date.now();
    await cancel(e.held[0].buyer, e.held[0].booking.id);
    const offeredA = await mine(a);
    expect(offeredA).toMatchObject({ status: 'offered', position: null, quantity: 2 });
    // WAITLIST_OFFER_HOURS: 12 by default
    expect(new Date(offeredA.offerExpiresAt).getTime()).toBeGreaterThanOrEqual(before + 12 * HOUR - 60_000);
    expect(new Date(offeredA.offerExpiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 12 * HOUR + 60_000);
    expect(await mine(b)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await mine(c)).toMatchObject({ status: 'waiting', position: 2 });
    // the offer's units stay held: nothing shows as available
    expect(await inventory(e.id)).toMatchObject({ quantity: 4, held: 4, available: 0 });

    // 2 more come back: B (1) fits, C (3) does not, so 1 unit is free for anyone
    await cancel(e.held[1].buyer, e.held[1].booking.id);
    expect(await mine(b)).toMatchObject({ status: 'offered', position: null });
    expect(await mine(c)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await inventory(e.id)).toMatchObject({ held: 3, available: 1 });
    expect((await counts(e.id)).rows[0]).toMatchObject({ waiting: 1, waitingQuantity: 3, offered: 2, converted: 0, expired: 0 });
    expect((await counts(e.id)).wouldSell).toBe(3);
  });

  it('the head of the queue leaving offers the free seats to the entries behind it that now fit', async () => {
    const e = await soldOut();
    const [a, b] = [await insertUser(t), await insertUser(t)];
    const entryA = await join(a, e, 3);
    await join(b, e, 1);
    await cancel(e.held[0].buyer, e.held[0].booking.id);
    // 2 free, the head asks for 3: nobody is offered, in order
    expect(await mine(b)).toMatchObject({ status: 'waiting', position: 2 });
    await t.http.delete(`/api/user/waitlist/${entryA}`).set(a.auth).expect(204);
    expect(await mine(b)).toMatchObject({ status: 'offered' });
    expect(await inventory(e.id)).toMatchObject({ held: 3, available: 1 });
  });

  it("an offer's seats cannot be booked by anyone else: 409 sold out, also for many buyers at once", async () => {
    const e = await soldOut();
    const a = await insertUser(t);
    await join(a, e, 2);
    await cancel(e.held[0].buyer, e.held[0].booking.id);
    expect((await mine(a)).status).toBe('offered');
    const others = await Promise.all(Array.from({ length: 6 }, () => insertUser(t)));
    const tries = await Promise.all(others.map((o) => t.http.post('/api/user/bookings/create').set(o.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod', donation: false })));
    expect(tries.map((r) => r.status)).toEqual(Array(6).fill(409));
    expect(tries[0].body.message).toBe(Messages.soldOut);
    expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });
  });

  it('an expired hold offers its seats (the hold-release job); an offer past its time goes to the next entry, and with nobody next its seats are free again', async () => {
    const e = await soldOut();
    const [a, b] = [await insertUser(t), await insertUser(t)];
    await join(a, e, 2);
    await join(b, e, 2);
    await t.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, e.held[0].booking.id));
    expect(await t.app.get(HoldReleaseService).run()).toBe(1);
    expect(await mine(a)).toMatchObject({ status: 'offered' });
    expect(await mine(b)).toMatchObject({ status: 'waiting', position: 1 });

    // A lets the offer run out: B gets the same seats
    await t.db.update(waitlistEntries).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistEntries.userId, a.user.id));
    expect(await t.app.get(OfferExpiryService).run()).toBe(1);
    expect(await mine(a)).toMatchObject({ status: 'expired', position: null });
    expect(await mine(b)).toMatchObject({ status: 'offered', position: null });
    expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });
    expect((await counts(e.id)).rows[0]).toMatchObject({ waiting: 0, offered: 1, expired: 1 });

    // B's runs out too: nobody waits, the seats are anyone's
    await t.db.update(waitlistEntries).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistEntries.userId, b.user.id));
    expect(await t.app.get(OfferExpiryService).run()).toBe(1);
    expect(await inventory(e.id)).toMatchObject({ held: 2, available: 2 });
    await book(t.http, (await insertUser(t)).auth, { eventId: e.id, qty: 2, donation: false });
  });

  it('the buyer gets an SMS and an e-mail with a link to book the offer, in their language (Hindi: the /hi page)', async () => {
    const e = await soldOut();
    const [en, hi] = [await insertUser(t, 'Asha'), await insertUser(t, 'Ravi')];
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, hi.user.id));
    const enEntry = await join(en, e, 2);
    const hiEntry = await join(hi, e, 2);
    await cancel(e.held[0].buyer, e.held[0].booking.id);
    await cancel(e.held[1].buyer, e.held[1].booking.id);
    await drainJobs(t.app.get(JobsService));

    const mailTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email));
    const sms = async (phone: string) => (await t.http.get('/api/dev/sms-outbox').query({ phone }).expect(200)).body.data as { body: string }[];
    const enLink = `https://utsav.example/events/${e.slug}/${e.code}?waitlist=${enEntry}`;
    const hiLink = `https://utsav.example/hi/events/${e.slug}/${e.code}?waitlist=${hiEntry}`;

    const [enMail] = mailTo(en.user.email!);
    expect(enMail.subject).toBe('Seats for Test Concert are waiting for you');
    expect(enMail.text).toContain('Hello Asha,');
    expect(enMail.text).toContain('2 General Admission ticket(s) for Test Concert');
    expect(enMail.text).toContain(enLink);
    expect((await sms(en.user.phone!)).map((m) => m.body)).toEqual([expect.stringMatching(/^Utsav: 2 ticket\(s\) for Test Concert are held for you until .+ Book: /)]);
    expect((await sms(en.user.phone!))[0].body).toContain(enLink);

    const [hiMail] = mailTo(hi.user.email!);
    expect(hiMail.subject).toBe('Test Concert की सीटें आपका इंतज़ार कर रही हैं');
    expect(hiMail.text).toContain('नमस्ते Ravi,');
    expect(hiMail.text).toContain(hiLink);
    const [hiSms] = await sms(hi.user.phone!);
    expect(hiSms.body).toMatch(/^उत्सव: Test Concert के 2 टिकट .+ तक आपके लिए रोके गए हैं। बुक करें: /);
    expect(hiSms.body).toContain(hiLink);

    // a second pass sends nothing again
    await drainJobs(t.app.get(JobsService));
    expect(mailTo(en.user.email!)).toHaveLength(1);
    expect(await sms(hi.user.phone!)).toHaveLength(1);
  });

  it('a cancelled showtime offers nothing: its seats go back as they always did', async () => {
    const e = await soldOut();
    const a = await insertUser(t);
    await join(a, e, 2);
    await t.db.update(eventSessions).set({ cancelledAt: new Date() }).where(eq(eventSessions.eventId, e.id));
    await cancel(e.held[0].buyer, e.held[0].booking.id);
    expect(await mine(a)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await inventory(e.id)).toMatchObject({ held: 2, available: 2 });
  });

  describe('booking an offer with waitlistEntryId', () => {
    const create = (b: Buyer, body: Record<string, unknown>) =>
      t.http.post('/api/user/bookings/create').set(b.auth).send({ paymentMethod: 'cod', donation: false, ...body });

    it('only the offered buyer books the held seats, through quote and create; the entry becomes converted and the seats stay sold', async () => {
      const e = await soldOut();
      const a = await insertUser(t);
      const entry = await join(a, e, 2);
      await cancel(e.held[0].buyer, e.held[0].booking.id);

      const quote = await t.http.post('/api/user/bookings/quote').set(a.auth).send({ eventId: e.id, items: [{ ticketTypeId: e.type, qty: 2 }], waitlistEntryId: entry, donation: false }).expect(200);
      expect(quote.body).toMatchObject({ quantity: 2 });
      // without the entry the same buyer sees no seats: they are held for the offer, not for anyone who asks
      await t.http.post('/api/user/bookings/quote').set(a.auth).send({ eventId: e.id, qty: 2, donation: false }).expect(409);

      const booked = (await create(a, { eventId: e.id, items: [{ ticketTypeId: e.type, qty: 2 }], waitlistEntryId: entry }).expect(201)).body;
      expect(booked).toMatchObject({ status: 'pending', ticketCount: 2 });
      expect(await mine(a)).toMatchObject({ status: 'converted', position: null });
      expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });
      expect((await counts(e.id)).rows[0]).toMatchObject({ offered: 0, converted: 1 });
      // an offer books once
      expect((await create(a, { eventId: e.id, qty: 1, waitlistEntryId: entry }).expect(409)).body.message).toBe(Messages.waitlistOfferUsed);
    });

    it("someone else's or an unknown entry is 404, a malformed id 400, an expired offer 409 (in Hindi too), a waiting entry 409, more than offered 400; nothing is held", async () => {
      const e = await soldOut();
      const [a, b, stranger] = [await insertUser(t), await insertUser(t), await insertUser(t)];
      const entryA = await join(a, e, 2);
      const entryB = await join(b, e, 1);
      await cancel(e.held[0].buyer, e.held[0].booking.id);
      const body = (entry: string, qty = 1) => ({ eventId: e.id, items: [{ ticketTypeId: e.type, qty }], waitlistEntryId: entry });

      const theirs = await create(stranger, body(entryA)).expect(404);
      expect(theirs.body).toMatchObject({ message: Messages.waitlistEntryNotFound, details: { waitlistEntryId: Messages.waitlistEntryNotFound } });
      await t.http.post('/api/user/bookings/quote').set(stranger.auth).send(body(entryA)).expect(404);
      await create(a, body('00000000-0000-4000-8000-000000000000')).expect(404);
      expect((await create(a, body('not-an-id')).expect(400)).body.details).toEqual({ waitlistEntryId: 'waitlistEntryId must be a valid id.' });
      expect((await create(a, body(entryA, 3)).expect(400)).body.details).toEqual({ 'items.0.qty': Messages.waitlistOfferQuantity(2) });
      expect((await create(b, body(entryB)).expect(409)).body.message).toBe(Messages.waitlistNotOfferedYet);
      for (const auth of [{}, { Authorization: `Bearer ${vendor.token}` }]) await t.http.post('/api/user/bookings/create').set(auth).send(body(entryA)).expect(401);

      await t.db.update(waitlistEntries).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistEntries.id, entryA));
      expect((await create(a, body(entryA)).expect(409)).body.message).toBe(Messages.waitlistOfferExpired);
      expect((await create(a, body(entryA)).set('Accept-Language', 'hi').expect(409)).body.message).toBe('प्रतीक्षा सूची का यह ऑफ़र समाप्त हो गया है।');
      expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });
      expect(await t.db.select().from(bookings).where(eq(bookings.userId, a.user.id))).toEqual([]);
    });

    it("an order of another ticket type than the offer's, or with another line beside it, is 400 and holds nothing", async () => {
      const e = await soldOut();
      const [vip] = await t.db.insert(ticketTypes).values({ eventId: e.id, name: 'VIP', pricePaise: 99900, quantity: 5 }).returning();
      const [gaRow] = await t.db.select().from(ticketInventory).where(eq(ticketInventory.eventId, e.id));
      await t.db.insert(ticketInventory).values({ sessionId: gaRow.sessionId, ticketTypeId: vip.id, eventId: e.id, quantity: 5, available: 5 });
      const a = await insertUser(t);
      const entry = await join(a, e, 2);
      await cancel(e.held[0].buyer, e.held[0].booking.id);
      for (const items of [[{ ticketTypeId: vip.id, qty: 1 }], [{ ticketTypeId: e.type, qty: 1 }, { ticketTypeId: vip.id, qty: 1 }]]) {
        const res = await create(a, { eventId: e.id, items, waitlistEntryId: entry }).expect(400);
        expect(res.body.details).toEqual({ waitlistEntryId: Messages.waitlistOfferOtherTickets });
      }
      expect(await mine(a)).toMatchObject({ status: 'offered' });
      expect(await t.db.select().from(bookings).where(eq(bookings.userId, a.user.id))).toEqual([]);
    });

    it('booking fewer than offered gives the rest to the next entry at once; a booking of an offer released unpaid offers its seats on', async () => {
      const e = await soldOut();
      const [a, b, c] = [await insertUser(t), await insertUser(t), await insertUser(t)];
      const entryA = await join(a, e, 2);
      await join(b, e, 1);
      await join(c, e, 2);
      await cancel(e.held[0].buyer, e.held[0].booking.id);
      expect(await mine(a)).toMatchObject({ status: 'offered' });

      const booked = (await create(a, { eventId: e.id, qty: 1, waitlistEntryId: entryA }).expect(201)).body;
      expect(await mine(a)).toMatchObject({ status: 'converted' });
      expect(await mine(b)).toMatchObject({ status: 'offered' });
      expect(await mine(c)).toMatchObject({ status: 'waiting', position: 1 });
      expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });

      // A's booking runs out unpaid: its seat goes to C? C wants 2, 1 is free: C waits, the seat waits for a buyer
      await t.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, booked.id));
      expect(await t.app.get(HoldReleaseService).run()).toBe(1);
      expect(await mine(c)).toMatchObject({ status: 'waiting', position: 1 });
      expect(await inventory(e.id)).toMatchObject({ held: 3, available: 1 });
      // B's offer runs out too: 2 are free, C's 2 fit
      await t.db.update(waitlistEntries).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistEntries.userId, b.user.id));
      await t.app.get(OfferExpiryService).run();
      expect(await mine(c)).toMatchObject({ status: 'offered' });
      expect(await inventory(e.id)).toMatchObject({ held: 4, available: 0 });
    });
  });

  it("a raised quantity (the organiser's edit) offers the new units to the queue in the same save", async () => {
    const admin = bearer(await adminToken(t.http));
    const form = eventForm({ ticketsAvailable: 2, capacity: { waitlistEnabled: true } });
    const created = await createEvent(t.http, vendor.token, form, 'vendor');
    await t.http.patch(`/api/admin/events/${created.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const type = created.ticketTypes[0];
    await book(t.http, (await insertUser(t)).auth, { eventId: created.id, qty: 2, donation: false });
    const e = { id: created.id, type: type.id };
    const [a, b] = [await insertUser(t), await insertUser(t)];
    await join(a, e, 2);
    await join(b, e, 1);

    const ticketTypes = [{ _id: type.id, name: type.name, price: type.price, quantity: 4 }];
    await t.http.put(`/api/vendor/events/${created.id}`).set(bearer(vendor.token)).send({ ...form, title: created.title, ticketTypes }).expect(200);
    expect(await mine(a)).toMatchObject({ status: 'offered' });
    expect(await mine(b)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await inventory(created.id)).toMatchObject({ quantity: 4, held: 4, available: 0 });
    // the offer's notice is on its way
    await drainJobs(t.app.get(JobsService));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(a.user.email!))).toHaveLength(1);
  });
});
