import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, or, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BookingStatus, Locale, PaymentStatus, VendorTicketStatus } from '@marketplace/shared-dto';
import { DB, Database, PreparedStatement, rowsOf, Tx } from '../../db/database';
import type { JobInsert } from '../jobs/jobs.service';
import type { WaitlistOffers } from '../waitlist/waitlist.service';
import { BOOKING_CANCELLED_JOB, BOOKING_CONFIRMED_JOB, BOOKING_REFUND_DUE_JOB, RefundDueReason } from './booking-jobs';
import {
  bookingLines, bookings, buyerEventSeats, events, eventSessions, promoCodeBuyers, promoCodes, seatInventory, ticketInventory, tickets, ticketTypes, users, vendors, venues,
  waitlistEntries,
} from '../../db/schema';
import { containing } from '../../db/query-helpers';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'holdExpiresAt'>;
export type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type InventoryRow = typeof ticketInventory.$inferSelect;
export type LineRow = typeof bookingLines.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect & { ticketType: string };
/** A seat of a seated showtime as a booking reads it. */
export type SeatRow = Pick<typeof seatInventory.$inferSelect, 'seatGuid' | 'ticketTypeId' | 'category' | 'zone' | 'row' | 'seat' | 'x' | 'y' | 'status'>;
/** Why a booking was cancelled; a payment arriving late re-holds only bookings released by expiry. */
export type CancelReason = 'user' | 'rejected' | 'hold_expired' | 'cod_expired' | 'refunded' | 'vendor_suspended' | 'event_cancelled';

/** A booking with what every list shows beside it: event, venue, session and buyer. */
const viewColumns = {
  booking: bookings,
  eventTitle: events.title,
  eventSlug: events.slug,
  eventCode: events.code,
  eventStartAt: events.startAt,
  eventEndAt: events.endAt,
  eventTimezone: events.timezone,
  eventType: events.eventType,
  eventCity: events.city,
  eventLocation: events.location,
  eventOnlineDetails: events.onlineDetails,
  eventBanner: events.bannerImage,
  venueName: venues.name,
  venueCity: venues.city,
  sessionStartsAt: eventSessions.startsAt,
  sessionLabel: eventSessions.label,
  sessionImplicit: eventSessions.implicit,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
  // the buyer's language, which the notices about the booking speak
  userLocale: users.locale,
};
export type BookingViewRow = {
  booking: BookingRow;
  eventTitle: string; eventSlug: string; eventCode: string; eventStartAt: Date; eventEndAt: Date | null; eventTimezone: string;
  eventType: EventRow['eventType']; eventCity: string | null; eventLocation: EventRow['location']; eventOnlineDetails: EventRow['onlineDetails']; eventBanner: string | null;
  venueName: string | null; venueCity: string | null; sessionStartsAt: Date | null; sessionLabel: string | null; sessionImplicit: boolean | null;
  userName: string | null; userEmail: string | null; userPhone: string | null; userLocale: Locale;
};

export interface BookingFilter {
  userId?: string;
  /** Only bookings of events this vendor owns. */
  vendorId?: string;
  eventId?: string;
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  /** The vendor screen's status, derived from booking and payment states. */
  vendorStatus?: VendorTicketStatus;
  /** Booking time range. */
  from?: Date;
  to?: Date;
  q?: string;
}

export interface BookingPage {
  limit: number;
  offset: number;
  sort?: 'createdAt' | 'updatedAt' | 'totalPrice' | 'status' | 'ticketCount';
  order?: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  totalPrice: bookings.totalPaise,
  status: bookings.status,
  ticketCount: bookings.quantity,
};

/** The vendor's status words in terms of the two stored states (the same rule as vendorTicketStatus). */
const cancelledWith = (paymentStatus: string) => sql`${bookings.status} = 'cancelled' AND ${bookings.paymentStatus} = ${paymentStatus}`;
const VENDOR_STATUS: Record<VendorTicketStatus, SQL> = {
  pending: sql`${bookings.status} = 'pending'`,
  paid: sql`${bookings.status} = 'confirmed' AND ${bookings.paymentStatus} NOT IN ('unpaid', 'free')`,
  confirmed: sql`${bookings.status} = 'confirmed' AND ${bookings.paymentStatus} IN ('unpaid', 'free')`,
  refund_due: cancelledWith('refund_due'),
  refund_pending: cancelledWith('refund_pending'),
  refunded: cancelledWith('refunded'),
  refund_failed: cancelledWith('refund_failed'),
  cancelled: sql`${bookings.status} = 'cancelled' AND ${bookings.paymentStatus} IN ('unpaid', 'free', 'paid')`,
};

/** When booking b's showtime (or else its event) starts. */
const startsAt = sql`(SELECT coalesce(s.starts_at, e.start_at) FROM ${events} e
  LEFT JOIN ${eventSessions} s ON s.id = b.session_id AND NOT s.implicit WHERE e.id = b.event_id)`;

/** Rows of `table` from the JSON PostgreSQL makes of them (to_jsonb), mapped as Drizzle maps selected columns. */
function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((r) =>
    Object.fromEntries(columns.map(([key, c]) => [key, r[c.name] === null || r[c.name] === undefined ? null : c.mapFromDriverValue(r[c.name])])) as T['$inferSelect']);
}

/** The event columns a booking needs: its rules, its price settings, and what the booking's answer shows. */
const bookableColumns = {
  id: events.id, status: events.status, isPublished: events.isPublished, isActive: events.isActive, startAt: events.startAt, endAt: events.endAt,
  currency: events.currency, pricing: events.pricing, title: events.title, slug: events.slug, code: events.code, timezone: events.timezone,
  eventType: events.eventType, city: events.city, location: events.location, onlineDetails: events.onlineDetails, bannerImage: events.bannerImage,
  venueName: venues.name, venueCity: venues.city, taxCategory: events.taxCategory, venueState: venues.state, ownerVendorId: events.ownerVendorId,
  seatingPlanId: events.seatingPlanId, seatCategories: events.seatCategories, catalogueVersion: events.catalogueVersion,
  sellerGstin: sql<string | null>`(SELECT v.gstin FROM ${vendors} v WHERE v.id = ${events.ownerVendorId})`,
  sellerSuspended: sql<boolean>`coalesce((SELECT v.status = 'suspended' FROM ${vendors} v WHERE v.id = ${events.ownerVendorId}), false)`,
};
export type BookableEvent = Pick<EventRow, 'id' | 'status' | 'isPublished' | 'isActive' | 'startAt' | 'endAt' | 'currency' | 'pricing' | 'title'
  | 'slug' | 'code' | 'timezone' | 'eventType' | 'city' | 'location' | 'onlineDetails' | 'bannerImage' | 'taxCategory' | 'ownerVendorId' | 'seatingPlanId'
  | 'seatCategories' | 'catalogueVersion'> & {
  venueName: string | null; venueCity: string | null; venueState: string | null; sellerGstin: string | null; sellerSuspended: boolean;
};
export type Bookable = BookableEvent & { sessions: SessionRow[]; types: TicketTypeRow[]; inventory: InventoryRow[] };
/** The buyer as a booking's answer shows them, and their language. */
export type Buyer = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phone' | 'locale'>;

