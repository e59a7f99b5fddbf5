import type { EventSales } from '@marketplace/shared-dto';
import { request, requestFile } from './client';

export const salesApi = {
  get: (eventId: string, sessionId?: string) => request<EventSales>(`/vendor/events/${encodeURIComponent(eventId)}/sales`, { query: { sessionId } }),
  attendeesCsv: (eventId: string) => requestFile(`/vendor/events/${encodeURIComponent(eventId)}/attendees.csv`),
  bookingsCsv: (eventId: string) => requestFile('/vendor/bookings.csv', { eventId }),
};

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
