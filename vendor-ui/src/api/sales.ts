import type { EventSales, EventWaitlist } from '@marketplace/shared-dto';
import { request, requestFile } from './client';

export const salesApi = {
  get: (eventId: string, sessionId?: string) => request<EventSales>(`/vendor/events/${encodeURIComponent(eventId)}/sales`, { query: { sessionId } }),
  attendeesCsv: (eventId: string) => requestFile(`/vendor/events/${encodeURIComponent(eventId)}/attendees.csv`),
  bookingsCsv: (eventId: string) => requestFile('/vendor/bookings.csv', { eventId }),
  waitlist: (eventId: string) => request<EventWaitlist>(`/vendor/events/${encodeURIComponent(eventId)}/waitlist`),
};
