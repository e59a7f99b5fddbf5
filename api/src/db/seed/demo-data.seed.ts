import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, GroupDiscountRule, gstStateCodeOf, PricedTicketType, priceOrder, readSeatingPlan, rupeesToPaise, seatCount,
  SeatingLayout, seatLabel, settleBooking, taxOfOrder,
} from '@marketplace/shared-dto';
import type { AppConfig } from '../../config/app.config';
import { hashPassword, verifyPassword } from '../../common/passwords';
import { newEventCode, newOrderNo, slugify } from '../../common/identifiers';
import type { Database, Tx } from '../database';
import {
  bookingLines, bookings, buyerEventSeats, categories, contentPages, eventCategories, eventLanguages, eventPerformers, events, eventSessions, eventTags,
  heroBanners, interests, languages, payments, payoutTransfers, performers, refunds, seatingPlans, seatInventory, siteLogo, tags, ticketInventory, ticketTypes, users,
  vendors, venueImages, venues,
} from '../schema';
import {
  CATEGORIES, CROWD, DEMO_BUYER, DEMO_VENDORS, DemoDay, DemoEvent, EVENTS, HERO_BANNERS, LANGUAGES, PENDING_REFERENCE,
  PERFORMERS, TAGS, VENUES,
} from './demo-catalog';
import { SeedImageWriter } from './demo-images';
import { drawPictures, Pictures, VENUE_CAPTIONS } from './demo-pictures';
import { DEMO_PAGES } from './demo-pages';
import { issueTickets } from '../../modules/bookings/bookings.repository';
import { planSeats, PlanSeatRow } from '../../modules/events/event-seating';

/** Key of the advisory lock taken while seeding: copies of the app starting together seed once. */
const SEED_LOCK = 0x5eedda7a;
const DAY_MS = 24 * 60 * 60 * 1000;
/** India has no daylight saving, so Asia/Kolkata is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * Fills a database that has no events with a living demo marketplace (vendors, reference data, venues,
 * performers, events of the coming eight weeks with pictures, banners, logo, content pages, buyers and
 * bookings), all in one transaction. Any later start adds nothing. Answers the demo credentials to print,
 * on every start, as long as those accounts still have their demo passwords.
 */
/** Issues bookings' invoices inside the seed's transaction, numbered in the order given (InvoicesService.issueForBookingsWithin). */
export type IssueInvoices = (tx: Tx, bookingIds: string[]) => Promise<void>;

export async function seedDemoData(db: Database, config: AppConfig, issueInvoices?: IssueInvoices): Promise<string[]> {
  if (!(await hasEvents(db))) {
    const images = new SeedImageWriter(config.uploadDir);
    try {
      const [art, hashes] = await Promise.all([drawPictures(images), hashDemoPasswords()]);
      const seeded = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
        if (await hasEvents(tx)) return false;
        await insertDemo(tx, art, hashes, new Date(), config, issueInvoices);
        return true;
      });
      if (!seeded) await images.discard();
    } catch (err) {
      await images.discard();
      throw err;
    }
  }
  return demoCredentialLines(db, config);
}

async function hasEvents(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(events);
  return row.n > 0;
}

/** The lines of the start banner, for each demo account that still signs in with its demo password. */
async function demoCredentialLines(db: Database, config: AppConfig): Promise<string[]> {
  const lines: string[] = [];
  for (const [i, v] of DEMO_VENDORS.entries()) {
    const [row] = await db.select({ hash: vendors.passwordHash }).from(vendors).where(eq(vendors.email, v.email));
    if (row && (await verifyPassword(v.password, row.hash))) lines.push(`${i === 0 ? 'Demo vendor' : 'Second demo vendor'}: ${v.email} / ${v.password}`);
  }
  const [buyer] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_BUYER.email));
  if (buyer && (await verifyPassword(DEMO_BUYER.password, buyer.hash))) {
    const phone = config.production ? '' : `, or phone ${DEMO_BUYER.phone} with the code from /api/dev/sms-outbox`;
    lines.push(`Demo buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password}${phone}`);
  }
  return lines;
}

async function hashDemoPasswords() {
  const [vendorHashes, buyer] = await Promise.all([Promise.all(DEMO_VENDORS.map((v) => hashPassword(v.password))), hashPassword(DEMO_BUYER.password)]);
  return { vendors: vendorHashes, buyer };
}

// ---------------------------------------------------------------------------------------------------
// Rows. Anything with a natural unique key (emails, names, slugs, page keys) is inserted with
// ON CONFLICT DO NOTHING and read back, so data an administrator created before any event existed is
// kept and reused rather than making the start fail.

type Hashes = Awaited<ReturnType<typeof hashDemoPasswords>>;
const nameKey = (name: string) => name.trim().toLowerCase();

