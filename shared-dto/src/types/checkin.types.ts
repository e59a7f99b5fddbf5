import type { ErrorBody } from './common.types';
import type { BookedSeat } from '../seating';

/** POST /api/vendor/checkins and /api/admin/checkins: the scanned token, or the ticket number typed in. */
export interface CheckInRequest {
  token?: string;
  number?: string;
  /** The showtime being admitted; a ticket of another one is refused. */
  sessionId?: string;
}

/** The ticket as the door sees it. `session` is null for an event without showtimes. */
export interface CheckInTicket {
  id: string;
  number: string;
  ticketType: string;
  holderName: string;
  /** The reserved seat ('Stalls · Row F · Seat 12'), said at the door; null for general admission. */
  seat: BookedSeat | null;
  event: { id: string; title: string };
  session: { id: string; startsAt: string; label: string } | null;
}

/** 200: let them in. */
export interface CheckInResult {
  result: 'ok';
  checkedInAt: string;
  ticket: CheckInTicket;
}

/** 409 body for a ticket scanned before: 'Already checked in at HH:mm' (IST). */
export interface CheckInAlready extends ErrorBody {
  result: 'already';
  checkedInAt: string;
  ticket: CheckInTicket;
}

/** Any 409 of a scan: checked in before (with when), a cancelled booking's ticket, or another showtime's. */
export interface CheckInConflict extends ErrorBody {
  result: 'already' | 'cancelled' | 'other_showtime';
  checkedInAt?: string;
  ticket: CheckInTicket;
}

/** DELETE /api/vendor/checkins/{ticketId}: the scan is undone. */
export interface CheckInUndone {
  result: 'undone';
  ticket: CheckInTicket;
}

/** A ticket of the showtime's list: what a scanner keeps to check offline (never the token itself). */
export interface CheckInListItem {
  id: string;
  number: string;
  ticketTypeId: string;
  ticketType: string;
  holderName: string;
  sessionId: string;
  /** The reserved seat, for the offline answer; null for general admission. */
  seat: BookedSeat | null;
  checkedInAt: string | null;
  /** SHA-256 of the ticket's token, hex. */
  tokenHash: string;
}

/** GET /api/vendor/events/{id}/checkins?sessionId=: the valid tickets (of confirmed bookings). */
export interface CheckInList {
  checkedIn: number;
  total: number;
  data: CheckInListItem[];
}
