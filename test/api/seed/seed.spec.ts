import { PayoutTransfersService } from '../../../api/src/modules/payouts/payout-transfers.service';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { imageVariantUrls, isValidGstin, Messages, PERFORMER_CATEGORIES, priceOrder, responsiveImage } from '@marketplace/shared-dto';
import * as s from '../../../api/src/db/schema';
import { SeedService } from '../../../api/src/db/seed/seed.service';
import { slugify } from '../../../api/src/common/identifiers';
import { lastCode } from '../support/auth-helpers';
import { ADMIN, startTestApp, TestApp } from '../support/test-app';
import { filesUnder, storedImageUrls, tableCounts } from './seed-helpers';

const DAY_MS = 24 * 3600 * 1000;
/** Hour of the day in India for an instant. */
const istHour = (d: Date) => new Date(d.getTime() + 330 * 60 * 1000).getUTCHours();

describe('demo marketplace seeded at first start (SEED_DEMO=true)', () => {
  let t: TestApp;
  let seedStartedAt: Date;
  let before: Record<string, number>;
  let after: Record<string, number>;
  let filesBefore: string[];
  let filesAfter: string[];
  /** What a second start prints (the first start's lines are logged inside startTestApp). */
  let lines: string[];

  beforeAll(async () => {
    seedStartedAt = new Date();
    t = await startTestApp({ SEED_DEMO: 'true' });
    before = await tableCounts(t.db);
    filesBefore = filesUnder(t.config.uploadDir);
    lines = await t.app.get(SeedService).run();
    after = await tableCounts(t.db);
    filesAfter = filesUnder(t.config.uploadDir);
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  describe('credentials printed in the start banner', () => {
    const credential = (label: string) => {
      const line = lines.find((l) => l.startsWith(`${label}:`));
      const match = line && /: (\S+@\S+) \/ (\S+?),?(?:\s|$)/.exec(line);
      if (!match) throw new Error(`no "${label}" line in ${JSON.stringify(lines)}`);
      return { email: match[1], password: match[2] };
    };

    it('print the demo vendor, a second vendor and the buyer with the phone hint', () => {
      expect(lines).toEqual(expect.arrayContaining([
        'Demo vendor: vendor@utsav.test / Vendor@12345',
        'Demo buyer: buyer@utsav.test / Buyer@12345, or phone +919876543210 with the code from /api/dev/sms-outbox',
      ]));
      expect(lines.filter((l) => /vendor.*@.* \/ /i.test(l))).toHaveLength(2);
    });

    it('log both demo vendors in to the vendor portal, approved', async () => {
      for (const label of ['Demo vendor', 'Second demo vendor']) {
        const res = await t.http.post('/api/vendor/auth/login').send(credential(label)).expect(200);
        expect(res.body.token).toEqual(expect.any(String));
        const me = await t.http.get('/api/vendor/auth/me').set('Authorization', `Bearer ${res.body.token}`);
        expect(me.status).toBe(200);
      }
    });

    it('log the demo buyer in by email and password', async () => {
      const res = await t.http.post('/api/user/auth/login').send(credential('Demo buyer')).expect(200);
      expect(res.body.user).toMatchObject({ email: 'buyer@utsav.test', phone: '+919876543210', name: 'Aditi Verma' });
    });

    it('log the demo buyer in by phone code as a returning user, without asking for name and email', async () => {
      const phone = '+919876543210';
      await t.http.post('/api/user/auth/send-otp').send({ phone }).expect(200);
      const otp = await lastCode(t.http, phone);
      const res = await t.http.post('/api/user/auth/verify-otp').send({ phone, otp }).expect(200);
      expect(res.body.user.email).toBe('buyer@utsav.test');
      expect(res.body.isNewUser).toBe(false);
    });
  });

  it('has two approved vendors, ten or more approved categories and the main Indian languages', async () => {
    const vendors = await t.db.select().from(s.vendors);
    expect(vendors.filter((v) => v.status === 'approved').length).toBeGreaterThanOrEqual(2);
    const categories = await t.db.select().from(s.categories);
    const approved = categories.filter((c) => c.status === 'approved').map((c) => c.name);
    expect(approved.length).toBeGreaterThanOrEqual(10);
    expect(approved).toEqual(expect.arrayContaining(['Music', 'Comedy', 'Theatre', 'Workshops', 'Sports', 'Food & Drink', 'Kids', 'Technology', 'Art', 'Nightlife']));
    const languages = (await t.db.select().from(s.languages)).filter((l) => l.status === 'approved').map((l) => l.name);
    expect(languages).toEqual(expect.arrayContaining(['Hindi', 'English', 'Punjabi', 'Urdu', 'Tamil']));
    expect((await t.db.select().from(s.tags)).filter((x) => x.status === 'approved').length).toBeGreaterThanOrEqual(10);
  });

  it('leaves vendor submissions of every kind waiting in the approval queue', async () => {
    const vendorIds = new Set((await t.db.select().from(s.vendors)).map((v) => v.id));
    for (const table of [s.categories, s.tags, s.languages, s.performers, s.venues]) {
      const pending = (await t.db.select().from(table)).filter((r) => r.status === 'pending');
      expect(pending.length).toBeGreaterThanOrEqual(1);
      for (const row of pending) {
        expect(row.source).toBe('vendor');
        expect(vendorIds.has(row.ownerVendorId!)).toBe(true);
      }
    }
  });

  it('has eight or more Delhi-NCR venues, each with a cover and 2-3 gallery images of which the cover is the one primary', async () => {
    const venues = (await t.db.select().from(s.venues)).filter((v) => v.status === 'approved');
    expect(venues.length).toBeGreaterThanOrEqual(8);
    expect(new Set(venues.map((v) => v.city))).toEqual(new Set(['New Delhi', 'Gurugram', 'Noida']));
    const images = await t.db.select().from(s.venueImages);
    for (const v of venues) {
      expect(v).toMatchObject({ address: expect.any(String), capacity: expect.any(Number), photo: expect.stringMatching(/^\/uploads\//) });
      expect(v.lat).toBeGreaterThan(28.3);
      expect(v.lat).toBeLessThan(28.9);
      expect(v.lng).toBeGreaterThan(76.8);
      expect(v.lng).toBeLessThan(77.6);
      const own = images.filter((i) => i.venueId === v.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((i) => i.isPrimary).map((i) => i.src)).toEqual([v.photo]);
    }
  });

  it('has twelve or more approved performers with a category of the fixed list, bio, picture, links and order', async () => {
    const performers = (await t.db.select().from(s.performers)).filter((p) => p.status === 'approved');
    expect(performers.length).toBeGreaterThanOrEqual(12);
    for (const p of performers) {
      expect(PERFORMER_CATEGORIES).toContain(p.category);
      expect(p.bio!.length).toBeGreaterThan(60);
      expect(p.profileImage).toMatch(/^\/uploads\//);
      expect(p.socialMedia.instagram).toMatch(/^https:\/\//);
      expect(p.slug).toBe(slugify(p.name));
    }
    expect(new Set(performers.map((p) => p.sortOrder)).size).toBe(performers.length);
  });

  describe('events', () => {
    let events: (typeof s.events.$inferSelect)[];
    beforeAll(async () => { events = await t.db.select().from(s.events); });
    const live = () => events.filter((e) => e.status === 'approved' && e.isPublished && e.isActive);

    it('thirty or more are public; some await approval, one was rejected, one is a draft', () => {
      expect(live().length).toBeGreaterThanOrEqual(30);
      const pending = events.filter((e) => e.status === 'pending');
      expect(pending.length).toBeGreaterThanOrEqual(4);
      expect(pending.every((e) => e.createdByType === 'vendor' && e.ownerVendorId)).toBe(true);
      expect(events.filter((e) => e.status === 'rejected')).toHaveLength(1);
      const drafts = events.filter((e) => e.status === 'draft');
      expect(drafts).toHaveLength(1);
      expect(drafts[0].isPublished).toBe(false);
      expect(live().filter((e) => e.featured).length).toBeGreaterThanOrEqual(3);
    });

    it('all start on evenings in India within the eight weeks after the seed', () => {
      for (const e of events) {
        expect(e.startAt.getTime()).toBeGreaterThan(seedStartedAt.getTime());
        expect(e.startAt.getTime()).toBeLessThan(seedStartedAt.getTime() + 8 * 7 * DAY_MS + DAY_MS);
        expect(istHour(e.startAt)).toBeGreaterThanOrEqual(16);
        expect(e.endAt!.getTime()).toBeGreaterThan(e.startAt.getTime());
        expect(e.timezone).toBe('Asia/Kolkata');
      }
      const weeks = new Set(live().map((e) => Math.floor((e.startAt.getTime() - seedStartedAt.getTime()) / (7 * DAY_MS))));
      expect(weeks.size).toBeGreaterThanOrEqual(7);
    });

    it('are priced in paise: some free, a few without a price, the rest between ₹299 and ₹4,999', () => {
      const prices = live().map((e) => e.pricePaise);
      expect(prices.filter((p) => p === 0).length).toBeGreaterThanOrEqual(2);
      expect(prices.filter((p) => p === null).length).toBeGreaterThanOrEqual(2);
      const paid = prices.filter((p): p is number => !!p);
      expect(paid.length).toBeGreaterThanOrEqual(20);
      expect(Math.min(...paid)).toBe(29_900);
      expect(Math.max(...paid)).toBe(499_900);
      for (const e of events) expect(e.isFree).toBe(e.pricePaise === 0);
    });

    it('have a venue and city, a banner and 2-3 gallery images, a unique code and a slug from the title', () => {
      const venuesById = new Set<string>();
      for (const e of events) {
        expect(e.venueId).toEqual(expect.any(String));
        venuesById.add(e.venueId!);
        expect(['New Delhi', 'Gurugram', 'Noida']).toContain(e.city);
        expect(e.bannerImage).toMatch(/^\/uploads\//);
        expect(e.gallery.length).toBeGreaterThanOrEqual(2);
        expect(e.gallery.length).toBeLessThanOrEqual(3);
        expect(e.slug).toBe(slugify(e.title));
        expect(e.code).toMatch(/^ET[2-9A-HJ-NP-Z]{8}$/);
      }
      expect(new Set(events.map((e) => e.code)).size).toBe(events.length);
      expect(venuesById.size).toBeGreaterThanOrEqual(8);
    });

    it('are linked to categories, tags, languages and, most of them, performers', async () => {
      const [cats, tags, langs, perfs] = await Promise.all([
        t.db.select().from(s.eventCategories), t.db.select().from(s.eventTags), t.db.select().from(s.eventLanguages), t.db.select().from(s.eventPerformers),
      ]);
      for (const e of events) {
        expect(cats.some((r) => r.eventId === e.id)).toBe(true);
        expect(tags.some((r) => r.eventId === e.id)).toBe(true);
        expect(langs.some((r) => r.eventId === e.id)).toBe(true);
      }
      expect(new Set(perfs.map((r) => r.eventId)).size).toBeGreaterThanOrEqual(20);
    });

    it('some have two or three showtimes inside the event', async () => {
      const sessions = (await t.db.select().from(s.eventSessions)).filter((x) => !x.implicit);
      const byEvent = new Map<string, typeof sessions>();
      for (const x of sessions) byEvent.set(x.eventId, [...(byEvent.get(x.eventId) ?? []), x]);
      expect(byEvent.size).toBeGreaterThanOrEqual(2);
      for (const [eventId, list] of byEvent) {
        const event = events.find((e) => e.id === eventId)!;
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(3);
        for (const x of list) {
          expect(x.startsAt.getTime()).toBeGreaterThanOrEqual(event.startAt.getTime());
          expect(x.startsAt.getTime()).toBeLessThan(event.endAt!.getTime());
          expect(x.label).not.toBe('');
        }
      }
    });

    it('ticket counts: one sold out, some nearly sold out, and held plus available equals the total everywhere', async () => {
      const bookings = await t.db.select().from(s.bookings);
      const inventory = await t.db.select().from(s.ticketInventory);
      const left = new Map<string, { available: number; total: number }>();
      for (const e of events) {
        const rows = inventory.filter((r) => r.eventId === e.id);
        const held = bookings.filter((b) => b.eventId === e.id && b.status !== 'cancelled').reduce((n, b) => n + b.quantity, 0);
        // every showtime counts the seats its rows hold
        for (const x of (await t.db.select().from(s.eventSessions)).filter((x) => x.eventId === e.id)) {
          const typesOf = await t.db.select().from(s.ticketTypes).where(eq(s.ticketTypes.eventId, e.id));
          const seats = rows.filter((r) => r.sessionId === x.id).reduce((n, r) => n + r.held * typesOf.find((ty) => ty.id === r.ticketTypeId)!.seatsPerUnit, 0);
          expect({ title: e.title, seats: x.seatsHeld }).toEqual({ title: e.title, seats });
        }
        for (const r of rows) expect(r.held + r.available).toBe(r.quantity);
        expect({ title: e.title, held: rows.reduce((n, r) => n + r.held, 0) }).toEqual({ title: e.title, held });
        left.set(e.id, { available: rows.reduce((n, r) => n + r.available, 0), total: rows.reduce((n, r) => n + r.quantity, 0) });
      }
      const priced = live().filter((e) => e.pricePaise !== null).map((e) => left.get(e.id)!);
      expect(priced.filter((e) => e.available === 0)).toHaveLength(1);
      expect(priced.filter((e) => e.available > 0 && e.available <= e.total * 0.1).length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('ticket types', () => {
    it('has tiered, package, quantity-based and group-discount events, one sold-out tier and showtimes with different availability', async () => {
      // lists answer cards: ticket types, pricing and showtimes are on each event's detail
      const list = await t.http.get('/api/events/public').query({ limit: 100 }).expect(200);
      type Detail = {
        soldOut: boolean; pricing: { groupDiscount: unknown }; sessions: { available: number }[];
        ticketTypes: { name: string; soldOut: boolean; available: number; seatsPerUnit: number; quantityPricing: unknown }[];
      };
      const details = new Map<string, Detail>();
      for (const c of list.body.data) details.set(c.title, (await t.http.get(`/api/events/public/${c.slug}/${c.code}`).expect(200)).body);
      const byTitle = (title: string) => details.get(title)!;
      const tiered = byTitle('Aarohi Menon Live: Monsoon Melodies');
      expect(tiered.ticketTypes.map((x: { name: string }) => x.name)).toEqual(['Silver', 'Gold', 'VIP']);
      expect(tiered.ticketTypes.find((x: { name: string }) => x.name === 'VIP')).toMatchObject({ soldOut: true, available: 0 });
      expect(tiered.soldOut).toBe(false);
      expect(byTitle('Dilli Street Food Carnival').ticketTypes[1]).toMatchObject({ name: 'Family pack of 4', seatsPerUnit: 4 });
      expect(byTitle('Punjabi Beats: Meher Gill Live').ticketTypes[0].quantityPricing).toEqual([{ minQuantity: 1, price: 2499 }, { minQuantity: 4, price: 2199 }, { minQuantity: 8, price: 1999 }]);
      expect(byTitle('Sufi Nights at Lodhi').pricing.groupDiscount).toMatchObject({ enabled: true, minQuantity: 6, discountValue: 10, maxDiscount: 750 });
      const shows = byTitle('Kabir Sethi: Overthinking Unlimited').sessions;
      expect(new Set(shows.map((x: { available: number }) => x.available)).size).toBeGreaterThan(1);
    });
  });

  describe('reserved seating', () => {
    it('has a seated auditorium of about 800 seats in three categories, sold in a seated event of two showtimes, partly sold', async () => {
      const [event] = await t.db.select().from(s.events).where(eq(s.events.title, 'Anarkali: A Musical in Two Acts'));
      const [plan] = await t.db.select().from(s.seatingPlans).where(eq(s.seatingPlans.id, event.seatingPlanId!));
      expect(plan.seatCount).toBeGreaterThanOrEqual(750);
      expect(plan.seatCount).toBeLessThanOrEqual(850);
      expect(plan.layout.categories.map((c) => c.name)).toEqual(['Gold', 'Silver', 'Bronze']);
      expect(event.seatCategories).toHaveLength(3);
      const seats = await t.db.select().from(s.seatInventory).where(eq(s.seatInventory.eventId, event.id));
      expect(seats).toHaveLength(2 * plan.seatCount);
      const sold = seats.filter((x) => x.status === 'sold').length;
      expect(sold).toBeGreaterThan(0);
      expect(sold).toBeLessThan(seats.length / 2);
      // the type counts agree with the seats, and every confirmed ticket names its seat
      const inventory = await t.db.select().from(s.ticketInventory).where(eq(s.ticketInventory.eventId, event.id));
      for (const row of inventory) {
        const mine = seats.filter((x) => x.sessionId === row.sessionId && x.ticketTypeId === row.ticketTypeId);
        expect([row.available, row.held]).toEqual([mine.filter((x) => x.status === 'available').length, mine.filter((x) => x.status !== 'available').length]);
      }
      const tickets = await t.db.select().from(s.tickets).where(eq(s.tickets.eventId, event.id));
      expect(tickets).toHaveLength(sold);
      expect(tickets.every((x) => /^(Stalls|Balcony) · Row [A-P] · Seat \d+$/.test(x.seatLabel ?? ''))).toBe(true);
      const [session] = await t.db.select().from(s.eventSessions).where(eq(s.eventSessions.eventId, event.id));
      const map = await t.http.get(`/api/events/public/${event.slug}/${event.code}/sessions/${session.id}/seats`).expect(200);
      expect(Object.keys(map.body.status)).toHaveLength(plan.seatCount);
    });
  });

  describe('bookings', () => {
    it('the demo buyer has one confirmed paid online booking, one pending cash on delivery, one cancelled', async () => {
      const [buyer] = await t.db.select().from(s.users).where(eq(s.users.email, 'buyer@utsav.test'));
      const mine = await t.db.select().from(s.bookings).where(eq(s.bookings.userId, buyer.id));
      expect(mine.map((b) => [b.status, b.paymentStatus, b.paymentMethod]).sort()).toEqual([
        ['cancelled', 'unpaid', 'razorpay'],
        ['confirmed', 'paid', 'razorpay'],
        ['pending', 'unpaid', 'cod'],
      ]);
      const paid = mine.find((b) => b.status === 'confirmed')!;
      const [payment] = await t.db.select().from(s.payments).where(eq(s.payments.bookingId, paid.id));
      expect(payment).toMatchObject({ status: 'paid', amountPaise: paid.totalPaise, currency: 'INR' });
      expect(mine.find((b) => b.status === 'cancelled')!.cancelledAt).toBeInstanceOf(Date);
    });

    it('every booking stores priceOrder of its lines (types, quantity pricing, group discount), with a unique order number', async () => {
      const rows = await t.db.select({ b: s.bookings, pricing: s.events.pricing }).from(s.bookings).innerJoin(s.events, eq(s.events.id, s.bookings.eventId));
      expect(rows.length).toBeGreaterThanOrEqual(50);
      const sessions = await t.db.select().from(s.eventSessions);
      const types = await t.db.select().from(s.ticketTypes);
      const lines = await t.db.select().from(s.bookingLines);
      for (const { b, pricing } of rows) {
        const mine = lines.filter((l) => l.bookingId === b.id);
        expect(mine).toHaveLength(1);
        const g = (pricing as { groupDiscount?: { enabled: boolean; minQuantity: number; discountValue: number; maxDiscount: number } }).groupDiscount;
        const expected = priceOrder(
          mine.map((l) => ({ type: types.find((ty) => ty.id === l.ticketTypeId)!, quantity: l.quantity })),
          g ? { ...g, discountType: 'percentage', maxDiscountPaise: g.maxDiscount * 100 } : null,
          b.donationPaise > 0,
        );
        expect({ order: b.orderNo, unit: b.unitPricePaise, subtotal: b.subtotalPaise, discount: b.discountPaise, convenience: b.conveniencePaise, delivery: b.deliveryPaise, donation: b.donationPaise, total: b.totalPaise })
          .toEqual({ order: b.orderNo, unit: expected.lines[0].unitPrice, subtotal: expected.subtotal, discount: expected.discount, convenience: expected.convenience, delivery: expected.delivery, donation: expected.donation, total: expected.total });
        expect(b.quantity).toBeGreaterThanOrEqual(1);
        expect(b.quantity).toBeLessThanOrEqual(10);
        expect(b.orderNo).toMatch(/^UT-[2-9A-HJ-NP-Z]{10}$/);
        // An event with showtimes is booked for one of its own showtimes.
        const own = sessions.filter((x) => x.eventId === b.eventId);
        expect(own.map((x) => x.id)).toContain(b.sessionId);
      }
      expect(new Set(rows.map((r) => r.b.orderNo)).size).toBe(rows.length);
    });

    it('every confirmed online booking with something to pay has its paid payment', async () => {
      const bookings = await t.db.select().from(s.bookings);
      const payments = await t.db.select().from(s.payments);
      for (const b of bookings.filter((x) => x.status === 'confirmed' && x.paymentMethod === 'razorpay' && x.totalPaise > 0)) {
        expect(payments.filter((p) => p.bookingId === b.id).map((p) => [p.status, p.amountPaise])).toEqual([['paid', b.totalPaise]]);
      }
      // one demo booking had part of its tickets refunded (the demo payouts' reversal)
      expect(payments.every((p) => ['paid', 'partially_refunded'].includes(bookings.find((b) => b.id === p.bookingId)?.paymentStatus ?? ''))).toBe(true);
    });

    it("the demo organiser's payouts are in each state, and the second organiser's, with no bank account, await one (issue 22)", async () => {
      const vendors = await t.db.select().from(s.vendors);
      const demo = vendors.find((v) => v.email === 'vendor@utsav.test')!;
      const second = vendors.find((v) => v.email === 'vendor2@utsav.test')!;
      const history = t.app.get(PayoutTransfersService);
      const mine = (await history.history(demo.id)).data;
      expect(new Set(mine.map((p) => p.state))).toEqual(new Set(['on_hold', 'processed', 'pending', 'failed', 'reversed']));
      const reversed = mine.find((p) => p.state === 'reversed')!;
      expect(reversed.reversedAmount).toBeGreaterThan(0);
      expect(reversed.reversedAmount).toBeLessThan(reversed.amount);
      expect(mine.find((p) => p.state === 'failed')!.failureReason).toBeTruthy();
      expect((await history.history(second.id)).data.map((p) => p.state)).toEqual(['awaiting_account', 'awaiting_account', 'awaiting_account']);
    });
  });

  describe('GST and invoices (issue 26)', () => {
    it('the demo vendor has a Delhi GSTIN; its events include one at ₹500 or less and one above; one event is premium sport; one organiser has no GSTIN', async () => {
      const [demo] = await t.db.select().from(s.vendors).where(eq(s.vendors.email, 'vendor@utsav.test'));
      expect(demo).toMatchObject({ gstin: expect.stringMatching(/^07/), stateCode: '07', legalName: expect.any(String), address: expect.any(String) });
      expect(isValidGstin(demo.gstin!)).toBe(true);
      const prices = (await t.db.select().from(s.ticketTypes).innerJoin(s.events, eq(s.events.id, s.ticketTypes.eventId)).where(eq(s.events.ownerVendorId, demo.id)))
        .map((r) => r.ticket_types.pricePaise / r.ticket_types.seatsPerUnit).filter((p) => p > 0);
      expect(prices.some((p) => p <= 50000)).toBe(true);
      expect(prices.some((p) => p > 50000)).toBe(true);
      expect(await t.db.select().from(s.events).where(eq(s.events.taxCategory, 'premium_sport'))).not.toHaveLength(0);
      const all = await t.db.select().from(s.vendors);
      expect(all.some((v) => v.status === 'approved' && !v.gstin)).toBe(true);
      // every organiser has its own series code
      expect(new Set(all.map((v) => v.invoiceCode)).size).toBe(all.length);
      for (const v of all) expect(v.invoiceCode).toMatch(/^[0-9A-Z]{4}$/);
    });

    it('every paid confirmed booking has its invoices, numbered 1, 2, 3… per series', async () => {
      const paid = await t.db.select().from(s.bookings).where(eq(s.bookings.paymentStatus, 'paid'));
      const docs = await t.db.select().from(s.invoices);
      expect(paid.length).toBeGreaterThan(0);
      for (const b of paid.filter((x) => x.status === 'confirmed')) {
        const mine = docs.filter((d) => d.bookingId === b.id);
        expect(mine.map((d) => d.role).sort()).toEqual(b.conveniencePaise > 0 ? ['convenience', 'tickets'] : ['tickets']);
        expect(mine.reduce((n, d) => n + d.totalPaise, 0)).toBe(b.subtotalPaise - b.discountPaise + b.conveniencePaise);
      }
      for (const series of new Set(docs.map((d) => d.series))) {
        expect(docs.filter((d) => d.series === series).map((d) => d.seq).sort((a, b) => a - b)).toEqual(docs.filter((d) => d.series === series).map((_, i) => i + 1));
      }
    });
  });

  it('has the five content pages with real text, about and contact details', async () => {
    const pages = await t.db.select().from(s.contentPages);
    expect(pages.map((p) => p.page).sort()).toEqual(['about', 'contact', 'help-center', 'privacy-policy', 'terms-of-service']);
    for (const p of pages) {
      expect(p.isActive).toBe(true);
      expect(p.content.length).toBeGreaterThan(400);
      expect(p.content).toMatch(/Utsav|ticket/i);
    }
    const about = pages.find((p) => p.page === 'about')!;
    expect(about.aboutInfo!.mission!.length).toBeGreaterThan(40);
    expect(about.aboutInfo!.vision!.length).toBeGreaterThan(40);
    expect(about.aboutInfo!.teamMembers!.length).toBeGreaterThanOrEqual(3);
    for (const m of about.aboutInfo!.teamMembers!) expect(m).toMatchObject({ name: expect.any(String), position: expect.any(String), bio: expect.any(String) });
    const contact = pages.find((p) => p.page === 'contact')!.contactInfo!;
    expect(contact.email).toMatch(/@/);
    expect(contact.phone).toMatch(/^\+91/);
    expect(contact.address).toMatch(/New Delhi/);
    expect(contact.mapEmbed).toMatch(/^https:\/\//);
    const terms = pages.find((p) => p.page === 'terms-of-service')!.content;
    expect(terms).toMatch(/cannot be exchanged/);
    // the cancellation policy the API enforces (CANCEL_CUTOFF_HOURS, automatic refund of the ticket price, fees kept)
    const help = pages.find((p) => p.page === 'help-center')!.content;
    for (const text of [terms, help]) {
      expect(text).toContain(Messages.cancelCutoff(t.config.cancelCutoffHours));
      expect(text).toMatch(/ticket price is refunded automatically/);
      expect(text).toMatch(/convenience fee and the (optional )?donation are not refunded/);
    }
    expect(terms).toMatch(/photo ID/);
  });

  it('has three or more active hero banners in order, linking to events, and the site logo', async () => {
    const banners = await t.db.select().from(s.heroBanners);
    const active = banners.filter((b) => b.isActive).sort((a, b) => a.order - b.order);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(new Set(active.map((b) => b.order)).size).toBe(active.length);
    const categoryIds = new Set((await t.db.select().from(s.categories)).map((c) => c.id));
    for (const b of active) {
      expect(b.imageUrl).toMatch(/^\/uploads\//);
      expect(b.buttonText).not.toBe('');
      const link = new URL(b.buttonLink, 'http://x');
      expect(link.pathname).toBe('/events');
      for (const id of link.searchParams.get('cats')?.split(',') ?? []) expect(categoryIds.has(id)).toBe(true);
    }
    const [logo] = await t.db.select().from(s.siteLogo);
    expect(logo).toMatchObject({ name: 'Utsav', imageUrl: expect.stringMatching(/^\/uploads\//) });
  });

  it('every stored image URL is a generated file that sharp decodes, served under /uploads', async () => {
    const urls = await storedImageUrls(t.db);
    expect(urls.length).toBeGreaterThanOrEqual(150);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z]+\/[a-z0-9-]+-\d+x\d+\.(jpg|png)$/);
      const path = join(t.config.uploadDir, url.slice('/uploads/'.length));
      expect(existsSync(path)).toBe(true);
      const meta = await sharp(path).metadata();
      const image = responsiveImage(url)!;
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(meta.width).toBeGreaterThanOrEqual(300);
      expect(['jpeg', 'png']).toContain(meta.format);
      for (const variant of imageVariantUrls(url)) expect(existsSync(join(t.config.uploadDir, variant.slice('/uploads/'.length)))).toBe(true);
    }
    // Nothing generated is left unreferenced: the pictures and their AVIF and WebP variants.
    const variants = [...new Set(urls)].flatMap((url) => imageVariantUrls(url));
    expect(variants.length).toBeGreaterThan(urls.length);
    expect(filesUnder(join(t.config.uploadDir, 'seed')).length).toBe(new Set(urls).size + variants.length);
    const banner = await t.http.get(variants.find((v) => v.endsWith('.avif'))!).expect(200);
    expect(banner.headers['content-type']).toBe('image/avif');
    for (const url of urls.filter((_, i) => i % 25 === 0)) {
      const res = await t.http.get(url).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  describe('through the API, as each audience sees it', () => {
    const login = async (path: string, email: string, password: string) =>
      (await t.http.post(path).send({ email, password }).expect(200)).body.token as string;
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

    it('a visitor sees thirty or more upcoming events, banners, the logo, venues, performers and every content page', async () => {
      const list = await t.http.get('/api/events/public').query({ limit: 100 }).expect(200);
      expect(list.body.data.length).toBeGreaterThanOrEqual(30);
      const trending = await t.http.get('/api/events/public').query({ sort: 'recent', limit: 8 }).expect(200);
      expect(trending.body.data).toHaveLength(8);
      expect((await t.http.get('/api/hero/banners').expect(200)).body.data.length).toBeGreaterThanOrEqual(3);
      expect((await t.http.get('/api/hero/logo').expect(200)).body.data.image.url).toMatch(/^\/uploads\//);
      expect((await t.http.get('/api/meta/venues').expect(200)).body.data.length).toBeGreaterThanOrEqual(8);
      expect((await t.http.get('/api/public/master-data/performers').expect(200)).body.data.length).toBeGreaterThanOrEqual(12);
      for (const page of ['about', 'contact', 'privacy-policy', 'terms-of-service', 'help-center']) {
        await t.http.get(`/api/content/public/${page}`).expect(200);
      }
    });

    it('an event with showtimes opens with its sessions, and its seats are quoted at the seeded price', async () => {
      const list = await t.http.get('/api/events/public').query({ limit: 100 }).expect(200);
      const withSessions = list.body.data.find((e: { title: string }) => e.title === 'Kabir Sethi: Overthinking Unlimited');
      const detail = await t.http.get(`/api/events/public/${withSessions.slug}/${withSessions.code}`).expect(200);
      const event = detail.body.data ?? detail.body;
      expect(event.sessions.length).toBeGreaterThanOrEqual(2);
      expect(event.ticketsAvailable).toBeGreaterThan(0);
      const token = await login('/api/user/auth/login', 'buyer@utsav.test', 'Buyer@12345');
      const quote = await t.http.post('/api/user/bookings/quote').set(bearer(token))
        .send({ eventId: event.id, qty: 2, quantity: 2, sessionId: event.sessions[0].id, donation: false }).expect(200);
      expect(quote.body).toMatchObject({ unitPrice: 599, subtotal: 1198, total: 1257.9, currency: 'INR' });
    });

    it('the demo buyer sees three bookings', async () => {
      const token = await login('/api/user/auth/login', 'buyer@utsav.test', 'Buyer@12345');
      const res = await t.http.get('/api/user/bookings').set(bearer(token)).expect(200);
      const rows: { status: string }[] = res.body.data ?? res.body.bookings ?? res.body;
      expect(rows.map((b) => b.status).sort()).toEqual(['cancelled', 'confirmed', 'pending']);
    });

    it('the demo vendor sees its own events in every state', async () => {
      const token = await login('/api/vendor/auth/login', 'vendor@utsav.test', 'Vendor@12345');
      const res = await t.http.get('/api/vendor/events').query({ page: 1, limit: 1000 }).set(bearer(token)).expect(200);
      expect(new Set(res.body.data.map((e: { status: string }) => e.status))).toEqual(new Set(['approved', 'pending', 'draft']));
    });

    it('the administrator finds the pending events and reference items in the approval queues', async () => {
      const token = await login('/api/admin/auth/login', ADMIN.email, ADMIN.password);
      const events = await t.http.get('/api/admin/events').query({ status: 'pending', page: 1, limit: 50 }).set(bearer(token)).expect(200);
      expect(events.body.total).toBeGreaterThanOrEqual(4);
      for (const kind of ['categories', 'tags', 'languages', 'performers', 'venues']) {
        const res = await t.http.get(`/api/admin/meta/${kind}`).query({ status: 'pending' }).set(bearer(token)).expect(200);
        const rows = Array.isArray(res.body) ? res.body : res.body.data ?? res.body.performers;
        expect({ kind, pending: rows.length }).toEqual({ kind, pending: 1 });
      }
    });
  });

  it('a second start adds nothing: same rows in every table and no new files', () => {
    expect(before.events).toBeGreaterThanOrEqual(30);
    expect(after).toEqual(before);
    expect(filesAfter).toEqual(filesBefore);
  });
});
