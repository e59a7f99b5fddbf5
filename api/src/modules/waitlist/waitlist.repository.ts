import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@marketplace/shared-dto';
import { and, eq, SQL, sql } from 'drizzle-orm';
import { DB, Database, rowsOf, Tx } from '../../db/database';
import { events, eventSessions, seatInventory, ticketInventory, ticketTypes, users, vendors, waitlistEntries } from '../../db/schema';
import type { JobInsert } from '../jobs/jobs.service';
import { WAITLIST_OFFERED_JOB } from './waitlist-jobs';

/** What joining needs to know of the event: whether it is public, keeps a waitlist, and its showtimes and types. */
export interface WaitlistEvent {
  id: string;
  status: string;
  isPublished: boolean;
  isActive: boolean;
  waitlistEnabled: boolean;
  ownerVendorId: string | null;
  /** A seated event's category mapping: its mapped types have no waitlist. */
  seatCategories: { category: string; ticketTypeId: string }[];
  sessions: { id: string; implicit: boolean; startsAt: Date; cancelledAt: Date | null }[];
  types: { id: string; maxPerOrder: number; hidden: boolean; accessCode: string | null }[];
}

export interface WaitlistEntryRow {
  id: string;
  eventId: string;
  eventTitle: string;
  eventSlug: string;
  eventCode: string;
  sessionId: string;
  implicit: boolean;
  startsAt: Date;
  ticketTypeId: string;
  ticketType: string;
  quantity: number;
  status: 'waiting' | 'offered' | 'converted' | 'expired';
  position: number | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
}

export interface WaitlistCountsRow {
  sessionId: string;
  implicit: boolean;
  startsAt: Date;
  label: string;
  ticketTypeId: string;
  ticketType: string;
  waiting: number;
  waitingQuantity: number;
  offered: number;
  converted: number;
  expired: number;
}

/** What the offer notice (mail and SMS) says, and to whom. */
export interface OfferNoticeRow {
  id: string;
  status: string;
  quantity: number;
  offerExpiresAt: Date | null;
  /** The buyer's language, which the mail and SMS speak. */
  locale: Locale;
  name: string | null;
  email: string | null;
  phone: string | null;
  eventTitle: string;
  eventSlug: string;
  eventCode: string;
  startsAt: Date;
  ticketType: string;
}

/** An entry as booking with its offer needs it. */
export interface OfferRow {
  id: string;
  userId: string;
  eventId: string;
  sessionId: string;
  ticketTypeId: string;
  quantity: number;
  status: 'waiting' | 'offered' | 'converted' | 'expired';
  /** Whether its offer is still open by the database clock. */
  open: boolean;
}

/**
 * The SQL that offers freed units to waitlists, embedded in the statements that free them (releases of bookings,
 * expired offers, a booking that takes less than its offer, a raised quantity): built by waitlistOffers, handed
 * out by WaitlistService.offers().
 */
export interface WaitlistOffers {
  /**
   * One statement locking the inventory rows of `pairs` (columns session_id, ticket_type_id) and their
   * showtimes, in a fixed order. A transaction runs it before the statement that frees and offers, so that
   * statement's snapshot is taken under the locks: it sees every change an earlier holder of them committed.
   */
  lock(pairs: SQL): SQL;
  /**
   * CTEs (to follow others in a WITH) that give back the units of relation `freed` (columns session_id,
   * ticket_type_id, quantity, seats: one row per inventory row; quantity and seats may be 0) and, in the same
   * statement, offer what is then free on each row to the longest prefix of its queue (join order) that fits,
   * within the showtime's room: units and seats of the offers stay held, the entries become offered with their
   * expiry, and each gets its notice job. They define `inv` and `sess` (one row per updated row).
   */
  offer(freed: SQL): SQL;
}

