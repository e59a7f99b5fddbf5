import type { CancelEventInput, CancelEventResult, EventList, EventResponse } from '@marketplace/shared-dto';
import { request } from './client';

export interface EventListQuery {
  page: number;
  limit: number;
  q?: string;
  status?: string;
}

export const eventsApi = {
  list: (query: EventListQuery) => request<EventList>('/vendor/events', { query: { ...query } }),
  get: (id: string) => request<EventResponse>(`/vendor/events/${encodeURIComponent(id)}`),
  /** The form goes as multipart: objects and arrays JSON-encoded, files bannerImage and gallery. */
  create: (form: FormData) => request<EventResponse>('/vendor/events', { method: 'POST', body: form }),
  update: (id: string, form: FormData) => request<EventResponse>(`/vendor/events/${encodeURIComponent(id)}`, { method: 'PUT', body: form }),
  cancel: (id: string, input: CancelEventInput) => request<CancelEventResult>(`/vendor/events/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: input }),
};
