/** Where a waitlist entry stands (issue 23). */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'converted', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** POST /api/user/waitlist */
export interface WaitlistJoinRequest {
  eventId: string;
  /** Required when the event has showtimes. */
  sessionId?: string;
  ticketTypeId: string;
  quantity: number;
  /** The access code of a hidden ticket type. */
  accessCode?: string;
}

/** The answer to joining: the place in the queue of that showtime × type (1 = next). */
export interface WaitlistJoined {
  id: string;
  position: number;
  status: 'waiting';
}

/** GET /api/user/waitlist: one of the buyer's entries. */
export interface WaitlistEntry {
  id: string;
  eventId: string;
  eventTitle: string;
  eventSlug: string;
  eventCode: string;
  /** null for an event without showtimes. */
  sessionId: string | null;
  startsAt: string;
  ticketTypeId: string;
  ticketType: string;
  quantity: number;
  status: WaitlistStatus;
  /** The place among the waiting entries of the showtime × type (1 = next); null unless waiting. */
  position: number | null;
  offerExpiresAt: string | null;
  createdAt: string;
}

/** The organiser's waitlist of one showtime × type. */
export interface WaitlistCounts {
  /** null for an event without showtimes. */
  sessionId: string | null;
  startsAt: string;
  label: string;
  ticketTypeId: string;
  ticketType: string;
  /** Entries waiting, and the tickets they ask for. */
  waiting: number;
  waitingQuantity: number;
  offered: number;
  converted: number;
  expired: number;
}

/** GET /api/vendor/events/{id}/waitlist */
export interface EventWaitlist {
  rows: WaitlistCounts[];
  /** Tickets the waiting entries ask for in all: 'N more seats would sell'. */
  wouldSell: number;
}
