import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNotNull, isNull, sql, SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { DB, Database } from '../../db/database';
import { bookings, events, eventSessions, tickets, ticketTypes, users } from '../../db/schema';

/** A ticket with what the door needs to decide and to answer. */
export interface TicketFacts {
  id: string;
  number: string;
  holderName: string;
  /** A seated showtime's ticket: its seat. */
  seatGuid: string | null;
  seatLabel: string | null;
  checkedInAt: Date | null;
  ticketTypeId: string;
  ticketType: string;
  sessionId: string;
  sessionStartsAt: Date;
  sessionLabel: string;
  sessionImplicit: boolean;
  eventId: string;
  eventTitle: string;
  eventTimezone: string;
  ownerVendorId: string | null;
  bookingStatus: string;
}

const factColumns = {
  id: tickets.id,
  number: tickets.number,
  holderName: tickets.holderName,
  seatGuid: tickets.seatGuid,
  seatLabel: tickets.seatLabel,
  checkedInAt: tickets.checkedInAt,
  ticketTypeId: tickets.ticketTypeId,
  ticketType: ticketTypes.name,
  sessionId: tickets.sessionId,
  sessionStartsAt: eventSessions.startsAt,
  sessionLabel: eventSessions.label,
  sessionImplicit: eventSessions.implicit,
  eventId: tickets.eventId,
  eventTitle: events.title,
  eventTimezone: events.timezone,
  ownerVendorId: events.ownerVendorId,
  bookingStatus: bookings.status,
};

/** Tickets in the order they were booked, each booking's in its own order. */
const BOOKING_ORDER = [asc(bookings.createdAt), asc(tickets.bookingId), asc(tickets.position)];

/** A row of the attendee export: a ticket with its booking. */
export interface AttendeeRow extends TicketFacts {
  orderNo: string;
  /** The buyer's contact: the export goes only to the event's own organiser. */
  buyerEmail: string | null;
  buyerPhone: string | null;
  paymentStatus: string;
  pricePaise: number;
  bookedAt: Date;
}

/** Tickets at the door: the only writes are the conditional check-in and its undo. */
@Injectable()
export class CheckinsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async find(where: SQL): Promise<TicketFacts | undefined> {
    const [row] = await this.facts().where(where);
    return row;
  }

  findById(id: string): Promise<TicketFacts | undefined> {
    return this.find(eq(tickets.id, id));
  }

  findByNumber(number: string): Promise<TicketFacts | undefined> {
    return this.find(eq(tickets.number, number));
  }

  /**
   * Checks the ticket in if it is not yet and its booking stands, in one statement: of any number of
   * simultaneous scans (in any process), exactly one gets the time back. Null when nothing changed.
   */
  async checkIn(id: string): Promise<Date | null> {
    const [row] = await this.db
      .update(tickets)
      .set({ checkedInAt: sql`now()` })
      .from(bookings)
      .where(and(eq(tickets.id, id), isNull(tickets.checkedInAt), eq(bookings.id, tickets.bookingId), eq(bookings.status, 'confirmed')))
      .returning({ checkedInAt: tickets.checkedInAt });
    return row?.checkedInAt ?? null;
  }

  /** Undoes a check-in; false when the ticket was not checked in. */
  async undo(id: string): Promise<boolean> {
    const rows = await this.db.update(tickets).set({ checkedInAt: null })
      .where(and(eq(tickets.id, id), isNotNull(tickets.checkedInAt))).returning({ id: tickets.id });
    return rows.length === 1;
  }

  /** The event when this vendor owns it (any owner when vendorId is null), with its showtime ids. */
  async ownedEvent(eventId: string, vendorId: string | null): Promise<{ id: string; title: string; sessionIds: string[] } | undefined> {
    const [event] = await this.db.select({ id: events.id, title: events.title }).from(events)
      .where(and(eq(events.id, eventId), vendorId ? eq(events.ownerVendorId, vendorId) : undefined));
    if (!event) return undefined;
    const sessions = await this.db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, eventId));
    return { ...event, sessionIds: sessions.map((s) => s.id) };
  }

  /** The valid tickets (confirmed bookings) of an event, or of one of its showtimes, by number. */
  valid(eventId: string, sessionId?: string): Promise<TicketFacts[]> {
    return this.facts()
      .where(and(eq(tickets.eventId, eventId), sessionId ? eq(tickets.sessionId, sessionId) : undefined, eq(bookings.status, 'confirmed')))
      .orderBy(...BOOKING_ORDER);
  }

  /**
   * Every ticket of the event (cancelled bookings' included, marked by their status), in booking order, `size`
   * at a time; each batch continues after the last row of the one before (keyset), so nothing repeats.
   */
  async *attendeeBatches(eventId: string, size = 1000): AsyncGenerator<AttendeeRow[]> {
    let after: string | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? sql`(${bookings.createdAt}, ${tickets.bookingId}, ${tickets.position}) > (SELECT b.created_at, t.booking_id, t.position
            FROM ${tickets} t JOIN ${bookings} b ON b.id = t.booking_id WHERE t.id = ${after})`
        : undefined;
      const rows: AttendeeRow[] = await this.facts({
        orderNo: bookings.orderNo, paymentStatus: bookings.paymentStatus, bookedAt: bookings.createdAt,
        buyerEmail: sql<string | null>`(SELECT u.email FROM ${users} u WHERE u.id = ${bookings.userId})`,
        buyerPhone: sql<string | null>`(SELECT u.phone FROM ${users} u WHERE u.id = ${bookings.userId})`,
        // what one seat cost before fees: its line's amount over the line's seats
        pricePaise: sql<number>`(SELECT round(bl.amount_paise::numeric / bl.seats)::int FROM booking_lines bl
          WHERE bl.booking_id = ${tickets.bookingId} AND bl.ticket_type_id = ${tickets.ticketTypeId})`,
      })
        .where(and(eq(tickets.eventId, eventId), cursor))
        .orderBy(...BOOKING_ORDER)
        .limit(size);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** Tickets joined with booking, event, showtime and type, selecting the facts and `more`. */
  private facts<T extends SelectedFields>(more?: T) {
    return this.db
      .select({ ...factColumns, ...more } as typeof factColumns & T)
      .from(tickets)
      .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(eventSessions, eq(eventSessions.id, tickets.sessionId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .$dynamic();
  }
}
