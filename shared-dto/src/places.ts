import type { EventResponse } from './types/events.types';

/** Where an event happens, in one line: 'Online', the venue's name, address and city, or 'To be announced'. */
export function eventPlace(e: Pick<EventResponse, 'eventType' | 'venue' | 'location' | 'city'>): string {
  if (e.eventType === 'online') return 'Online';
  const v = e.venue;
  const parts = v ? [v.name, v.address, v.city] : [e.location?.name, e.location?.address, e.location?.city ?? e.city];
  return [...new Set(parts.filter((p): p is string => !!p && !!p.trim()))].join(', ') || 'To be announced';
}
