import type { EventResponse } from './types/events.types';
import type { Locale } from './message-locale';

const NO_PLACE: Record<Locale, { online: string; tba: string }> = {
  en: { online: 'Online', tba: 'To be announced' },
  hi: { online: 'ऑनलाइन', tba: 'घोषित होना है' },
};

/**
 * Where an event happens, in one line: 'Online', the venue's name, address and city, or 'To be announced'; the
 * two words in the reader's language (the organiser's names stay as entered).
 */
export function eventPlace(e: Pick<EventResponse, 'eventType' | 'venue' | 'location' | 'city'>, locale: Locale = 'en'): string {
  if (e.eventType === 'online') return NO_PLACE[locale].online;
  const v = e.venue;
  const parts = v ? [v.name, v.address, v.city] : [e.location?.name, e.location?.address, e.location?.city ?? e.city];
  return [...new Set(parts.filter((p): p is string => !!p && !!p.trim()))].join(', ') || NO_PLACE[locale].tba;
}