/** A line of a hold: units of one ticket type in one session, priced by the quote. */
export interface HoldLine {
  ticketTypeId: string;
  sessionId: string;
  name: string;
  quantity: number;
  seats: number;
  unitPricePaise: number;
  amountPaise: number;
  /** A seated line's seats (as many as its quantity, in plan order) and their labels; empty for general admission. */
  seatGuids: string[];
  seatLabels: string[];
}

/** What a hold wrote, as stored: the booking, its lines in order, and the tickets of a booking confirmed at once. */
export interface Held {
  booking: BookingRow;
  lines: LineRow[];
  tickets: (typeof tickets.$inferSelect)[];
  /** The buyer, read by a hold with Verify (else null). */
  buyer: Buyer | null;
}

/**
 * What a hold priced from a copy of the event checks in its own statement: the event's catalogue is still at the
 * copy's version and the buyer's token is still theirs (the read that would have checked both was skipped).
 */
export interface Verify {
  catalogueVersion: number;
  tokenVersion: number;
}

/** Writes that travel in the statement that confirms a booking, committed with it. */
export interface ConfirmEffects {
  /** Enqueues the booking.confirmed job (ticket delivery); its key makes a second confirmation add nothing. */
  confirmedJob: JobInsert;
}

/** The booking.confirmed job rows (key, payload) for the bookings of relation `confirmed` (column id). */
const confirmedJobRows = (confirmed: SQL) =>
  sql`SELECT ${`${BOOKING_CONFIRMED_JOB}:`}::text || c.id AS key, jsonb_build_object('bookingId', c.id) AS payload FROM ${confirmed} c`;

/**
 * The booking.refund_due job rows for the bookings of relation `owed` (column id), keyed as refundDueJobKey.
 * `why` travels in the payload: whether the booking was paid when it was cancelled is decided here, by the
 * row lock the cancelling or paying statement holds, never by comparing two clocks.
 */
const refundDueJobRows = (owed: SQL, why: RefundDueReason) =>
  sql`SELECT ${`${BOOKING_REFUND_DUE_JOB}:`}::text || o.id || ${`:${why}`}::text AS key,
    jsonb_build_object('bookingId', o.id, 'why', ${why}::text) AS payload FROM ${owed} o`;

/** The booking.cancelled job rows (the buyer is told, with the reason when one was given) for the bookings of relation `gone`. */
const cancelledJobRows = (gone: SQL, reason: string | null) =>
  sql`SELECT ${`${BOOKING_CANCELLED_JOB}:`}::text || g.id AS key, jsonb_build_object('bookingId', g.id, 'reason', ${reason}::text) AS payload FROM ${gone} g`;

/** What a cancelling statement also writes: the refund-due jobs of paid bookings, and, when the buyer is to be told, their notice jobs. */
export interface CancelEffects {
  refundDueJob: JobInsert;
  /** The waitlists' offer SQL: the seats given back go to the next buyers waiting for them. */
  offers: WaitlistOffers;
  /** The booking.cancelled job (mail and SMS to the buyer), with the reason the buyer reads. */
  notice?: { job: JobInsert; reason: string | null };
}

/** What a booking becomes once its payment is recorded. */
const paid = () => ({ status: 'confirmed' as const, paymentStatus: 'paid' as const, holdExpiresAt: null, updatedAt: new Date() });

/** Why the database refused a hold: which CHECK the statement hit. */
export type HoldRefusal = 'inventory' | 'capacity' | 'buyer_cap' | 'promo_uses' | 'promo_buyer';

/** The promo code a hold takes a use of: the CHECKs on its counters refuse a use beyond its limits. */
export interface HoldPromo {
  id: string;
  maxUsesPerBuyer: number;
}

/** The waitlist offer a hold books: the entry, and the offer SQL that gives what the booking leaves to the next entry. */
export interface HoldOffer {
  entryId: string;
  offers: WaitlistOffers;
}

export class HoldRefused extends Error {
  constructor(readonly reason: HoldRefusal) {
    super(`hold refused: ${reason}`);
  }
}

const REFUSALS: Record<string, HoldRefusal> = {
  ticket_inventory_available_check: 'inventory',
  event_sessions_capacity_check: 'capacity',
  buyer_event_seats_cap_check: 'buyer_cap',
  promo_codes_uses_check: 'promo_uses',
  promo_code_buyers_uses_check: 'promo_buyer',
};

/** The PostgreSQL error under a driver's or Drizzle's wrapper. */
function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : e ?? {};
}

/** Unpaid bookings past their hold (online: minutes, cash on delivery: hours), checked again inside every release. */
const holdExpired = sql`b.status = 'pending' AND b.payment_status = 'unpaid' AND b.hold_expires_at < now()`;
const EXPIRED_REASON = sql`CASE WHEN b.payment_method = 'cod' THEN 'cod_expired' ELSE 'hold_expired' END`;
const RELEASE_BATCH = 500;

/**
 * Inserts a ticket per seat of the lines `source` yields (booking_id, order_no, event_id, user_id,
 * ticket_type_id, session_id, seats, line_position, seat_guids, seat_labels: the k-th ticket of a seated line
 * is its k-th reserved seat), numbered 1..N in line order as '<order no>-k'.
 * The unique (booking, position) makes a second confirmation add nothing.
 */
const ticketInsert = (source: SQL) => sql`
  INSERT INTO ${tickets} (booking_id, event_id, position, number, ticket_type_id, session_id, holder_name, seat_guid, seat_label)
  SELECT x.booking_id, x.event_id, x.k, x.order_no || '-' || x.k, x.ticket_type_id, x.session_id, coalesce(nullif(trim(u.name), ''), 'Ticket holder'),
    x.seat_guids[x.g], x.seat_labels[x.g]
  FROM (SELECT src.*, g, row_number() OVER (PARTITION BY src.booking_id ORDER BY src.line_position, src.ticket_type_id, g)::int AS k
        FROM (${source}) src CROSS JOIN generate_series(1, src.seats) g) x
  JOIN ${users} u ON u.id = x.user_id
  ON CONFLICT (booking_id, position) DO NOTHING`;

