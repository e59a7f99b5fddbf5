import type { CheckInList, CheckInRequest, CheckInResult, CheckInUndone } from '@marketplace/shared-dto';
import { request } from './client';

export const checkinsApi = {
  list: (eventId: string, sessionId?: string) =>
    request<CheckInList>(`/vendor/events/${encodeURIComponent(eventId)}/checkins`, { query: { sessionId } }),
  checkIn: (body: CheckInRequest) => request<CheckInResult>('/vendor/checkins', { method: 'POST', body }),
  undo: (ticketId: string) => request<CheckInUndone>(`/vendor/checkins/${encodeURIComponent(ticketId)}`, { method: 'DELETE' }),
};
