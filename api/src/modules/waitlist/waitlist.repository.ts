import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DB, Database, rowsOf } from '../../db/database';
import { events, eventSessions, ticketInventory, ticketTypes, waitlistEntries } from '../../db/schema';

/** What joining needs to know of the event: whether it is public, keeps a waitlist, and its showtimes and types. */
export interface WaitlistEvent {
  id: string;
  status: string;
  isPublished: boolean;
  isActive: boolean;
  waitlistEnabled: boolean;
  ownerVendorId: string | null;
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
        WITH slot AS (
          SELECT least(i.available, CASE WHEN s.capacity IS NULL THEN i.available ELSE greatest(s.capacity - s.seats_held, 0) / tt.seats_per_unit END) AS units_left
          FROM ${ticketInventory} i
          JOIN ${eventSessions} s ON s.id = i.session_id
          JOIN ${ticketTypes} tt ON tt.id = i.ticket_type_id
          WHERE i.session_id = ${v.sessionId}::uuid AND i.ticket_type_id = ${v.ticketTypeId}::uuid
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

  /** Removes a waiting entry of the buyer's; false when there is none. */
  async leave(userId: string, id: string): Promise<boolean> {
    const gone = await this.db.delete(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id });
    return gone.length === 1;
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