/** The stored lines of the bookings in relation `confirmed` (columns id, order_no, event_id, user_id) as ticketInsert reads them. */
const storedLinesOf = (confirmed: SQL) => sql`SELECT c.id AS booking_id, c.order_no, c.event_id, c.user_id, bl.ticket_type_id, bl.session_id,
  bl.seats, bl.position AS line_position, bl.seat_guids, bl.seat_labels FROM ${confirmed} c JOIN ${bookingLines} bl ON bl.booking_id = c.id`;

/** The reserved seats held for the bookings of relation `confirmed` (column id) are sold now (a CTE's statement). */
const seatsSold = (confirmed: SQL) =>
  sql`UPDATE ${seatInventory} si SET status = 'sold' WHERE si.booking_id IN (SELECT c.id FROM ${confirmed} c) AND si.status = 'held'`;

/**
 * Tickets for the confirmed bookings matching `condition` (alias b) that have none yet, inside the caller's
 * transaction: the transaction that confirms a payment, or the seed.
 */
export async function issueTickets(db: Database | Tx, condition: SQL): Promise<void> {
  const confirmed = sql`(SELECT b.* FROM ${bookings} b WHERE b.status = 'confirmed' AND ${condition})`;
  await db.execute(ticketInsert(storedLinesOf(confirmed)));
  await db.execute(seatsSold(confirmed));
}

/**
 * The read behind BookingsRepository.bookable, built once and prepared on each connection: every quote and
 * create runs it, so it is planned once per connection, not per request.
 */
const prepareBookable = (db: Database) => db
  .select({
    buyer: sql<Buyer | null>`(SELECT jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone, 'locale', u.locale) FROM ${users} u
      WHERE u.id = ${sql.placeholder('userId')}::uuid AND u.token_version = ${sql.placeholder('tokenVersion')}::int)`,
    ...bookableColumns,
    sessions: sql`(SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.starts_at), '[]') FROM ${eventSessions} s WHERE s.event_id = ${events.id})`
      .mapWith((v) => rowsFromJson(eventSessions, v)),
    types: sql`(SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY t.position, t.created_at), '[]') FROM ${ticketTypes} t WHERE t.event_id = ${events.id})`
      .mapWith((v) => rowsFromJson(ticketTypes, v)),
    inventory: sql`(SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]') FROM ${ticketInventory} i WHERE i.event_id = ${events.id})`
      .mapWith((v) => rowsFromJson(ticketInventory, v)),
  })
  // one row whether or not the event exists, so a revoked token is told so first
  .from(sql`(SELECT ${sql.placeholder('eventId')}::uuid AS id) wanted`)
  .leftJoin(events, eq(events.id, sql`wanted.id`))
  .leftJoin(venues, eq(venues.id, events.venueId))
  .prepare('bookings_bookable');