/** Builds the offer SQL: offers run `hours` hours, and `offeredJob` enqueues each offer's notice. */
export const waitlistOffers = (hours: number, offeredJob: JobInsert): WaitlistOffers => ({
  lock: (pairs) => sql`
    WITH inv AS (
      SELECT i.session_id FROM ${ticketInventory} i WHERE (i.session_id, i.ticket_type_id) IN (${pairs})
      ORDER BY i.session_id, i.ticket_type_id FOR UPDATE OF i
    )
    SELECT s.id FROM ${eventSessions} s WHERE s.id IN (SELECT session_id FROM inv) ORDER BY s.id FOR UPDATE OF s`,
  offer: (freed) => sql`
    -- the waiting entries of these rows, locked: an entry left meanwhile drops out before anything is counted;
    -- a showtime cancelled or started, an event no longer public or a suspended organiser's offers nothing
    queue AS (
      SELECT w.id, w.session_id, w.ticket_type_id, w.quantity, w.created_at
      FROM ${waitlistEntries} w
      JOIN ${eventSessions} s ON s.id = w.session_id AND s.cancelled_at IS NULL AND s.starts_at > now()
      JOIN ${events} e ON e.id = w.event_id AND e.status = 'approved' AND e.is_published AND e.is_active
        AND NOT EXISTS (SELECT 1 FROM ${vendors} v WHERE v.id = e.owner_vendor_id AND v.status = 'suspended')
      WHERE w.status = 'waiting' AND (w.session_id, w.ticket_type_id) IN (SELECT f.session_id, f.ticket_type_id FROM ${freed} f)
        -- reserved seats are chosen by the buyer, never offered in bulk: a seated type's units stay with its seats
        AND NOT EXISTS (SELECT 1 FROM ${seatInventory} si WHERE si.session_id = w.session_id AND si.ticket_type_id = w.ticket_type_id)
      FOR UPDATE OF w
    ),
    -- each entry with the units its row's queue asks for up to it, against what the row has free once the units come back
    fit AS (
      SELECT q.id, q.session_id, q.ticket_type_id, q.created_at, q.quantity * tt.seats_per_unit AS seats,
        sum(q.quantity) OVER (PARTITION BY q.session_id, q.ticket_type_id ORDER BY q.created_at, q.id) AS units_upto,
        i.available + f.quantity AS free
      FROM queue q
      JOIN ${freed} f ON f.session_id = q.session_id AND f.ticket_type_id = q.ticket_type_id
      JOIN ${ticketInventory} i ON i.session_id = q.session_id AND i.ticket_type_id = q.ticket_type_id
      JOIN ${ticketTypes} tt ON tt.id = q.ticket_type_id
    ),
    -- the showtime's room in seats once the seats come back (NULL: no cap)
    room AS (
      SELECT s.id, s.capacity - s.seats_held + (SELECT sum(f.seats) FROM ${freed} f WHERE f.session_id = s.id) AS seats
      FROM ${eventSessions} s WHERE s.id IN (SELECT f.session_id FROM ${freed} f)
    ),
    -- the prefixes that fit their row, then within the showtime's room (seats counted over them in one order: still prefixes)
    chosen AS (
      SELECT c.id FROM (
        SELECT fit.*, sum(fit.seats) OVER (PARTITION BY fit.session_id ORDER BY fit.ticket_type_id, fit.created_at, fit.id) AS seats_upto
        FROM fit WHERE fit.units_upto <= fit.free
      ) c JOIN room r ON r.id = c.session_id
      WHERE r.seats IS NULL OR c.seats_upto <= r.seats
    ),
    offered AS (
      UPDATE ${waitlistEntries} w SET status = 'offered', offer_expires_at = now() + make_interval(hours => ${hours}::int), updated_at = now()
      FROM chosen c WHERE w.id = c.id
      RETURNING w.id, w.session_id, w.ticket_type_id, w.quantity
    ),
    offer_sum AS (
      SELECT o.session_id, o.ticket_type_id, sum(o.quantity)::int AS quantity, sum(o.quantity * tt.seats_per_unit)::int AS seats
      FROM offered o JOIN ${ticketTypes} tt ON tt.id = o.ticket_type_id GROUP BY o.session_id, o.ticket_type_id
    ),
    inv AS (
      UPDATE ${ticketInventory} i SET available = i.available + f.quantity - coalesce(o.quantity, 0), held = i.held - f.quantity + coalesce(o.quantity, 0)
      FROM ${freed} f LEFT JOIN offer_sum o ON o.session_id = f.session_id AND o.ticket_type_id = f.ticket_type_id
      WHERE i.session_id = f.session_id AND i.ticket_type_id = f.ticket_type_id
      RETURNING i.ticket_type_id
    ),
    sess AS (
      UPDATE ${eventSessions} s SET seats_held = s.seats_held - x.freed + x.offered
      FROM (
        SELECT f.session_id, sum(f.seats)::int AS freed, coalesce((SELECT sum(o.seats) FROM offer_sum o WHERE o.session_id = f.session_id), 0)::int AS offered
        FROM ${freed} f GROUP BY f.session_id
      ) x
      WHERE s.id = x.session_id
      RETURNING s.id
    ),
    offer_job AS (${offeredJob(sql`SELECT ${`${WAITLIST_OFFERED_JOB}:`}::text || o.id AS key, jsonb_build_object('entryId', o.id) AS payload FROM offered o`)} RETURNING 1)`,
});

