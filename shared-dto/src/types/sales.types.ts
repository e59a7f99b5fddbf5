/** Sales of one showtime × ticket type. Units of the type; money in rupees. */
export interface SalesRow {
  sessionId: string;
  /** null for an event without showtimes. */
  startsAt: string | null;
  label: string;
  ticketTypeId: string;
  ticketType: string;
  quantity: number;
  /** Units (tickets) of confirmed bookings. */
  sold: number;
  /** Seats those tickets take (a family pack of 4 is one ticket, 4 seats). */
  soldSeats: number;
  /** Units of pending bookings (waiting for payment or approval). */
  held: number;
  left: number;
  /** Ticket amounts of confirmed bookings, before fees. */
  gross: number;
  /** Convenience fees of those bookings, shared among their lines by amount. */
  fees: number;
  /** Refunds promised or paid, shared among a booking's lines by amount. */
  refunded: number;
  checkedIn: number;
}

/** Confirmed sales booked on one day in India. */
export interface SalesDay {
  day: string;
  /** Tickets (units), counted as `sold` is. */
  tickets: number;
  seats: number;
  gross: number;
}

/** A promo code's confirmed bookings and what it took off them (issue 23). */
export interface PromoCodeSales {
  code: string;
  /** Confirmed bookings that used the code. */
  uses: number;
  /** Rupees the code took off those bookings. */
  discount: number;
}

/** A seated event's seats of one plan category (issue 24), over its showtimes (or the one asked for). */
export interface SeatCategorySales {
  category: string;
  ticketTypeId: string;
  /** Seats for sale (blocked ones left out). */
  seats: number;
  /** Seats of confirmed bookings. */
  sold: number;
  /** Seats of pending bookings. */
  held: number;
  available: number;
}

/** GET /api/vendor/events/{id}/sales?sessionId= */
export interface EventSales {
  event: { id: string; title: string };
  rows: SalesRow[];
  totals: Omit<SalesRow, 'sessionId' | 'startsAt' | 'label' | 'ticketTypeId' | 'ticketType'>;
  daily: SalesDay[];
  /** Every code of the event, by code, with its confirmed uses and discount (of the showtime when one is asked for). */
  promoCodes: PromoCodeSales[];
  /** A seated event's seats per plan category, in plan order; empty for general admission. */
  seatCategories: SeatCategorySales[];
}

/** The one way every screen reports a count of tickets: '8 tickets (9 seats)' (issue 25: the Sales figure and its chart must agree). */
export function ticketsAndSeats(tickets: number, seats: number): string {
  return `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} (${seats} ${seats === 1 ? 'seat' : 'seats'})`;
}
