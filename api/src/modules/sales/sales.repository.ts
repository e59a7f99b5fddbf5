import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql, SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, type SeatCategorySales } from '@marketplace/shared-dto';
import { DB, Database, rowsOf } from '../../db/database';
import { bookingLines, bookings, events, eventSessions, promoCodes, seatInventory, ticketInventory, tickets, ticketTypes } from '../../db/schema';

/** One showtime × type, counts in units and money in paise. */
export interface SalesFacts {
  sessionId: string;
  startsAt: Date;
  implicit: boolean;
  label: string;
  ticketTypeId: string;
  ticketType: string;
  quantity: number;
  held: number;
  available: number;
  sold: number;
  soldSeats: number;
  grossPaise: number;
  feesPaise: number;
  refundedPaise: number;
  checkedIn: number;
}

/** A booking's fees or refunds shared among its lines by amount (line amount / subtotal). */
const shareOf = (column: SQL) => sql`round(${column}::numeric * bl.amount_paise / nullif(b.subtotal_paise, 0))`;

/** Sales figures of an event, read from inventory, booking lines and tickets in two statements. */
@Injectable()
export class SalesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async ownedEvent(eventId: string, vendorId: string): Promise<{ id: string; title: string } | undefined> {
    const [row] = await this.db.select({ id: events.id, title: events.title }).from(events).where(and(eq(events.id, eventId), eq(events.ownerVendorId, vendorId)));
    return row;
  }

  rows(eventId: string, sessionId?: string): Promise<SalesFacts[]> {
    return rowsOf<SalesFacts>(this.db, sql`
      SELECT i.session_id AS "sessionId", s.starts_at AS "startsAt", s.implicit, s.label, i.ticket_type_id AS "ticketTypeId", tt.name AS "ticketType",
        i.quantity, i.held, i.available, coalesce(c.sold, 0)::int AS sold, coalesce(c.seats, 0)::int AS "soldSeats", coalesce(c.gross, 0)::int AS "grossPaise", coalesce(c.fees, 0)::int AS "feesPaise",
        coalesce(r.refunded, 0)::int AS "refundedPaise", coalesce(k.n, 0)::int AS "checkedIn"
      FROM ${ticketInventory} i
      JOIN ${eventSessions} s ON s.id = i.session_id
      JOIN ${ticketTypes} tt ON tt.id = i.ticket_type_id
      LEFT JOIN LATERAL (
        SELECT sum(bl.quantity) AS sold, sum(bl.seats) AS seats, sum(bl.amount_paise) AS gross, sum(${shareOf(sql`b.convenience_paise`)}) AS fees
        FROM ${bookingLines} bl JOIN ${bookings} b ON b.id = bl.booking_id
        WHERE bl.session_id = i.session_id AND bl.ticket_type_id = i.ticket_type_id AND b.status = 'confirmed'
      ) c ON true
      LEFT JOIN LATERAL (
        SELECT sum(${shareOf(sql`b.refunded_paise`)}) AS refunded
        FROM ${bookingLines} bl JOIN ${bookings} b ON b.id = bl.booking_id
        WHERE bl.session_id = i.session_id AND bl.ticket_type_id = i.ticket_type_id AND b.refunded_paise > 0
      ) r ON true
      LEFT JOIN LATERAL (
        SELECT count(*) AS n FROM ${tickets} t JOIN ${bookings} b ON b.id = t.booking_id
        WHERE t.session_id = i.session_id AND t.ticket_type_id = i.ticket_type_id AND t.checked_in_at IS NOT NULL AND b.status = 'confirmed'
      ) k ON true
      WHERE i.event_id = ${eventId}::uuid ${sessionId ? sql`AND i.session_id = ${sessionId}::uuid` : sql``}
      ORDER BY s.starts_at, tt.position, tt.created_at`);
  }

  /** Confirmed tickets (units, as `sold` counts them), their seats and ticket amounts by the day (in India) they were booked. */
  daily(eventId: string, sessionId?: string): Promise<{ day: string; tickets: number; seats: number; grossPaise: number }[]> {
    return rowsOf(this.db, sql`
      SELECT to_char(b.created_at AT TIME ZONE ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD') AS day, sum(bl.quantity)::int AS tickets, sum(bl.seats)::int AS seats,
        sum(bl.amount_paise)::int AS "grossPaise"
      FROM ${bookingLines} bl JOIN ${bookings} b ON b.id = bl.booking_id
      WHERE b.event_id = ${eventId}::uuid AND b.status = 'confirmed' ${sessionId ? sql`AND bl.session_id = ${sessionId}::uuid` : sql``}
      GROUP BY 1 ORDER BY 1`);
  }

  /** Per code of the event: its confirmed bookings (of the showtime, when given) and the paise they were given off. */
  promoCodes(eventId: string, sessionId?: string): Promise<{ code: string; uses: number; discountPaise: number }[]> {
    return rowsOf(this.db, sql`
      SELECT p.code, count(b.id)::int AS uses, coalesce(sum(b.discount_paise), 0)::int AS "discountPaise"
      FROM ${promoCodes} p
      LEFT JOIN ${bookings} b ON b.promo_code_id = p.id AND b.status = 'confirmed' ${sessionId ? sql`AND b.session_id = ${sessionId}::uuid` : sql``}
      WHERE p.event_id = ${eventId}::uuid
      GROUP BY p.id, p.code ORDER BY p.code`);
  }

  /** A seated event's seats per plan category (of the showtime, when given), in plan order. */
  seatCategories(eventId: string, sessionId?: string): Promise<SeatCategorySales[]> {
    return rowsOf(this.db, sql`
      SELECT si.category, si.ticket_type_id AS "ticketTypeId", count(*) FILTER (WHERE si.status <> 'blocked')::int AS seats,
        count(*) FILTER (WHERE si.status = 'sold')::int AS sold, count(*) FILTER (WHERE si.status = 'held')::int AS held,
        count(*) FILTER (WHERE si.status = 'available')::int AS available
      FROM ${seatInventory} si
      WHERE si.event_id = ${eventId}::uuid ${sessionId ? sql`AND si.session_id = ${sessionId}::uuid` : sql``}
      GROUP BY si.category, si.ticket_type_id ORDER BY min(si.position)`);
  }

  async sessionOf(eventId: string, sessionId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: eventSessions.id }).from(eventSessions).where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, eventId)));
    return !!row;
  }
}