/** What varies the hold statement's text; its values travel as parameters. */
interface HoldShape {
  /** Chosen seats to take. */
  seated: boolean;
  /** Confirmed at once (free): the tickets and the delivery job come with it. */
  confirmed: boolean;
  /** Held until a time (not free). */
  expiring: boolean;
  promo: boolean;
  /** Priced from a copy: the catalogue version and the token are checked (see Verify). */
  verify: boolean;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The hold (see BookingsRepository.hold), its values as placeholders named as the parameters hold passes. Confirmed at
 * once (`effects`) or booking an offer, it embeds parts of other modules; otherwise its text depends on the shape alone.
 */
function holdStatement(shape: HoldShape, effects: ConfirmEffects | null, offer: HoldOffer | null): SQL {
  return sql`
      WITH lines AS (SELECT * FROM jsonb_to_recordset(${p('lines')}::jsonb) AS l (ticket_type_id uuid, session_id uuid, name text, quantity int, seats int,
        unit_price_paise int, amount_paise int, position int, seat_guids text[], seat_labels text[])),
      -- the chosen seats, all from available to held (sold when confirmed at once) with one condition: a seat taken
      -- meanwhile is not updated, the count below falls short and the whole statement is undone
      seat_hold AS (${shape.seated ? sql`
        UPDATE ${seatInventory} si SET status = ${sql.raw(shape.confirmed ? "'sold'" : "'held'")}, booking_id = ${p('bookingId')}::uuid
        FROM jsonb_to_recordset(${p('seatGuids')}::jsonb) AS want(guid text, type uuid)
        WHERE si.session_id = ${p('sessionId')}::uuid AND si.seat_guid = want.guid AND si.ticket_type_id = want.type AND si.status = 'available'
        RETURNING 1` : sql`SELECT 1 WHERE false`}),
      -- with Verify: the event's catalogue as priced, and the buyer while their token is theirs; no row refuses the hold
      fresh AS (${shape.verify ? sql`SELECT 1 FROM ${events} e WHERE e.id = ${p('eventId')}::uuid AND e.catalogue_version = ${p('catalogueVersion')}::int` : sql`SELECT 1`}),
      who AS (${shape.verify ? sql`SELECT u.id, u.name, u.email, u.phone, u.locale FROM ${users} u
        WHERE u.id = ${p('userId')}::uuid AND u.token_version = ${p('tokenVersion')}::int` : sql`SELECT NULL::uuid AS id WHERE false`}),
      -- the seller's row, share-locked: a suspension committing meanwhile is seen (and its release of holds waits for this one)
      seller AS (
        SELECT v.status FROM ${vendors} v WHERE v.id = (SELECT e.owner_vendor_id FROM ${events} e WHERE e.id = ${p('eventId')}::uuid) FOR SHARE
      ),
      ${offer ? sql`
      -- the buyer's open offer of this showtime × type, for at least this many: converted here; its units and seats
      -- are held already, so the booking takes them and gives the rest back (offered to the next entry) below.
      -- No row (expired, used, another buyer's, a cancelled showtime) leaves inv empty, which refuses the hold.
      conv AS (
        UPDATE ${waitlistEntries} w SET status = 'converted', updated_at = now()
        FROM lines l
        WHERE w.id = ${p('entryId')}::uuid AND w.user_id = ${p('userId')}::uuid AND w.status = 'offered' AND w.offer_expires_at > now()
          AND w.session_id = l.session_id AND w.ticket_type_id = l.ticket_type_id AND w.quantity >= l.quantity
          AND EXISTS (SELECT 1 FROM ${eventSessions} s WHERE s.id = l.session_id AND s.cancelled_at IS NULL)
        RETURNING w.session_id, w.ticket_type_id, w.quantity - l.quantity AS quantity, w.quantity * (SELECT tt.seats_per_unit FROM ${ticketTypes} tt WHERE tt.id = w.ticket_type_id) - l.seats AS seats
      ),
      ${offer.offers.offer(sql`conv`)},` : sql`
      inv AS (
        UPDATE ${ticketInventory} i SET available = i.available - l.quantity, held = i.held + l.quantity
        FROM lines l WHERE i.session_id = l.session_id AND i.ticket_type_id = l.ticket_type_id
        RETURNING i.ticket_type_id
      ),
      sess AS (
        UPDATE ${eventSessions} s SET seats_held = s.seats_held + x.seats
        -- a cancelled showtime sells nothing: no row here refuses the hold (a cancel committing meanwhile is seen through the row lock)
        FROM (SELECT session_id, sum(seats)::int AS seats FROM lines GROUP BY session_id) x WHERE s.id = x.session_id AND s.cancelled_at IS NULL
        RETURNING s.id
      ),`}
      buyer AS (
        INSERT INTO ${buyerEventSeats} (user_id, event_id, seats, cap) VALUES (${p('userId')}::uuid, ${p('eventId')}::uuid, ${p('seats')}::int, ${p('buyerCap')}::int)
        ON CONFLICT (user_id, event_id) DO UPDATE SET seats = ${buyerEventSeats}.seats + EXCLUDED.seats, cap = EXCLUDED.cap
        RETURNING seats
      ),
      -- the code's use, taken here: its CHECKs refuse a use beyond max_uses or the buyer's limit, undoing everything;
      -- a code disabled or out of its dates meanwhile updates no row, which refuses the hold below
      promo AS (${shape.promo ? sql`
        UPDATE ${promoCodes} pc SET uses = pc.uses + 1 WHERE pc.id = ${p('promoId')}::uuid AND pc.active
          AND (pc.valid_from IS NULL OR pc.valid_from <= now()) AND (pc.valid_until IS NULL OR pc.valid_until > now())
        RETURNING pc.id` : sql`SELECT NULL::uuid AS id WHERE false`}),
      promo_buyer AS (${shape.promo ? sql`
        INSERT INTO ${promoCodeBuyers} (promo_code_id, user_id, uses, cap) SELECT promo.id, ${p('userId')}::uuid, 1, ${p('promoMaxUsesPerBuyer')}::int FROM promo
        ON CONFLICT (promo_code_id, user_id) DO UPDATE SET uses = ${promoCodeBuyers}.uses + 1, cap = EXCLUDED.cap
        RETURNING 1` : sql`SELECT 1 WHERE false`}),
      booking AS (
        INSERT INTO ${bookings} (id, order_no, user_id, event_id, session_id, quantity, seats, unit_price_paise, subtotal_paise, discount_paise,
          convenience_paise, delivery_paise, donation_paise, total_paise, currency, billing_state, tax, payment_method, status, payment_status, hold_expires_at,
          promo_code_id, promo_code)
        -- a line without its inventory row (type or showtime removed meanwhile) makes order_no NULL: the NOT NULL
        -- violation then undoes the whole statement, counters included
        SELECT ${p('bookingId')}::uuid, CASE WHEN (SELECT count(*) FROM inv) = (SELECT count(*) FROM lines) AND (SELECT count(*) FROM sess) > 0
          AND (SELECT count(*) FROM buyer) = 1
          AND (SELECT count(*) FROM seat_hold) = jsonb_array_length(${p('seatGuids')}::jsonb)
          AND NOT EXISTS (SELECT 1 FROM seller WHERE seller.status = 'suspended')
          AND (SELECT count(*) FROM promo) = ${sql.raw(shape.promo ? '1' : '0')} AND (SELECT count(*) FROM promo_buyer) = ${sql.raw(shape.promo ? '1' : '0')}
          AND EXISTS (SELECT 1 FROM fresh) AND (SELECT count(*) FROM who) = ${sql.raw(shape.verify ? '1' : '0')}
          THEN ${p('orderNo')}::text END, ${p('userId')}::uuid, ${p('eventId')}::uuid, ${p('sessionId')}::uuid, ${p('quantity')}::int, ${p('seats')}::int,
          ${p('unitPricePaise')}::int, ${p('subtotalPaise')}::int, ${p('discountPaise')}::int, ${p('conveniencePaise')}::int,
          ${p('deliveryPaise')}::int, ${p('donationPaise')}::int, ${p('totalPaise')}::int, ${p('currency')}::text,
          ${p('billingState')}::text, ${p('tax')}::jsonb, ${p('paymentMethod')}::text, ${p('status')}::text, ${p('paymentStatus')}::text,
          ${shape.expiring ? sql`now() + make_interval(mins => ${p('holdMinutes')}::int)` : sql`NULL::timestamptz`},
          ${p('promoId')}::uuid, ${p('promoCode')}::text
        RETURNING *
      ),
      ${shape.confirmed && effects ? sql`issued AS (${ticketInsert(sql`SELECT booking.id AS booking_id, booking.order_no, booking.event_id, booking.user_id,
        l.ticket_type_id, l.session_id, l.seats, l.position AS line_position, l.seat_guids, l.seat_labels FROM booking, lines l`)}
        RETURNING *
      ),
      job AS (${effects.confirmedJob(confirmedJobRows(sql`booking`))} RETURNING 1),` : sql`issued AS (SELECT * FROM ${tickets} WHERE false),`}
      stored AS (
        INSERT INTO ${bookingLines} (booking_id, ticket_type_id, session_id, name, quantity, seats, unit_price_paise, amount_paise, position, seat_guids, seat_labels)
        SELECT booking.id, l.ticket_type_id, l.session_id, l.name, l.quantity, l.seats, l.unit_price_paise, l.amount_paise, l.position, l.seat_guids, l.seat_labels
        FROM booking, lines l
        RETURNING *
      )
      SELECT (SELECT to_jsonb(booking) FROM booking) AS booking,
        (SELECT coalesce(jsonb_agg(to_jsonb(stored) ORDER BY stored.position), '[]') FROM stored) AS lines,
        (SELECT coalesce(jsonb_agg(to_jsonb(issued) ORDER BY issued.position), '[]') FROM issued) AS tickets,
        (SELECT to_jsonb(who) FROM who) AS buyer`;
}

/**
 * Bookings and the ticket inventory. Inventory moves only through hold (one statement for all lines)
 * and release (one statement for a batch of bookings); their CHECK constraints refuse an oversell.
 */
@Injectable()
export class BookingsRepository {
  private readonly bookableQuery: ReturnType<typeof prepareBookable>;
  /** The usual hold, built once per shape (see plainHold). */
  private readonly plainHolds = new Map<string, PreparedStatement<unknown>>();

  constructor(@Inject(DB) private readonly db: Database) {
    this.bookableQuery = prepareBookable(db);
  }

  /**
   * What pricing and holding a booking need, in one statement: the buyer, when `token` is still theirs
   * (the token version the guard left to this statement), and the event with its venue, its sessions (the
   * implicit one included), ticket types in order and every inventory row.
   */
  async bookable(eventId: string, token: { id: string; tokenVersion: number }): Promise<{ buyer: Buyer | null; event: Bookable | null }> {
    const [{ buyer, ...event }] = await this.bookableQuery.execute({ eventId, userId: token.id, tokenVersion: token.tokenVersion });
    return { buyer, event: event.id === null ? null : (event as Bookable) };
  }

  /**
   * The seats of a showtime in plan order (empty when it sells none), or only those of `guids`: an order of chosen
   * seats reads its few, not the whole hall.
   */
  seatsOf(sessionId: string, guids?: string[]): Promise<SeatRow[]> {
    return this.db.select({
      seatGuid: seatInventory.seatGuid, ticketTypeId: seatInventory.ticketTypeId, category: seatInventory.category, zone: seatInventory.zone,
      row: seatInventory.row, seat: seatInventory.seat, x: seatInventory.x, y: seatInventory.y, status: seatInventory.status,
    }).from(seatInventory)
      .where(and(eq(seatInventory.sessionId, sessionId), guids ? inArray(seatInventory.seatGuid, guids) : undefined))
      .orderBy(asc(seatInventory.position));
  }

  async buyerSeats(userId: string, eventId: string): Promise<number> {
    const [row] = await this.db.select({ seats: buyerEventSeats.seats }).from(buyerEventSeats)
      .where(and(eq(buyerEventSeats.userId, userId), eq(buyerEventSeats.eventId, eventId)));
    return row?.seats ?? 0;
  }

  /**
   * Holds every line and stores the booking in ONE statement, committed on its own: each inventory row,
   * the session's seat count and the buyer's seat count are incremented unconditionally, and their CHECK
   * constraints make an oversell (or a buyer over the cap) an error that undoes the whole statement, so
   * all lines succeed or nothing is written, and no lock outlives the statement. A booking confirmed at
   * once (free) gets its tickets and its delivery job in the same statement. It answers what it stored,
   * so nothing is read back. With `within`, the statement runs in a transaction that then calls `within` with the
   * new booking's id (a free booking's invoices), retried whole on a deadlock. Throws HoldRefused.
   */
  async hold(
    values: NewBooking, lines: HoldLine[], holdMinutes: number | null, buyerCap: number, effects: ConfirmEffects,
    within?: (tx: Tx, bookingId: string) => Promise<void>, promo?: HoldPromo | null, offer?: HoldOffer | null, verify?: Verify | null,
  ): Promise<Held> {
    // one order of rows for every hold keeps concurrent multi-line holds from deadlocking
    const sorted = [...lines].sort((a, b) => (a.sessionId + a.ticketTypeId).localeCompare(b.sessionId + b.ticketTypeId));
    // one order for every hold keeps holds of overlapping seats from waiting on each other crosswise
    const seatGuids = sorted.flatMap((l) => l.seatGuids.map((guid) => ({ guid, type: l.ticketTypeId }))).sort((a, b) => a.guid.localeCompare(b.guid));
    const shape: HoldShape = {
      seated: seatGuids.length > 0, confirmed: values.status === 'confirmed', expiring: holdMinutes !== null, promo: !!promo, verify: !!verify,
    };
    const params: Record<string, unknown> = {
      ...values, billingState: values.billingState ?? null, paymentStatus: values.paymentStatus ?? 'unpaid', promoCode: values.promoCode ?? null, holdMinutes, buyerCap,
      // the booking's id is chosen here: its reserved seats name it in the same statement that inserts it
      bookingId: randomUUID(),
      lines: JSON.stringify(sorted.map((l) => ({
        ticket_type_id: l.ticketTypeId, session_id: l.sessionId, name: l.name, quantity: l.quantity, seats: l.seats,
        unit_price_paise: l.unitPricePaise, amount_paise: l.amountPaise, position: lines.indexOf(l), seat_guids: l.seatGuids, seat_labels: l.seatLabels,
      }))),
      seatGuids: JSON.stringify(seatGuids), tax: values.tax ? JSON.stringify(values.tax) : null,
      promoId: promo?.id ?? null, promoMaxUsesPerBuyer: promo?.maxUsesPerBuyer ?? null,
      catalogueVersion: verify?.catalogueVersion ?? null, tokenVersion: verify?.tokenVersion ?? null, entryId: offer?.entryId ?? null,
    };
    type HeldRow = { booking: unknown; lines: unknown; tickets: unknown; buyer: Buyer | null };
    // the usual hold's text depends on its shape alone and is built once; one embedding other modules' parts is built here
    const statement = shape.confirmed || offer ? new PreparedStatement<HeldRow>(holdStatement(shape, effects, offer ?? null)) : this.plainHold<HeldRow>(shape);
    const [row] = await this.refusing(() => within || offer
      ? this.db.transaction(async (tx) => {
          // an offer's rest is offered on: its row is locked first (see WaitlistOffers.lock)
          if (offer) await tx.execute(offer.offers.lock(sql`SELECT l.session_id, l.ticket_type_id FROM jsonb_to_recordset(${params.lines}::jsonb) AS l (ticket_type_id uuid, session_id uuid)`));
          const rows = await statement.run(tx, params);
          if (within) await within(tx, (rows[0].booking as { id: string }).id);
          return rows;
        })
      : statement.run(this.db, params));
    return {
      booking: rowsFromJson(bookings, [row.booking])[0], lines: rowsFromJson(bookingLines, row.lines), tickets: rowsFromJson(tickets, row.tickets), buyer: row.buyer,
    };
  }

  /** The hold of a shape that embeds nothing of other modules (not confirmed at once, no offer), built once. */
  private plainHold<T>(shape: HoldShape): PreparedStatement<T> {
    const key = JSON.stringify(shape);
    let statement = this.plainHolds.get(key);
    if (!statement) this.plainHolds.set(key, (statement = new PreparedStatement(holdStatement(shape, null, null))));
    return statement as PreparedStatement<T>;
  }

  /**
   * A payment that arrives after its booking was released by expiry takes the same lines again, inside
   * the caller's transaction (a savepoint, so a refusal leaves that transaction usable). The buyer's cap is
   * not applied again: they paid for seats they had held. True when held.
   */
  async rehold(tx: Tx, booking: BookingRow): Promise<boolean> {
    const statement = sql`
      WITH lines AS (SELECT session_id, ticket_type_id, quantity, seats, seat_guids FROM ${bookingLines} WHERE booking_id = ${booking.id}::uuid),
      -- a seated booking takes its own seats again, or nothing
      seat_hold AS (
        UPDATE ${seatInventory} si SET status = 'held', booking_id = ${booking.id}::uuid
        FROM (SELECT l.session_id, unnest(l.seat_guids) AS guid FROM lines l) want
        WHERE si.session_id = want.session_id AND si.seat_guid = want.guid AND si.status = 'available'
        RETURNING 1
      ),
      inv AS (
        UPDATE ${ticketInventory} i SET available = i.available - l.quantity, held = i.held + l.quantity
        FROM lines l WHERE i.session_id = l.session_id AND i.ticket_type_id = l.ticket_type_id RETURNING 1
      ),
      sess AS (
        UPDATE ${eventSessions} s SET seats_held = s.seats_held + x.seats
        FROM (SELECT session_id, sum(seats)::int AS seats FROM lines GROUP BY session_id) x WHERE s.id = x.session_id RETURNING 1
      ),
      buyer AS (
        INSERT INTO ${buyerEventSeats} (user_id, event_id, seats, cap) VALUES (${booking.userId}::uuid, ${booking.eventId}::uuid, ${booking.seats}::int, ${booking.seats}::int)
        ON CONFLICT (user_id, event_id) DO UPDATE SET seats = ${buyerEventSeats}.seats + EXCLUDED.seats, cap = greatest(EXCLUDED.cap, ${buyerEventSeats}.seats + EXCLUDED.seats)
        RETURNING 1
      ),
      -- the released booking gave its code's use back: it takes it again (within max_uses; the buyer's limit, like the cap, is not applied again)
      promo AS (UPDATE ${promoCodes} p SET uses = p.uses + 1 WHERE p.id = ${booking.promoCodeId}::uuid RETURNING 1),
      promo_buyer AS (
        UPDATE ${promoCodeBuyers} pb SET uses = pb.uses + 1, cap = greatest(pb.cap, pb.uses + 1)
        WHERE pb.promo_code_id = ${booking.promoCodeId}::uuid AND pb.user_id = ${booking.userId}::uuid RETURNING 1
      )
      SELECT (SELECT count(*) FROM inv)::int AS lines, (SELECT count(*) FROM lines)::int AS wanted,
        (SELECT count(*) FROM seat_hold)::int AS seats, (SELECT coalesce(sum(cardinality(seat_guids)), 0) FROM lines)::int AS seats_wanted,
        (SELECT count(*) FROM sess)::int + (SELECT count(*) FROM buyer)::int
        + (SELECT count(*) FROM promo)::int + (SELECT count(*) FROM promo_buyer)::int AS others`;
    try {
      return await tx.transaction(async (sp) => {
        const [r] = await rowsOf<{ lines: number; wanted: number; seats: number; seats_wanted: number }>(sp, statement);
        if (r.lines !== r.wanted || r.seats !== r.seats_wanted) throw new HoldRefused('inventory');
        return true;
      });
    } catch (err) {
      if (err instanceof HoldRefused || REFUSALS[pgError(err).constraint ?? '']) return false;
      throw err;
    }
  }

  /** Runs a hold, turning the CHECK that refused it into HoldRefused and retrying a deadlock. */
  private async refusing<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        const { code, constraint } = pgError(err);
        if (code === '23514' && constraint && REFUSALS[constraint]) throw new HoldRefused(REFUSALS[constraint]);
        if (code === '23502') throw new HoldRefused('inventory');
        if ((code === '40P01' || code === '40001') && attempt < 5) continue;
        throw err;
      }
    }
  }

  async findById(id: string): Promise<BookingRow | undefined> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  async findView(id: string): Promise<BookingViewRow | undefined> {
    const [row] = await this.viewQuery().where(eq(bookings.id, id));
    return row;
  }

  async list(filter: BookingFilter, page: BookingPage): Promise<{ rows: BookingViewRow[]; total: number }> {
    const where = this.conditions(filter);
    const column = SORT_COLUMNS[page.sort ?? 'createdAt'];
    const direction = page.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.viewQuery().where(where).orderBy(direction(column), direction(bookings.id)).limit(page.limit).offset(page.offset),
      this.db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(where),
    ]);
    return { rows, total };
  }

  /**
   * Every booking the filter matches, newest first, `size` at a time. Each batch continues after the last
   * row of the one before (keyset), so bookings made during a long export neither repeat nor shift rows.
   */
  async *batches(filter: BookingFilter, size = 500): AsyncGenerator<BookingViewRow[]> {
    let after: string | null = null;
    for (;;) {
      // the last row's own created_at, read in the database: a JS Date would cut its microseconds
      const cursor: SQL | undefined = after
        ? sql`(${bookings.createdAt}, ${bookings.id}) < (SELECT b.created_at, b.id FROM ${bookings} b WHERE b.id = ${after})`
        : undefined;
      const rows = await this.viewQuery().where(and(this.conditions(filter), cursor)).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(size);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      after = rows[rows.length - 1].booking.id;
    }
  }

  /**
   * pending → confirmed (an administrator accepts a cash-on-delivery or unpaid booking), with its tickets
   * and its delivery job, in one statement.
   */
  async approve(id: string, effects: ConfirmEffects): Promise<boolean> {
    const rows = await rowsOf<{ id: string }>(this.db, sql`
      WITH ok AS (
        UPDATE ${bookings} SET status = 'confirmed', hold_expires_at = NULL, updated_at = now()
        WHERE id = ${id}::uuid AND status = 'pending'
        RETURNING id, order_no, event_id, user_id
      ),
      issued AS (${ticketInsert(storedLinesOf(sql`ok`))} RETURNING 1),
      sold AS (${seatsSold(sql`ok`)} RETURNING 1),
      job AS (${effects.confirmedJob(confirmedJobRows(sql`ok`))} RETURNING 1)
      SELECT id FROM ok`);
    return rows.length === 1;
  }

  /**
   * A captured payment confirms its booking, inside the caller's transaction: only a booking still standing and
   * unpaid (a conditional UPDATE), then its tickets and delivery job. False when the booking could not take it.
   */
  async confirmPaidWithin(tx: Tx, bookingId: string, effects: ConfirmEffects): Promise<boolean> {
    const [confirmed] = await tx
      .update(bookings)
      .set(paid())
      .where(and(eq(bookings.id, bookingId), ne(bookings.status, 'cancelled'), eq(bookings.paymentStatus, 'unpaid')))
      .returning({ id: bookings.id });
    if (confirmed) await this.confirmedWithin(tx, bookingId, effects);
    return !!confirmed;
  }

  /** The booking, locked until the caller's transaction ends. */
  async lockWithin(tx: Tx, bookingId: string): Promise<BookingRow> {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return booking;
  }

  /** A released booking whose seats were just held again (rehold) is confirmed and paid after all, inside the caller's transaction. */
  async reopenPaidWithin(tx: Tx, bookingId: string, effects: ConfirmEffects): Promise<void> {
    await tx.update(bookings).set({ ...paid(), cancelledAt: null, cancelReason: null }).where(eq(bookings.id, bookingId));
    await this.confirmedWithin(tx, bookingId, effects);
  }

  /** Money arrived for a cancelled booking: it is owed back, by the refund-due job committed with this. */
  async markRefundDueWithin(tx: Tx, bookingId: string, refundDueJob: JobInsert): Promise<void> {
    await tx.update(bookings).set({ paymentStatus: 'refund_due', updatedAt: new Date() }).where(eq(bookings.id, bookingId));
    await tx.execute(refundDueJob(refundDueJobRows(sql`(SELECT ${bookingId}::uuid AS id)`, 'late')));
  }

  /** The tickets of each booking with their type's name, in order. */
  async ticketsOf(bookingIds: string[]): Promise<Map<string, TicketRow[]>> {
    const out = new Map<string, TicketRow[]>();
    if (!bookingIds.length) return out;
    const rows = await this.db.select({ ticket: tickets, ticketType: ticketTypes.name }).from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(inArray(tickets.bookingId, bookingIds)).orderBy(asc(tickets.bookingId), asc(tickets.position));
    for (const r of rows) out.set(r.ticket.bookingId, [...(out.get(r.ticket.bookingId) ?? []), { ...r.ticket, ticketType: r.ticketType }]);
    return out;
  }

  /**
   * The buyer cancels a booking of theirs: a pending one at any time, a confirmed one until `cutoffHours`
   * before it starts (decided in the statement, against the database clock).
   */
  async cancelByUser(id: string, userId: string, cutoffHours: number, effects: CancelEffects): Promise<boolean> {
    const open = sql`(b.status = 'pending' OR (b.status = 'confirmed' AND ${startsAt} > now() + make_interval(secs => ${cutoffHours * 3600})))`;
    return (await this.release(sql`b.id = ${id}::uuid AND b.user_id = ${userId}::uuid AND ${open}`, sql`'user'`, effects)) === 1;
  }

  /** Cancels a confirmed booking inside the caller's transaction (a full refund), giving its seats back. */
  async cancelWithin(tx: Database | Tx, id: string, reason: CancelReason, effects: CancelEffects): Promise<void> {
    await this.release(sql`b.id = ${id}::uuid AND b.status = 'confirmed'`, sql`${reason}`, effects, undefined, tx);
  }

  /**
   * Cancels every pending and confirmed booking of an event, or of one showtime of it, in one statement inside
   * the caller's transaction (the event's own cancellation): seats back, refund-due jobs for the paid ones, a
   * notice job for each buyer. Answers how many were cancelled.
   */
  cancelForEventWithin(tx: Database | Tx, eventId: string, sessionId: string | null, effects: CancelEffects): Promise<number> {
    const which = sql`b.event_id = ${eventId}::uuid AND b.status IN ('pending', 'confirmed')${sessionId ? sql` AND b.session_id = ${sessionId}::uuid` : sql``}`;
    return this.release(which, sql`'event_cancelled'`, effects, undefined, tx);
  }

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * Cash received for an unpaid cash-on-delivery booking (of the vendor's own events when `vendorId` is given):
   * paid, and confirmed with its tickets and delivery job if it was still pending, in one statement (in the caller's
   * transaction when given).
   */
  async markCashCollected(id: string, vendorId: string | null, effects: ConfirmEffects, db: Database | Tx = this.db): Promise<boolean> {
    const own = vendorId ? sql`AND b.event_id IN (SELECT e.id FROM ${events} e WHERE e.owner_vendor_id = ${vendorId}::uuid)` : sql``;
    const rows = await rowsOf<{ id: string }>(db, sql`
      WITH ok AS (
        UPDATE ${bookings} b SET status = 'confirmed', payment_status = 'paid', hold_expires_at = NULL, updated_at = now()
        WHERE b.id = ${id}::uuid AND b.payment_method = 'cod' AND b.payment_status = 'unpaid' AND b.status IN ('pending', 'confirmed') ${own}
        RETURNING b.id, b.order_no, b.event_id, b.user_id
      ),
      issued AS (${ticketInsert(storedLinesOf(sql`ok`))} RETURNING 1),
      sold AS (${seatsSold(sql`ok`)} RETURNING 1),
      job AS (${effects.confirmedJob(confirmedJobRows(sql`ok`))} RETURNING 1)
      SELECT id FROM ok`);
    return rows.length === 1;
  }

  async ownedByVendor(id: string, vendorId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: bookings.id }).from(bookings).innerJoin(events, eq(events.id, bookings.eventId))
      .where(and(eq(bookings.id, id), eq(events.ownerVendorId, vendorId)));
    return !!row;
  }

  /** Who holds pending or confirmed bookings of the event (of these showtimes, or all when null): one row per booking. */
  async buyersOf(eventId: string, sessionIds: string[] | null): Promise<{ bookingId: string; email: string | null; phone: string | null }[]> {
    return this.db.select({ bookingId: bookings.id, email: users.email, phone: users.phone }).from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(
        eq(bookings.eventId, eventId), inArray(bookings.status, ['pending', 'confirmed']),
        sessionIds ? inArray(bookings.sessionId, sessionIds.length ? sessionIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ));
  }

  /** A suspended vendor's pending bookings (holds and unapproved cash) give their seats back; answers how many. */
  releaseOfVendor(vendorId: string, effects: CancelEffects): Promise<number> {
    return this.release(
      sql`b.status = 'pending' AND b.event_id IN (SELECT e.id FROM ${events} e WHERE e.owner_vendor_id = ${vendorId}::uuid)`,
      sql`'vendor_suspended'`, effects,
    );
  }

  /** An administrator rejects a pending booking. */
  async reject(id: string, effects: CancelEffects): Promise<boolean> {
    return (await this.release(sql`b.id = ${id}::uuid AND b.status = 'pending'`, sql`'rejected'`, effects)) === 1;
  }

  /**
   * Releases one batch of unpaid bookings whose hold ran out (online after minutes, cash on delivery after
   * hours) in one statement; SKIP LOCKED lets several processes run it at once without waiting on each other.
   */
  releaseExpiredHolds(effects: CancelEffects): Promise<number> {
    return this.release(holdExpired, EXPIRED_REASON, effects, RELEASE_BATCH);
  }

  /**
   * Cancels the bookings matching `condition` (alias b) and gives back their seats to the inventory rows,
   * sessions and buyer counts they took; what comes back is offered to the waitlists in the same statement
   * (WaitlistOffers). Money kept for a booking that no longer stands becomes refund_due, with its refund-due job
   * in the same statement. The bookings (a batch with SKIP LOCKED) and then their inventory rows are locked
   * first, in the caller's transaction when given, else in one of its own (retried whole on a deadlock).
   */
  private async release(condition: SQL, reason: SQL, effects: CancelEffects, batch?: number, db?: Database | Tx): Promise<number> {
    const run = async (tx: Database | Tx): Promise<number> => {
      const picked = await rowsOf<{ id: string }>(tx, batch
        ? sql`SELECT b.id FROM ${bookings} b WHERE ${condition} ORDER BY b.hold_expires_at LIMIT ${batch}::int FOR UPDATE OF b SKIP LOCKED`
        : sql`SELECT b.id FROM ${bookings} b WHERE ${condition} FOR UPDATE OF b`);
      if (!picked.length) return 0;
      const ids = sql.join(picked.map((p) => sql`${p.id}::uuid`), sql`, `);
      await tx.execute(effects.offers.lock(sql`SELECT bl.session_id, bl.ticket_type_id FROM ${bookingLines} bl WHERE bl.booking_id IN (${ids})`));
      const rows = await rowsOf<{ n: number }>(tx, sql`
        WITH gone AS (
          UPDATE ${bookings} b SET status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now(), updated_at = now(),
            payment_status = CASE WHEN b.payment_status IN ('paid', 'partially_refunded', 'refund_failed') THEN 'refund_due' ELSE b.payment_status END
          WHERE b.id IN (${ids}) AND ${condition}
          RETURNING b.id, b.user_id, b.event_id, b.seats, b.payment_status, b.promo_code_id
        ),
        owed AS (${effects.refundDueJob(refundDueJobRows(sql`(SELECT id FROM gone WHERE payment_status IN ('refund_due', 'refund_pending'))`, 'cancelled'))} RETURNING 1),
        -- the exact seats go back, in the statement that gives their units back to the inventory rows (lines, below)
        seats_freed AS (
          UPDATE ${seatInventory} si SET status = 'available', booking_id = NULL WHERE si.booking_id IN (SELECT id FROM gone) RETURNING 1
        ),
        ${effects.notice ? sql`told AS (${effects.notice.job(cancelledJobRows(sql`gone`, effects.notice.reason))} RETURNING 1),` : sql``}
        lines AS (
          SELECT bl.session_id, bl.ticket_type_id, sum(bl.quantity)::int AS quantity, sum(bl.seats)::int AS seats
          FROM ${bookingLines} bl JOIN gone ON gone.id = bl.booking_id GROUP BY bl.session_id, bl.ticket_type_id
        ),
        ${effects.offers.offer(sql`lines`)},
        buyer AS (
          UPDATE ${buyerEventSeats} u SET seats = u.seats - x.seats
          FROM (SELECT user_id, event_id, sum(seats)::int AS seats FROM gone GROUP BY user_id, event_id) x
          WHERE u.user_id = x.user_id AND u.event_id = x.event_id RETURNING 1
        ),
        -- a booking cancelled before any money was taken gives its code's use back (a paid one keeps it)
        unused AS (SELECT promo_code_id, user_id FROM gone WHERE promo_code_id IS NOT NULL AND payment_status IN ('unpaid', 'free')),
        promo AS (
          UPDATE ${promoCodes} p SET uses = p.uses - x.n
          FROM (SELECT promo_code_id, count(*)::int AS n FROM unused GROUP BY promo_code_id) x WHERE p.id = x.promo_code_id RETURNING 1
        ),
        promo_buyer AS (
          UPDATE ${promoCodeBuyers} pb SET uses = pb.uses - x.n
          FROM (SELECT promo_code_id, user_id, count(*)::int AS n FROM unused GROUP BY promo_code_id, user_id) x
          WHERE pb.promo_code_id = x.promo_code_id AND pb.user_id = x.user_id RETURNING 1
        )
        SELECT count(*)::int AS n FROM gone`);
      return rows[0]?.n ?? 0;
    };
    if (db) return run(db);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(run);
      } catch (err) {
        if (pgError(err).code !== '40P01' || attempt >= 5) throw err;
      }
    }
  }

  /** Tickets and the delivery job for a booking just confirmed inside the caller's transaction (a payment recorded). */
  private async confirmedWithin(tx: Tx, bookingId: string, effects: ConfirmEffects): Promise<void> {
    // its tickets, and its reserved seats sold
    await issueTickets(tx, sql`b.id = ${bookingId}::uuid`);
    await tx.execute(effects.confirmedJob(confirmedJobRows(sql`(SELECT ${bookingId}::uuid AS id)`)));
  }

  /** The lines of each booking, in the order bought. */
  async linesOf(bookingIds: string[]): Promise<Map<string, LineRow[]>> {
    const out = new Map<string, LineRow[]>();
    if (!bookingIds.length) return out;
    const rows = await this.db.select().from(bookingLines).where(inArray(bookingLines.bookingId, bookingIds)).orderBy(asc(bookingLines.position));
    for (const r of rows) out.set(r.bookingId, [...(out.get(r.bookingId) ?? []), r]);
    return out;
  }

  private viewQuery() {
    return this.db
      .select(viewColumns)
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(eventSessions, eq(eventSessions.id, bookings.sessionId))
      .$dynamic();
  }

  private conditions(f: BookingFilter): SQL | undefined {
    const q = f.q?.trim();
    return and(
      f.userId ? eq(bookings.userId, f.userId) : undefined,
      f.vendorId ? eq(events.ownerVendorId, f.vendorId) : undefined,
      f.eventId ? eq(bookings.eventId, f.eventId) : undefined,
      f.status ? eq(bookings.status, f.status) : undefined,
      f.paymentStatus ? eq(bookings.paymentStatus, f.paymentStatus) : undefined,
      f.vendorStatus ? VENDOR_STATUS[f.vendorStatus] : undefined,
      f.from ? gte(bookings.createdAt, f.from) : undefined,
      f.to ? lte(bookings.createdAt, f.to) : undefined,
      q
        ? or(
            ilike(bookings.orderNo, containing(q)),
            ilike(events.title, containing(q)),
            ilike(users.name, containing(q)),
            // a vendor finds buyers by name only, never by their contact details
            f.vendorId ? undefined : ilike(users.email, containing(q)),
            f.vendorId ? undefined : ilike(users.phone, containing(q)),
          )
        : undefined,
    );
  }
}