async function insertDemo(tx: Tx, art: Pictures, hashes: Hashes, now: Date, config: AppConfig, issueInvoices?: IssueInvoices): Promise<void> {
  const marketplaceState = config.gst.stateCode;
  const vendorIds = await insertVendors(tx, hashes, now);
  const refs = await insertReferenceData(tx, vendorIds);
  const venueIds = await insertVenues(tx, art, vendorIds);
  const performerIds = await insertPerformers(tx, art, vendorIds);
  const buyers = await insertBuyers(tx, hashes);
  const plan = planEvents(now, buyers);
  await insertEvents(tx, plan, { art, vendorIds, refs, venueIds, performerIds, now });
  await insertBookings(tx, plan, now, marketplaceState);
  // the paid (and free) confirmed bookings get their invoices as a payment would give them, dated today, in booking order
  if (issueInvoices) {
    const paid = await tx.select({ id: bookings.id }).from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), eq(bookings.paymentStatus, 'paid'))).orderBy(asc(bookings.createdAt), asc(bookings.id));
    await issueInvoices(tx, paid.map((b) => b.id));
  }
  await insertPayouts(tx, vendorIds, now, config);
  await insertInterests(tx, plan, buyers);
  await insertSiteContent(tx, art, refs.categories);
}

async function insertVendors(tx: Tx, hashes: Hashes, now: Date): Promise<string[]> {
  await tx.insert(vendors).values(DEMO_VENDORS.map((v, i) => ({
    companyName: v.companyName, contactName: v.contactName, email: v.email, phone: v.phone, passwordHash: hashes.vendors[i],
    legalName: v.tax?.legalName ?? null, gstin: v.tax?.gstin ?? null, address: v.tax?.address ?? null, stateCode: v.tax?.gstin.slice(0, 2) ?? null,
    payoutAccountHolder: v.payoutAccount?.holder ?? null, payoutIfsc: v.payoutAccount?.ifsc ?? null, payoutAccountNumber: v.payoutAccount?.number ?? null,
    status: 'approved' as const, createdAt: new Date(now.getTime() - (60 - i * 10) * DAY_MS),
  }))).onConflictDoNothing();
  const rows = await tx.select({ id: vendors.id, email: vendors.email }).from(vendors).where(inArray(vendors.email, DEMO_VENDORS.map((v) => v.email)));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return DEMO_VENDORS.map((v) => byEmail.get(v.email)!);
}

interface ReferenceIds { categories: Map<string, string>; tags: Map<string, string>; languages: Map<string, string> }

async function insertReferenceData(tx: Tx, vendorIds: string[]): Promise<ReferenceIds> {
  const kinds = [
    [categories, CATEGORIES, PENDING_REFERENCE.categories],
    [tags, TAGS, PENDING_REFERENCE.tags],
    [languages, LANGUAGES, PENDING_REFERENCE.languages],
  ] as const;
  const ids = await Promise.all(kinds.map(async ([table, approved, pending]) => {
    const rows = [
      ...approved.map((name) => ({ name, nameKey: nameKey(name) })),
      ...pending.map((p) => ({ name: p.name, nameKey: nameKey(p.name), status: 'pending' as const, source: 'vendor' as const, ownerVendorId: vendorIds[p.vendor] })),
    ];
    await tx.insert(table as typeof categories).values(rows).onConflictDoNothing();
    const found = await tx.select({ id: table.id, nameKey: table.nameKey }).from(table as typeof categories).where(inArray(table.nameKey, rows.map((r) => r.nameKey)));
    const byKey = new Map(found.map((r) => [r.nameKey, r.id]));
    return new Map(rows.map((r) => [r.name, byKey.get(r.nameKey)!]));
  }));
  return { categories: ids[0], tags: ids[1], languages: ids[2] };
}

/** Venues by name; images only for the venues this seed created. The cover is also the primary image. */
async function insertVenues(tx: Tx, art: Pictures, vendorIds: string[]): Promise<Map<string, string>> {
  const created = await tx.insert(venues).values(VENUES.map((v) => ({
    name: v.name, nameKey: nameKey(v.name), slug: slugify(v.name), description: v.description, capacity: v.capacity,
    phone: v.phone, email: `bookings@${slugify(v.name)}.example.com`, website: `https://${slugify(v.name)}.example.com`,
    mapUrl: `https://www.openstreetmap.org/?mlat=${v.lat}&mlon=${v.lng}#map=17/${v.lat}/${v.lng}`,
    photo: art.venues.get(v.name)![0], address: v.address, city: v.city, state: v.state, country: DEFAULT_COUNTRY, zipCode: v.zipCode,
    lat: v.lat, lng: v.lng, facilities: v.facilities,
    status: v.pending ? ('pending' as const) : ('approved' as const),
    source: v.vendor === undefined ? ('admin' as const) : ('vendor' as const),
    ownerVendorId: v.vendor === undefined ? null : vendorIds[v.vendor],
  }))).onConflictDoNothing().returning({ id: venues.id, name: venues.name });
  const images = created.flatMap((row) => art.venues.get(row.name)!.map((src, position) => ({
    venueId: row.id, src, alt: `${row.name}: ${VENUE_CAPTIONS[position].toLowerCase()}`, isPrimary: position === 0, position,
  })));
  if (images.length) await tx.insert(venueImages).values(images);
  const all = await tx.select({ id: venues.id, slug: venues.slug }).from(venues).where(inArray(venues.slug, VENUES.map((v) => slugify(v.name))));
  const bySlug = new Map(all.map((r) => [r.slug, r.id]));
  return new Map(VENUES.map((v) => [v.name, bySlug.get(slugify(v.name))!]));
}

