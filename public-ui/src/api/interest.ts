import type { EventInterest } from '@marketplace/shared-dto';
import { request } from './client';

export const getInterest = (eventId: string) => request<EventInterest>(`/events/interest/${eventId}`);
export const addInterest = (eventId: string) => request<Partial<EventInterest>>('/events/interest', { method: 'POST', body: { eventId } });
export const removeInterest = (eventId: string) => request<Partial<EventInterest>>(`/events/interest/${eventId}`, { method: 'DELETE' });
