import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, SQL, sql } from 'drizzle-orm';
import type { BookingStatus, VendorTicketStatus } from '@marketplace/shared-dto';
import { DB, Database } from '../../db/database';
import { bookings, events, eventSessions, users, venues } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'holdExpiresAt'>;
export type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
/** Why a booking was cancelled; a payment arriving late re-holds only bookings released by expiry. */
export type CancelReason = 'user' | 'rejected' | 'hold_expired' | 'refunded';

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
  eventBanner: events.bannerImage,
  venueName: venues.name,
  venueCity: venues.city,
  sessionStartsAt: eventSessions.startsAt,
  sessionLabel: eventSessions.label,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
};
export type BookingViewRow = {
  booking: BookingRow;
  eventTitle: string; eventSlug: string; eventCode: string; eventStartAt: Date; eventEndAt: Date | null; eventTimezone: string;
  eventType: EventRow['eventType']; eventCity: string | null; eventLocation: EventRow['location']; eventBanner: string | null;
  venueName: string | null; venueCity: string | null; sessionStartsAt: Date | null; sessionLabel: string | null;
  userName: string | null; userEmail: string | null; userPhone: string | null;
};

export interface BookingFilter {
  userId?: string;
  /** Only bookings of events this vendor owns. */
  vendorId?: string;
  eventId?: string;
  status?: BookingStatus;
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
  paid: sql`${bookings.status} = 'confirmed' AND ${bookings.paymentStatus} <> 'unpaid'`,
  confirmed: sql`${bookings.status} = 'confirmed' AND ${bookings.paymentStatus} = 'unpaid'`,
  refund_due: cancelledWith('refund_due'),
  refund_pending: cancelledWith('refund_pending'),
  refunded: cancelledWith('refunded'),
  refund_failed: cancelledWith('refund_failed'),
  cancelled: sql`${bookings.status} = 'cancelled' AND ${bookings.paymentStatus} IN ('unpaid', 'paid')`,
};

/** When the booking's showtime (or else its event) starts. */
const startsAt = sql`(SELECT coalesce(${eventSessions.startsAt}, ${events.startAt}) FROM ${events}
  LEFT JOIN ${eventSessions} ON ${eventSessions.id} = ${bookings.sessionId} WHERE ${events.id} = ${bookings.eventId})`;

const likeEscape = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Still waiting for an online payment after its hold ran out (checked again inside every release). */
const holdExpired = and(
  eq(bookings.status, 'pending'),
  eq(bookings.paymentMethod, 'razorpay'),
  eq(bookings.paymentStatus, 'unpaid'),
  lt(bookings.holdExpiresAt, sql`now()`),
);

/**
 * Bookings and the ticket inventory. `events.tickets_available` changes only through takeTickets and
 * returnTickets, each one conditional UPDATE, always inside the transaction that changes the booking.
 */
