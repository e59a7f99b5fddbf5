import type { PublicEventDetail, PublicEventList, PublicEventSort, ShowtimeSeatMap } from '@marketplace/shared-dto';
import { request } from './client';

/** The filters of the events list (all optional); dates are days 'YYYY-MM-DD' in Asia/Kolkata. */
export interface EventFilters {
  cats?: string;
  minPrice?: string;
  maxPrice?: string;
  date?: 'today' | 'tomorrow' | 'weekend';
  from?: string;
  to?: string;
  q?: string;
  city?: string;
  /** Venue, performer and language ids. */
  venue?: string;
  performer?: string;
  language?: string;
  sort?: PublicEventSort;
}

export function listPublicEvents(filters: EventFilters & { page?: number; limit?: number }): Promise<PublicEventList> {
  return request<PublicEventList>('/events/public', { query: { ...filters } });
}

/**
 * `fresh`: what is left must be current (the booking wizard), so the browser's 30 s copy is revalidated.
 * `accessCode` (a shared link's `?code=`) unlocks the hidden ticket types it is the code of.
 */
export function getPublicEvent(slug: string, code: string, fresh = false, accessCode?: string): Promise<PublicEventDetail> {
  return request<PublicEventDetail>(`/events/public/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`, { fresh, ...(accessCode ? { query: { accessCode } } : {}) });
}

/** A seated showtime's map: the plan, the categories with their prices and each seat's availability (always current). */
export function getShowtimeSeats(slug: string, code: string, sessionId: string): Promise<ShowtimeSeatMap> {
  return request<ShowtimeSeatMap>(`/events/public/${encodeURIComponent(slug)}/${encodeURIComponent(code)}/sessions/${encodeURIComponent(sessionId)}/seats`, { fresh: true });
}