const EXPIRY_BATCH = 500;

/** Join order: earlier created_at first, the id breaking ties. */
const AHEAD = sql`o.session_id = w.session_id AND o.ticket_type_id = w.ticket_type_id AND o.status = 'waiting' AND (o.created_at, o.id) < (w.created_at, w.id)`;

/** Waitlist entries (issue 23). Whether a showtime × type has room is decided by the joining statement itself. */
@Injectable()
export class WaitlistRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async event(eventId: string): Promise<WaitlistEvent | null> {
    const [e] = await this.db.select({
      id: events.id, status: events.status, isPublished: events.isPublished, isActive: events.isActive, ownerVendorId: events.ownerVendorId,
      waitlistEnabled: sql<boolean>`coalesce((${events.capacity}->>'waitlistEnabled')::boolean, false)`,
      seatCategories: events.seatCategories,
    }).from(events).where(eq(events.id, eventId));
    if (!e) return null;
    const [sessions, types] = await Promise.all([
      this.db.select({ id: eventSessions.id, implicit: eventSessions.implicit, startsAt: eventSessions.startsAt, cancelledAt: eventSessions.cancelledAt })
        .from(eventSessions).where(eq(eventSessions.eventId, eventId)),
      this.db.select({ id: ticketTypes.id, maxPerOrder: ticketTypes.maxPerOrder, hidden: ticketTypes.hidden, accessCode: ticketTypes.accessCode })
        .from(ticketTypes).where(eq(ticketTypes.eventId, eventId)),
    ]);
    return { ...e, sessions, types };
  }

  /**
   * Adds the entry only while the showtime × type has fewer than `quantity` units left (its inventory, and the
   * showtime's room in seats), in one statement; answers its place, 'available' when there are enough units,
   * or 'duplicate' when the buyer already waits there (the partial unique index decides).
   */
  async join(v: { userId: string; eventId: string; sessionId: string; ticketTypeId: string; quantity: number }): Promise<{ id: string; position: number } | 'available' | 'duplicate'> {
    try {
      const [row] = await rowsOf<{ id: string; position: number }>(this.db, sql`
        -- share-locked: a release offering on this row meanwhile either sees this entry or is seen (its units taken)
        WITH slot AS (
          SELECT least(i.available, CASE WHEN s.capacity IS NULL THEN i.available ELSE greatest(s.capacity - s.seats_held, 0) / tt.seats_per_unit END) AS units_left
          FROM ${ticketInventory} i
          JOIN ${eventSessions} s ON s.id = i.session_id
          JOIN ${ticketTypes} tt ON tt.id = i.ticket_type_id
          WHERE i.session_id = ${v.sessionId}::uuid AND i.ticket_type_id = ${v.ticketTypeId}::uuid
          FOR SHARE OF i
        ), w AS (
          INSERT INTO ${waitlistEntries} (user_id, event_id, session_id, ticket_type_id, quantity)
          SELECT ${v.userId}::uuid, ${v.eventId}::uuid, ${v.sessionId}::uuid, ${v.ticketTypeId}::uuid, ${v.quantity}::int
          FROM slot WHERE slot.units_left < ${v.quantity}::int
          RETURNING id, session_id, ticket_type_id, created_at
        )
        SELECT w.id, 1 + (SELECT count(*) FROM ${waitlistEntries} o WHERE ${AHEAD})::int AS position FROM w`);
      return row ?? 'available';
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e?.cause?.code ?? e?.code) === '23505') return 'duplicate';
      throw err;
    }
  }

  /** The buyer's entries, newest first, each waiting one with its place in its queue. */
  list(userId: string): Promise<WaitlistEntryRow[]> {
    return rowsOf(this.db, sql`
      SELECT w.id, w.event_id AS "eventId", e.title AS "eventTitle", e.slug AS "eventSlug", e.code AS "eventCode",
        w.session_id AS "sessionId", s.implicit, s.starts_at AS "startsAt", w.ticket_type_id AS "ticketTypeId", tt.name AS "ticketType",
        w.quantity, w.status, w.offer_expires_at AS "offerExpiresAt", w.created_at AS "createdAt",
        CASE WHEN w.status = 'waiting' THEN 1 + (SELECT count(*) FROM ${waitlistEntries} o WHERE ${AHEAD})::int END AS position
      FROM ${waitlistEntries} w
      JOIN ${events} e ON e.id = w.event_id
      JOIN ${eventSessions} s ON s.id = w.session_id
      JOIN ${ticketTypes} tt ON tt.id = w.ticket_type_id
      WHERE w.user_id = ${userId}::uuid
      ORDER BY w.created_at DESC, w.id DESC`);
  }

  /**
   * Removes a waiting entry of the buyer's; false when there is none. The entries behind it may now fit in what
   * is free (it was the head, asking for more): they are offered it, under the row's lock, in the same transaction.
   */
  async leave(userId: string, id: string, offers: WaitlistOffers): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(offers.lock(sql`SELECT w.session_id, w.ticket_type_id FROM ${waitlistEntries} w WHERE w.id = ${id}::uuid`));
      const [gone] = await tx.delete(waitlistEntries)
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')))
        .returning({ sessionId: waitlistEntries.sessionId, ticketTypeId: waitlistEntries.ticketTypeId });
      if (!gone) return false;
      await tx.execute(sql`
        WITH freed AS (
          SELECT i.session_id, i.ticket_type_id, 0 AS quantity, 0 AS seats FROM ${ticketInventory} i
          WHERE i.session_id = ${gone.sessionId}::uuid AND i.ticket_type_id = ${gone.ticketTypeId}::uuid AND i.available > 0
        ),
        ${offers.offer(sql`freed`)}
        SELECT count(*) FROM offered`);
      return true;
    });
  }

  /**
   * Ends one batch of offers past their expiry and, in the same statement, offers their units to the next
   * entries (or gives them back). The batch is picked with SKIP LOCKED, so processes running it at once take
   * different entries; its inventory rows are locked before the statement (see WaitlistOffers.lock). Answers how many ended.
   */
  async expireOffers(offers: WaitlistOffers): Promise<number> {
    return this.db.transaction(async (tx) => {
      const picked = await rowsOf<{ id: string }>(tx, sql`
        SELECT w.id FROM ${waitlistEntries} w WHERE w.status = 'offered' AND w.offer_expires_at < now()
        ORDER BY w.offer_expires_at LIMIT ${EXPIRY_BATCH}::int FOR UPDATE SKIP LOCKED`);
      if (!picked.length) return 0;
      const ids = sql.join(picked.map((p) => sql`${p.id}::uuid`), sql`, `);
      await tx.execute(offers.lock(sql`SELECT w.session_id, w.ticket_type_id FROM ${waitlistEntries} w WHERE w.id IN (${ids})`));
      const [row] = await rowsOf<{ n: number }>(tx, sql`
        WITH ended AS (
          UPDATE ${waitlistEntries} w SET status = 'expired', updated_at = now()
          WHERE w.id IN (${ids}) AND w.status = 'offered'
          RETURNING w.session_id, w.ticket_type_id, w.quantity
        ),
        freed AS (
          SELECT e.session_id, e.ticket_type_id, sum(e.quantity)::int AS quantity, sum(e.quantity * tt.seats_per_unit)::int AS seats
          FROM ended e JOIN ${ticketTypes} tt ON tt.id = e.ticket_type_id GROUP BY e.session_id, e.ticket_type_id
        ),
        ${offers.offer(sql`freed`)}
        SELECT count(*)::int AS n FROM ended`);
      return row.n;
    });
  }

  /**
   * Offers what the event's rows have free to their waiting entries (a quantity or capacity raised), in the
   * caller's transaction: the rows with a queue are locked first, then one statement offers.
   */
  async offerFree(tx: Tx, eventId: string, offers: WaitlistOffers): Promise<void> {
    const queued = sql`SELECT w.session_id, w.ticket_type_id FROM ${waitlistEntries} w WHERE w.event_id = ${eventId}::uuid AND w.status = 'waiting'`;
    await tx.execute(offers.lock(queued));
    await tx.execute(sql`
      WITH freed AS (
        SELECT i.session_id, i.ticket_type_id, 0 AS quantity, 0 AS seats FROM ${ticketInventory} i
        WHERE i.event_id = ${eventId}::uuid AND i.available > 0 AND (i.session_id, i.ticket_type_id) IN (${queued})
      ),
      ${offers.offer(sql`freed`)}
      SELECT count(*) FROM offered`);
  }

  /** An entry as booking with its offer checks it (the hold statement checks it again). */
  async offerOf(id: string): Promise<OfferRow | null> {
    const [row] = await rowsOf<OfferRow>(this.db, sql`
      SELECT w.id, w.user_id AS "userId", w.event_id AS "eventId", w.session_id AS "sessionId", w.ticket_type_id AS "ticketTypeId", w.quantity, w.status,
        coalesce(w.status = 'offered' AND w.offer_expires_at > now(), false) AS open
      FROM ${waitlistEntries} w WHERE w.id = ${id}::uuid`);
    return row ?? null;
  }

  /** The entry, its buyer and what they were offered, for the notice. */
  async offerNotice(id: string): Promise<OfferNoticeRow | null> {
    const [row] = await rowsOf<OfferNoticeRow>(this.db, sql`
      SELECT w.id, w.status, w.quantity, w.offer_expires_at AS "offerExpiresAt", u.locale, u.name, u.email, u.phone,
        e.title AS "eventTitle", e.slug AS "eventSlug", e.code AS "eventCode",
        CASE WHEN s.implicit THEN e.start_at ELSE s.starts_at END AS "startsAt", tt.name AS "ticketType"
      FROM ${waitlistEntries} w
      JOIN ${users} u ON u.id = w.user_id
      JOIN ${events} e ON e.id = w.event_id
      JOIN ${eventSessions} s ON s.id = w.session_id
      JOIN ${ticketTypes} tt ON tt.id = w.ticket_type_id
      WHERE w.id = ${id}::uuid`);
    return row ?? null;
  }

  async ownedEvent(eventId: string, vendorId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), eq(events.ownerVendorId, vendorId)));
    return !!row;
  }

  /** Per showtime × type of the event: its entries by status and the tickets the waiting ones ask for. */
  counts(eventId: string): Promise<WaitlistCountsRow[]> {
    return rowsOf(this.db, sql`
      SELECT i.session_id AS "sessionId", s.implicit, s.starts_at AS "startsAt", s.label, i.ticket_type_id AS "ticketTypeId", tt.name AS "ticketType",
        count(w.id) FILTER (WHERE w.status = 'waiting')::int AS waiting,
        coalesce(sum(w.quantity) FILTER (WHERE w.status = 'waiting'), 0)::int AS "waitingQuantity",
        count(w.id) FILTER (WHERE w.status = 'offered')::int AS offered,
        count(w.id) FILTER (WHERE w.status = 'converted')::int AS converted,
        count(w.id) FILTER (WHERE w.status = 'expired')::int AS expired
      FROM ${ticketInventory} i
      JOIN ${eventSessions} s ON s.id = i.session_id
      JOIN ${ticketTypes} tt ON tt.id = i.ticket_type_id
      LEFT JOIN ${waitlistEntries} w ON w.session_id = i.session_id AND w.ticket_type_id = i.ticket_type_id
      WHERE i.event_id = ${eventId}::uuid
      GROUP BY i.session_id, s.implicit, s.starts_at, s.label, i.ticket_type_id, tt.name, tt.position, tt.created_at
      ORDER BY s.starts_at, tt.position, tt.created_at`);
  }
}