async function insertPerformers(tx: Tx, art: Pictures, vendorIds: string[]): Promise<Map<string, string>> {
  await tx.insert(performers).values(PERFORMERS.map((p, i) => ({
    name: p.name, nameKey: nameKey(p.name), slug: slugify(p.name), category: p.category, role: p.role, bio: p.bio, description: p.bio,
    profileImage: art.performers.get(p.name)!, socialMedia: p.socials, sortOrder: i + 1,
    status: p.pending ? ('pending' as const) : ('approved' as const),
    source: p.vendor === undefined ? ('admin' as const) : ('vendor' as const),
    ownerVendorId: p.vendor === undefined ? null : vendorIds[p.vendor],
  }))).onConflictDoNothing();
  const rows = await tx.select({ id: performers.id, slug: performers.slug }).from(performers).where(inArray(performers.slug, PERFORMERS.map((p) => slugify(p.name))));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return new Map(PERFORMERS.map((p) => [p.name, bySlug.get(slugify(p.name))!]));
}

interface Buyer { id: string; demo: boolean }

/** The demo buyer first, then the crowd; a phone or email already taken by a real user is skipped. */
async function insertBuyers(tx: Tx, hashes: Hashes): Promise<Buyer[]> {
  const people = [{ ...DEMO_BUYER, passwordHash: hashes.buyer }, ...CROWD.map((c) => ({ ...c, passwordHash: null }))];
  await tx.insert(users).values(people.map(({ name, email, phone, passwordHash }) => ({ name, email, phone, passwordHash }))).onConflictDoNothing();
  const rows = await tx.select({ id: users.id, phone: users.phone, email: users.email }).from(users).where(inArray(users.phone, people.map((p) => p.phone)));
  const byPhone = new Map(rows.map((r) => [r.phone, r]));
  return people.flatMap((p) => {
    const row = byPhone.get(p.phone);
    return row && row.email === p.email ? [{ id: row.id, demo: p.email === DEMO_BUYER.email }] : [];
  });
}

// ---------------------------------------------------------------------------------------------------
// Events and what is sold: planned in memory first, so every event is inserted with the tickets its
// bookings hold already taken off (held + available = total).

interface PlannedBooking {
  id: string;
  /** Index into the event's types. */
  typeIndex: number;
  userId: string;
  sessionId: string | null;
  quantity: number;
  donation: boolean;
  status: 'confirmed' | 'pending' | 'cancelled';
  paymentMethod: 'razorpay' | 'cod';
  daysAgo: number;
  /** A seated event's booking: its seats, in plan order. */
  seats?: PlanSeatRow[];
}

interface PlannedType extends PricedTicketType {
  tickets: number;
  sold: number;
  description: string | null;
}

interface PlannedEvent {
  id: string;
  demo: DemoEvent;
  startAt: Date;
  endAt: Date;
  sessions: { id: string; startsAt: Date; label: string; implicit?: boolean }[];
  pricePaise: number | null;
  /** The event's ticket types (none while the price is 'Free / TBA'), the catalogue's main one first. */
  types: PlannedType[];
  bookings: PlannedBooking[];
  /** A seated event's plan (each category sold as the type of its name) and its seats in plan order. */
  seating?: { planId: string; layout: SeatingLayout; seats: PlanSeatRow[] };
}

/** 'sat' is the next Saturday after today (India time), 'sun+2' the Sunday two weeks after the next one. */
function dayOffset(now: Date, day: DemoDay): number {
  if (typeof day === 'number') return day;
  const [weekday, weeks] = day.split('+');
  const today = new Date(now.getTime() + IST_OFFSET_MS).getUTCDay();
  const saturday = (6 - today + 7) % 7 || 7;
  return saturday + (weekday === 'sun' ? 1 : 0) + 7 * Number(weeks ?? 0);
}

/** hh:mm in Asia/Kolkata, `days` after the Indian calendar day of `now`. */
function istAt(now: Date, days: number, time: string): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, h, m) - IST_OFFSET_MS);
}

