import type { EventCard, PublicEventDetail, PublicEventList, PublicEventSort } from '@marketplace/shared-dto';
import { itemOf, listOf, request } from './client';

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

export async function listPublicEvents(filters: EventFilters & { page?: number; limit?: number }): Promise<PublicEventList> {
  const body = await request<PublicEventList>('/events/public', { query: { ...filters } });
  return { data: listOf<EventCard>(body), hasMore: Boolean(body?.hasMore) };
}

/** `fresh`: what is left must be current (the booking wizard), so the browser's 30 s copy is revalidated. */
export async function getPublicEvent(slug: string, code: string, fresh = false): Promise<PublicEventDetail> {
  return itemOf<PublicEventDetail>(await request(`/events/public/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`, { fresh }));
}
