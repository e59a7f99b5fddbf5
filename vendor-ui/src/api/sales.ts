import type { EventSales } from '@marketplace/shared-dto';
import { request, requestFile } from './client';

export const salesApi = {
  get: (eventId: string, sessionId?: string) => request<EventSales>(`/vendor/events/${encodeURIComponent(eventId)}/sales`, { query: { sessionId } }),
  attendeesCsv: (eventId: string) => requestFile(`/vendor/events/${encodeURIComponent(eventId)}/attendees.csv`),
  bookingsCsv: (eventId: string) => requestFile('/vendor/bookings.csv', { eventId }),
};