const sessionLabel = new Intl.DateTimeFormat('en-IN', { timeZone: DEFAULT_TIMEZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

function planEvents(now: Date, buyers: Buyer[]): PlannedEvent[] {
  const crowd = buyers.filter((b) => !b.demo);
  const demoBuyer = buyers.find((b) => b.demo);
  let turn = 0;
  const planned = EVENTS.map((demo, i): PlannedEvent => {
    const day = dayOffset(now, demo.day);
    const times = demo.showtimes ?? [[0, demo.time]];
    const sessions = demo.showtimes
      ? times.map(([d, t]) => { const startsAt = istAt(now, day + d, t); return { id: randomUUID(), startsAt, label: sessionLabel.format(startsAt) }; })
      : [];
    const startAt = istAt(now, day + times[0][0], times[0][1]);
    const last = istAt(now, day + times[times.length - 1][0], times[times.length - 1][1]);
    const event: PlannedEvent = {
      id: randomUUID(), demo, startAt, endAt: new Date(last.getTime() + demo.hours * 3600 * 1000), sessions,
      pricePaise: demo.price === null ? null : rupeesToPaise(demo.price), types: typesOf(demo), bookings: [],
    };
    // The crowd buys `sold` tickets of each type in groups of 2 to 10 (packs 1 to 3); one booking in eight is cash on delivery, still pending.
    for (const [typeIndex, type] of event.types.entries()) {
      for (let left = type.sold; left > 0 && crowd.length; turn++) {
        const quantity = Math.min(left, type.seatsPerUnit > 1 ? 1 + (turn % 3) : 2 + ((turn * 7 + i) % 9));
        left -= quantity;
        event.bookings.push({
          id: randomUUID(), typeIndex, userId: crowd[turn % crowd.length].id, sessionId: sessions.length ? sessions[turn % sessions.length].id : null, quantity,
          donation: demo.price !== 0 && turn % 3 !== 0, status: turn % 8 === 7 ? 'pending' : 'confirmed', paymentMethod: turn % 8 === 7 ? 'cod' : 'razorpay',
          daysAgo: 1 + (turn % 20),
        });
      }
    }
    if (demo.seating) seatEvent(event, demo.seating);
    // Some buyers changed their minds: cancelled bookings hold nothing.
    if (demo.sold > 0 && i % 4 === 0 && crowd.length) {
      event.bookings.push({ id: randomUUID(), typeIndex: 0, userId: crowd[(turn + 5) % crowd.length].id, sessionId: sessions[0]?.id ?? null, quantity: 2, donation: true, status: 'cancelled', paymentMethod: 'razorpay', daysAgo: 4 });
    }
    return event;
  });
  if (demoBuyer) {
    const byTitle = new Map(planned.map((e) => [e.demo.title, e]));
    const mine: [string, number, PlannedBooking['status'], PlannedBooking['paymentMethod'], boolean, number][] = [
      ['Sufi Nights at Lodhi', 2, 'confirmed', 'razorpay', true, 5],
      ['Stand-up Gala: Best of Delhi', 3, 'pending', 'cod', false, 1],
      ['Kabir Sethi: Overthinking Unlimited', 2, 'cancelled', 'razorpay', true, 3],
    ];
    for (const [title, quantity, status, paymentMethod, donation, daysAgo] of mine) {
      const event = byTitle.get(title)!;
      event.bookings.push({ id: randomUUID(), typeIndex: 0, userId: demoBuyer.id, sessionId: event.sessions[0]?.id ?? null, quantity, donation, status, paymentMethod, daysAgo });
    }
  }
  return planned;
}

/**
 * A seated event's plan from the generator: each type sells the seats of the category of its name (its tickets are
 * those seats, per showtime), and each booking takes the next seats of its type in plan order, front rows first.
 */
function seatEvent(event: PlannedEvent, sections: NonNullable<DemoEvent['seating']>): void {
  const layout = readSeatingPlan({ generate: { sections } }).layout!;
  const seats = planSeats(layout);
  event.seating = { planId: randomUUID(), layout, seats };
  for (const t of event.types) t.tickets = seats.filter((s) => s.category === t.name).length;
  const next = new Map<string, number>();
  for (const b of event.bookings) {
    const category = event.types[b.typeIndex].name;
    const key = `${b.sessionId}:${category}`;
    const mine = seats.filter((s) => s.category === category);
    const from = next.get(key) ?? 0;
    b.seats = mine.slice(from, from + b.quantity);
    next.set(key, from + b.quantity);
  }
}

/** The catalogue's price as the main type, then its tiers or packages; none while the price is 'Free / TBA'. */
function typesOf(demo: DemoEvent): PlannedType[] {
  if (demo.price === null) return [];
  const main: PlannedType = {
    id: randomUUID(), name: demo.typeName ?? 'General Admission', pricePaise: rupeesToPaise(demo.price), seatsPerUnit: 1, tickets: demo.tickets, sold: demo.sold,
    description: null, quantityPricing: (demo.quantityPricing ?? []).map(([minQuantity, rupees]) => ({ minQuantity, pricePaise: rupeesToPaise(rupees) })),
  };
  return [main, ...(demo.extraTypes ?? []).map((x): PlannedType => ({
    id: randomUUID(), name: x.name, pricePaise: rupeesToPaise(x.price), seatsPerUnit: x.seats ?? 1, tickets: x.tickets, sold: x.sold, description: x.description ?? null, quantityPricing: [],
  }))];
}

const groupDiscountOf = (demo: DemoEvent): GroupDiscountRule | null => (demo.groupDiscount
  ? { enabled: true, minQuantity: demo.groupDiscount.minQuantity, discountType: 'percentage', discountValue: demo.groupDiscount.percent, maxDiscountPaise: rupeesToPaise(demo.groupDiscount.max) }
  : null);

/** Units of a type that active bookings hold (in one session, or all). */
const held = (e: PlannedEvent, typeIndex: number, sessionId?: string) => e.bookings
  .filter((b) => b.status !== 'cancelled' && b.typeIndex === typeIndex && (sessionId === undefined || b.sessionId === sessionId))
  .reduce((sum, b) => sum + b.quantity, 0);

interface EventLinks {
  art: Pictures;
  vendorIds: string[];
  refs: ReferenceIds;
  venueIds: Map<string, string>;
  performerIds: Map<string, string>;
  now: Date;
}

async function insertEvents(tx: Tx, plan: PlannedEvent[], links: EventLinks): Promise<void> {
  const venueByName = new Map(VENUES.map((v) => [v.name, v]));
  const lookup = (map: Map<string, string>, name: string) => {
    const id = map.get(name);
    if (!id) throw new Error(`Demo catalogue refers to unknown "${name}"`);
    return id;
  };
  const seated = plan.filter((e) => e.seating);
  if (seated.length) {
    await tx.insert(seatingPlans).values(seated.map((e) => ({
      id: e.seating!.planId, venueId: lookup(links.venueIds, e.demo.venue), name: 'Main auditorium', layout: e.seating!.layout, seatCount: seatCount(e.seating!.layout),
    })));
  }
  await tx.insert(events).values(plan.map(({ id, demo, startAt, endAt, pricePaise, seating, types }, i): typeof events.$inferInsert => {
    const venue = venueByName.get(demo.venue)!;
    const status = demo.status ?? ('approved' as const);
    const owner = demo.vendor === undefined ? null : DEMO_VENDORS[demo.vendor];
    const pictures = links.art.events.get(demo.title)!;
    return {
      id, slug: slugify(demo.title), code: newEventCode(), title: demo.title,
      description: `${demo.shortDescription} ${demo.details}\n\nGates open 45 minutes before the start. Please carry your M-Ticket and a photo ID.`,
      shortDescription: demo.shortDescription, category: demo.kind, eventType: 'offline' as const, status, startAt, endAt,
      timezone: DEFAULT_TIMEZONE, duration: demo.duration, venueId: lookup(links.venueIds, demo.venue), city: venue.city,
      location: {
        name: venue.name, address: venue.address, city: venue.city, state: venue.state, zipCode: venue.zipCode, country: DEFAULT_COUNTRY,
        coordinates: { latitude: venue.lat, longitude: venue.lng },
      },
      // The price lives in price_paise only, as the events module stores it.
      pricing: {
        pricingType: demo.extraTypes ? (demo.extraTypes.some((x) => x.seats) ? 'package' : 'tiered') : demo.quantityPricing ? 'quantity_based' : 'simple',
        isFree: demo.price === 0, currency: DEFAULT_CURRENCY,
        ...(demo.groupDiscount ? { groupDiscount: { enabled: true, minQuantity: demo.groupDiscount.minQuantity, discountType: 'percentage', discountValue: demo.groupDiscount.percent, maxDiscount: demo.groupDiscount.max } } : {}),
      },
      pricePaise, isFree: demo.price === 0, currency: DEFAULT_CURRENCY,
      capacity: { maxAttendees: demo.tickets, waitlistEnabled: false },
      ageRestriction: demo.ageRestriction ?? null,
      taxCategory: demo.taxCategory ?? 'admission',
      requirements: { ...(demo.ageRestriction ? { ageRestriction: demo.ageRestriction } : {}), itemsToBring: ['M-Ticket on your phone', 'Government photo ID'] },
      contactInfo: {
        organizerName: owner?.companyName ?? 'Utsav Events', organizerEmail: owner?.email ?? 'events@utsav.test', organizerPhone: owner?.phone ?? '+911145678900',
      },
      facilities: venue.facilities, importantInfo: 'Tickets cannot be exchanged. Entry closes 30 minutes after the start.',
      // Approval publishes a vendor's event; until then it is not on the public site.
      isPublished: status === 'approved', isActive: true, featured: demo.featured ?? false, priority: demo.featured ? 10 : 0,
      metaTitle: `${demo.title} | Utsav`, metaDescription: demo.shortDescription,
      bannerImage: pictures.banner, gallery: pictures.gallery,
      seatingPlanId: seating?.planId ?? null,
      seatCategories: seating ? seating.layout.categories.map((c) => ({ category: c.name, ticketTypeId: types.find((t) => t.name === c.name)!.id })) : [],
      ownerVendorId: demo.vendor === undefined ? null : links.vendorIds[demo.vendor],
      createdByType: demo.vendor === undefined ? ('admin' as const) : ('vendor' as const),
      // Published events were listed weeks ago; submissions awaiting review arrived in the last few days.
      createdAt: new Date(links.now.getTime() - (status === 'approved' ? 20 + (i % 15) : 1 + (i % 3)) * DAY_MS),
    };
  }));
  // an event without showtimes sells in its one implicit session
  for (const e of plan) if (!e.sessions.length) e.sessions.push({ id: randomUUID(), startsAt: e.startAt, label: '', implicit: true });
  for (const e of plan) for (const b of e.bookings) b.sessionId ??= e.sessions[0].id;
  await tx.insert(eventSessions).values(plan.flatMap((e) => e.sessions.map((s) => ({ id: s.id, eventId: e.id, startsAt: s.startsAt, label: s.label, implicit: !!s.implicit }))));
  await insertTicketing(tx, plan);
  const each = <T>(pick: (e: DemoEvent) => string[], row: (eventId: string, name: string, position: number) => T) =>
    plan.flatMap((e) => pick(e.demo).map((name, position) => row(e.id, name, position)));
  await tx.insert(eventCategories).values(each((e) => e.categories, (eventId, name) => ({ eventId, categoryId: lookup(links.refs.categories, name) })));
  await tx.insert(eventTags).values(each((e) => e.tags, (eventId, name) => ({ eventId, tagId: lookup(links.refs.tags, name) })));
  await tx.insert(eventLanguages).values(each((e) => e.languages, (eventId, name) => ({ eventId, languageId: lookup(links.refs.languages, name) })));
  await tx.insert(eventPerformers).values(each((e) => e.performers, (eventId, name, position) => ({ eventId, performerId: lookup(links.performerIds, name), position })));
}

/**
 * The ticket types of each priced event. Each showtime gets what its bookings hold of a type plus an even
 * share of the rest, so the seats left add up to the catalogue's tickets minus the bookings.
 */
async function insertTicketing(tx: Tx, plan: PlannedEvent[]): Promise<void> {
  const typeRows = plan.flatMap((e) => e.types.map((t, position) => ({
    id: t.id, eventId: e.id, name: t.name, description: t.description, pricePaise: t.pricePaise, quantity: t.tickets,
    seatsPerUnit: t.seatsPerUnit, quantityPricing: t.quantityPricing ?? [], position,
  })));
  if (!typeRows.length) return;
  const inventory = plan.flatMap((e) => e.types.flatMap((t, k) => {
    const rest = t.tickets - held(e, k);
    return e.sessions.map((s, i) => {
      const taken = held(e, k, s.id);
      // a seated showtime sells all its seats of the type
      if (e.seating) return { sessionId: s.id, ticketTypeId: t.id, eventId: e.id, quantity: t.tickets, held: taken, available: t.tickets - taken };
      const share = Math.floor(rest / e.sessions.length) + (i < rest % e.sessions.length ? 1 : 0);
      return { sessionId: s.id, ticketTypeId: t.id, eventId: e.id, quantity: taken + share, held: taken, available: share };
    });
  }));
  // a type's quantity is per showtime: the largest showtime's share
  for (const row of typeRows) row.quantity = Math.max(...inventory.filter((r) => r.ticketTypeId === row.id).map((r) => r.quantity));
  await insertInChunks(tx, ticketTypes, typeRows);
  await insertInChunks(tx, ticketInventory, inventory);
  for (const e of plan) {
    for (const s of e.sessions) {
      const seats = e.types.reduce((n, t, k) => n + held(e, k, s.id) * t.seatsPerUnit, 0);
      if (seats) await tx.update(eventSessions).set({ seatsHeld: seats }).where(eq(eventSessions.id, s.id));
    }
  }
}

/** Every booking stores the server's breakdown of its event's price; paid online ones have their payment. */
async function insertBookings(tx: Tx, plan: PlannedEvent[], now: Date, marketplaceState: string): Promise<void> {
  const venueByName = new Map(VENUES.map((v) => [v.name, v]));
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const lineRows: (typeof bookingLines.$inferInsert)[] = [];
  for (const event of plan) {
    for (const b of event.bookings) {
      const type = event.types[b.typeIndex];
      if (!type) continue;
      const price = priceOrder([{ type, quantity: b.quantity }], groupDiscountOf(event.demo), b.donation);
      // taxed as the booking service does: the organiser's GSTIN state (an event of no organiser is the marketplace's), the venue's state
      const venueState = gstStateCodeOf(venueByName.get(event.demo.venue)?.state);
      const organiserState = event.demo.vendor === undefined ? marketplaceState : DEMO_VENDORS[event.demo.vendor].tax?.gstin.slice(0, 2) ?? null;
      const context = { category: event.demo.taxCategory ?? 'admission', organiserState, venueState, billingState: venueState ?? marketplaceState, marketplaceState } as const;
      const tax = { ...taxOfOrder(price, context), ...context };
      const createdAt = new Date(now.getTime() - b.daysAgo * DAY_MS);
      const paid = b.status === 'confirmed' && b.paymentMethod === 'razorpay';
      bookingRows.push({
        id: b.id, orderNo: newOrderNo(), userId: b.userId, eventId: event.id, sessionId: b.sessionId, quantity: b.quantity, seats: price.seats,
        unitPricePaise: price.lines[0].unitPrice, subtotalPaise: price.subtotal, discountPaise: price.discount, conveniencePaise: price.convenience, deliveryPaise: price.delivery,
        donationPaise: price.donation, totalPaise: price.total, currency: DEFAULT_CURRENCY, billingState: tax.billingState, tax, paymentMethod: b.paymentMethod, status: b.status,
        paymentStatus: paid ? 'paid' : 'unpaid',
        cancelledAt: b.status === 'cancelled' ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
        cancelReason: b.status === 'cancelled' ? 'user' : null,
        createdAt, updatedAt: createdAt,
      });
      lineRows.push({
        bookingId: b.id, ticketTypeId: type.id, sessionId: b.sessionId!, name: type.name, quantity: b.quantity, seats: price.seats,
        unitPricePaise: price.lines[0].unitPrice, amountPaise: price.lines[0].amount,
        seatGuids: b.seats?.map((s) => s.guid) ?? [], seatLabels: b.seats?.map((s) => seatLabel(s.zone, s.row, s.seat)) ?? [],
      });
      if (paid && price.total > 0) {
        paymentRows.push({
          bookingId: b.id, provider: 'sandbox', providerOrderId: `order_${randomBytes(7).toString('hex')}`, providerPaymentId: `pay_${randomBytes(7).toString('hex')}`,
          amountPaise: price.total, currency: DEFAULT_CURRENCY, status: 'paid', createdAt, updatedAt: createdAt,
        });
      }
    }
  }
  await insertInChunks(tx, bookings, bookingRows);
  await insertInChunks(tx, bookingLines, lineRows);
  await insertSeats(tx, plan);
  // confirmed bookings carry their tickets, as the statements that confirm bookings write them
  await issueTickets(tx, sql`true`);
  await insertInChunks(tx, payments, paymentRows);
  const seats = new Map<string, { userId: string; eventId: string; seats: number }>();
  for (const r of bookingRows.filter((r) => r.status !== 'cancelled')) {
    const key = `${r.userId}:${r.eventId}`;
    const row = seats.get(key) ?? { userId: r.userId, eventId: r.eventId, seats: 0 };
    row.seats += r.seats ?? 0;
    seats.set(key, row);
  }
  await insertInChunks(tx, buyerEventSeats, [...seats.values()].map((r) => ({ ...r, cap: Math.max(r.seats, 10) })));
}

/** Every seat of each seated showtime; a booking's seats are held by it (the tickets' statement then sells the confirmed ones). */
async function insertSeats(tx: Tx, plan: PlannedEvent[]): Promise<void> {
  for (const e of plan.filter((p) => p.seating)) {
    const typeOf = new Map(e.types.map((t) => [t.name, t.id]));
    const holder = new Map(e.bookings.filter((b) => b.status !== 'cancelled').flatMap((b) => (b.seats ?? []).map((s) => [`${b.sessionId}:${s.guid}`, b.id])));
    await insertInChunks(tx, seatInventory, e.sessions.flatMap((session) => e.seating!.seats.map((s) => {
      const bookingId = holder.get(`${session.id}:${s.guid}`) ?? null;
      return {
        sessionId: session.id, seatGuid: s.guid, eventId: e.id, ticketTypeId: typeOf.get(s.category)!, category: s.category, zone: s.zone, row: s.row, seat: s.seat,
        x: s.x, y: s.y, position: s.position, status: bookingId ? ('held' as const) : s.blocked ? ('blocked' as const) : ('available' as const), bookingId,
      };
    })));
  }
}

/** Demo payout states: the transfer rows the payout.sync and hold jobs, a refund and Route's webhooks would have left. */
const DEMO_PAYOUT_CYCLE = ['on_hold', 'processed', 'pending', 'failed', 'reversed'] as const;

/**
 * The demo organiser's paid bookings get payouts in each state (on hold until after the show, paid out, not yet
 * sent, failed with Route's reason, partly reversed after a refund of part of the tickets); the second organiser has
 * no bank account, so a few of its payouts await one. Amounts are each booking's payable by settleBooking.
 */
async function insertPayouts(tx: Tx, vendorIds: string[], now: Date, config: AppConfig): Promise<void> {
  const rows = await tx.select({
    booking: bookings, vendorId: events.ownerVendorId, vendorGstin: vendors.gstin, paymentId: payments.id,
    showStartsAt: sql<Date>`coalesce(${eventSessions.startsAt}, ${events.startAt})`.mapWith(events.startAt),
  })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(vendors, eq(vendors.id, events.ownerVendorId))
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'paid')))
    .leftJoin(eventSessions, eq(eventSessions.id, bookings.sessionId))
    .where(and(inArray(events.ownerVendorId, vendorIds.slice(0, 2)), eq(bookings.status, 'confirmed'), eq(bookings.paymentStatus, 'paid')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const payableOf = (b: typeof bookings.$inferSelect, gstin: string | null, refunded: number) => settleBooking({
    subtotal: b.subtotalPaise, discount: b.discountPaise, convenience: b.conveniencePaise, delivery: b.deliveryPaise, donation: b.donationPaise,
    paid: b.totalPaise, refunded, ticketTaxable: (b.tax as { tickets?: { taxable?: number } } | null)?.tickets?.taxable ?? b.subtotalPaise - b.discountPaise,
    commissionBps: config.defaultCommissionBps, organiserHasGstin: gstin !== null,
  }).payable;
  const transfers: (typeof payoutTransfers.$inferInsert)[] = [];
  const awaiting = rows.filter((r) => r.vendorId === vendorIds[1]).slice(0, 3);
  for (const r of awaiting) {
    transfers.push({ bookingId: r.booking.id, vendorId: r.vendorId!, eventId: r.booking.eventId, status: 'awaiting_account', amountPaise: payableOf(r.booking, r.vendorGstin, 0) });
  }
  const mine = rows.filter((r) => r.vendorId === vendorIds[0]).slice(0, DEMO_PAYOUT_CYCLE.length * 2);
  for (const [i, r] of mine.entries()) {
    const state = DEMO_PAYOUT_CYCLE[i % DEMO_PAYOUT_CYCLE.length];
    const amountPaise = payableOf(r.booking, r.vendorGstin, 0);
    const sentAt = new Date(r.booking.createdAt.getTime() + 60_000);
    const base = { bookingId: r.booking.id, vendorId: r.vendorId!, eventId: r.booking.eventId, amountPaise, createdAt: r.booking.createdAt, updatedAt: sentAt };
    const sent = {
      ...base, status: 'processed' as const, account: `acc_SBX${r.vendorId!.replace(/-/g, '').slice(0, 14)}`, providerTransferId: `trf_${randomBytes(7).toString('hex')}`,
      sentAt, processedAt: sentAt, onHold: true, onHoldUntil: new Date(Math.floor((r.showStartsAt.getTime() + config.payoutHoldHours * 3_600_000) / 1000) * 1000),
    };
    if (state === 'on_hold') transfers.push(sent);
    else if (state === 'processed') transfers.push({ ...sent, onHold: false, onHoldUntil: null });
    else if (state === 'pending') transfers.push({ ...base, status: 'pending' });
    else if (state === 'failed') transfers.push({ ...base, status: 'failed', failureReason: 'The linked account is not activated yet', failedAt: sentAt });
    else {
      // a fifth of the tickets refunded: the organiser's share of it is taken back from the transfer
      const refundPaise = Math.round((r.booking.subtotalPaise - r.booking.discountPaise) / 5);
      const refundedAt = new Date(sentAt.getTime() + DAY_MS / 4);
      await tx.insert(refunds).values({
        bookingId: r.booking.id, paymentId: r.paymentId, provider: 'sandbox', amountPaise: refundPaise, currency: r.booking.currency, reason: 'One seat was not available',
        idempotencyKey: 'demo', requestedBy: 'admin', status: 'processed', processedAt: refundedAt, createdAt: refundedAt, updatedAt: refundedAt,
      });
      await tx.update(bookings).set({ refundedPaise: refundPaise, paymentStatus: 'partially_refunded', refundRequestedAt: refundedAt, refundedAt })
        .where(eq(bookings.id, r.booking.id));
      transfers.push({ ...sent, reversedPaise: amountPaise - payableOf(r.booking, r.vendorGstin, refundPaise), reversedAt: refundedAt, updatedAt: refundedAt });
    }
  }
  await insertInChunks(tx, payoutTransfers, transfers);
}

/** A row count that grows with the catalogue, kept under PostgreSQL's 65,535 parameters per statement. */
async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
}