@Injectable()
export class BookingsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findEvent(id: string): Promise<EventRow | undefined> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    return row;
  }

  async sessionsOf(eventId: string): Promise<SessionRow[]> {
    return this.db.select().from(eventSessions).where(eq(eventSessions.eventId, eventId)).orderBy(asc(eventSessions.startsAt));
  }

  async ticketsAvailable(eventId: string): Promise<number> {
    const [row] = await this.db.select({ n: events.ticketsAvailable }).from(events).where(eq(events.id, eventId));
    return row?.n ?? 0;
  }

  /** Takes n tickets if n are left; false (and nothing changed) otherwise. */
  async takeTickets(tx: Database, eventId: string, n: number): Promise<boolean> {
    const rows = await tx
      .update(events)
      .set({ ticketsAvailable: sql`${events.ticketsAvailable} - ${n}` })
      .where(and(eq(events.id, eventId), gte(events.ticketsAvailable, n)))
      .returning({ id: events.id });
    return rows.length === 1;
  }

  private async returnTickets(tx: Database, eventId: string, n: number): Promise<void> {
    await tx.update(events).set({ ticketsAvailable: sql`${events.ticketsAvailable} + ${n}` }).where(eq(events.id, eventId));
  }

  /** Holds the tickets and stores the booking in one transaction; null when not enough tickets are left. */
  async createWithHold(values: NewBooking, holdMinutes: number | null): Promise<BookingRow | null> {
    return this.db.transaction(async (tx) => {
      if (!(await this.takeTickets(tx, values.eventId, values.quantity))) return null;
      const holdExpiresAt = holdMinutes === null ? null : sql`now() + make_interval(mins => ${holdMinutes})`;
      const [row] = await tx.insert(bookings).values({ ...values, holdExpiresAt }).returning();
      return row;
    });
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

  /** pending → confirmed (an administrator accepts a cash-on-delivery or unpaid booking). */
  async approve(id: string): Promise<BookingRow | null> {
    const [row] = await this.db
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
      .returning();
    return row ?? null;
  }

  /**
   * The buyer cancels a booking of theirs: a pending one at any time, a confirmed one until `cutoffHours`
   * before it starts (decided in the UPDATE, against the database clock).
   */
  cancelByUser(id: string, userId: string, cutoffHours: number): Promise<BookingRow | null> {
    const open = or(
      eq(bookings.status, 'pending'),
      and(eq(bookings.status, 'confirmed'), sql`${startsAt} > now() + make_interval(secs => ${cutoffHours * 3600})`),
    );
    return this.cancelIf(id, 'user', and(eq(bookings.userId, userId), open)!);
  }

  /** Cancels a confirmed booking inside the caller's transaction (a full refund), giving its tickets back. */
  async cancelWithin(tx: Database, id: string, reason: CancelReason): Promise<void> {
    await this.cancelIf(id, reason, eq(bookings.status, 'confirmed'), tx);
  }

  /** An administrator rejects a pending booking. */
  reject(id: string): Promise<BookingRow | null> {
    return this.cancelIf(id, 'rejected', eq(bookings.status, 'pending'));
  }

  /**
   * Releases the tickets of unpaid online bookings whose hold ran out (of one event, or all). Each booking
   * is released by its own conditional UPDATE, so processes running this at once never release one twice.
   */
  async releaseExpiredHolds(eventId?: string): Promise<number> {
    const due = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eventId ? and(holdExpired, eq(bookings.eventId, eventId)) : holdExpired)
      .limit(500);
    let released = 0;
    for (const { id } of due) if (await this.cancelIf(id, 'hold_expired', holdExpired!)) released += 1;
    return released;
  }

  /**
   * Cancels the booking when `condition` still holds and gives its tickets back, in one transaction (the
   * caller's, when given). Money kept for a booking that no longer stands becomes refund_due.
   */
  private cancelIf(id: string, reason: CancelReason, condition: SQL, within?: Database): Promise<BookingRow | null> {
    const run = async (tx: Database) => {
      const [row] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelReason: reason,
          cancelledAt: new Date(),
          updatedAt: new Date(),
          paymentStatus: sql`CASE WHEN ${bookings.paymentStatus} IN ('paid', 'partially_refunded') THEN 'refund_due' ELSE ${bookings.paymentStatus} END`,
        })
        .where(and(eq(bookings.id, id), condition))
        .returning();
      if (!row) return null;
      await this.returnTickets(tx, row.eventId, row.quantity);
      return row;
    };
    return within ? run(within) : this.db.transaction(run);
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
      f.vendorStatus ? VENDOR_STATUS[f.vendorStatus] : undefined,
      f.from ? gte(bookings.createdAt, f.from) : undefined,
      f.to ? lte(bookings.createdAt, f.to) : undefined,
      q
        ? or(
            ilike(bookings.orderNo, likeEscape(q)),
            ilike(events.title, likeEscape(q)),
            ilike(users.name, likeEscape(q)),
            // a vendor finds buyers by name only, never by their contact details
            f.vendorId ? undefined : ilike(users.email, likeEscape(q)),
            f.vendorId ? undefined : ilike(users.phone, likeEscape(q)),
          )
        : undefined,
    );
  }
}