/** Interest counts on published events: the demo buyer likes a few, the crowd a varying number. */
async function insertInterests(tx: Tx, plan: PlannedEvent[], buyers: Buyer[]): Promise<void> {
  const crowd = buyers.filter((b) => !b.demo);
  const demoBuyer = buyers.find((b) => b.demo);
  const published = plan.filter((e) => !e.demo.status);
  const rows = published.flatMap((e, i) => crowd.slice(0, 3 + ((i * 11) % Math.max(crowd.length - 2, 1))).map((b) => ({ userId: b.id, eventId: e.id })));
  if (demoBuyer) rows.push(...published.filter((e) => e.demo.featured).map((e) => ({ userId: demoBuyer.id, eventId: e.id })));
  await insertInChunks(tx, interests, rows);
}

async function insertSiteContent(tx: Tx, art: Pictures, categoryIds: Map<string, string>): Promise<void> {
  await tx.insert(contentPages).values(DEMO_PAGES.map((p) => ({
    ...p,
    aboutInfo: p.aboutInfo && { ...p.aboutInfo, teamMembers: p.aboutInfo.teamMembers?.map((m) => ({ ...m, avatar: art.team.get(m.name) })) },
  }))).onConflictDoNothing();
  const [banners] = await tx.select({ n: count() }).from(heroBanners);
  if (banners.n === 0) {
    await tx.insert(heroBanners).values(HERO_BANNERS.map((b, order) => ({
      title: b.title, subtitle: b.subtitle, description: b.description, imageUrl: art.banners[order], imageAlt: b.title,
      buttonText: b.buttonText, buttonLink: b.category ? `/events?cats=${categoryIds.get(b.category)}` : '/events', order, overlayOpacity: 40,
    })));
  }
  await tx.insert(siteLogo).values({ id: 1, name: 'Utsav', imageUrl: art.logo, imageAlt: 'Utsav logo' }).onConflictDoNothing();
}
