import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAllEvents } from './events';

/** The last event and showtime chosen on this device, for a screen opened from the menu without a choice in its address. */
const REMEMBERED = 'vendorEventChoice';

interface Choice {
  event?: string;
  session?: string;
}

function remembered(): Choice {
  try {
    return JSON.parse(localStorage.getItem(REMEMBERED) ?? '{}') as Choice;
  } catch {
    return {};
  }
}

const paramsOf = (choice: Choice) => {
  const p = new URLSearchParams();
  if (choice.event) p.set('event', choice.event);
  if (choice.session) p.set('session', choice.session);
  return p;
};

/**
 * The event and showtime a screen works on, kept in the address (?event=&session=) so a reload or a
 * shared link opens the same choice. Opened without one (from the menu), the screen takes the last choice
 * made on this device and puts it into the address; else `fallbackToFirst` picks the first event.
 */
export function useEventChoice(order: 'upcoming' | 'latest', fallbackToFirst = false) {
  const events = useAllEvents();
  const [params, setParams] = useSearchParams();
  const list = [...(events.data?.data ?? [])].sort((a, b) => (order === 'upcoming' ? 1 : -1) * a.startDate.localeCompare(b.startDate));
  const inAddress = params.get('event');
  const last = remembered();
  const restored = !inAddress && list.some((e) => e.id === last.event) ? last : null;
  const eventId = inAddress ?? restored?.event ?? (fallbackToFirst ? list[0]?.id ?? '' : '');
  const event = list.find((e) => e.id === eventId);
  const sessionId = params.get('session') ?? restored?.session ?? '';

  const restoredEvent = restored?.event;
  const restoredSession = restored?.session;
  useEffect(() => {
    if (restoredEvent) setParams(paramsOf({ event: restoredEvent, session: restoredSession }), { replace: true });
  }, [restoredEvent, restoredSession, setParams]);

  const choose = (next: Choice) => {
    localStorage.setItem(REMEMBERED, JSON.stringify(next));
    setParams(paramsOf(next), { replace: true });
  };
  return { events, list, eventId, event, sessions: event?.sessions ?? [], sessionId, choose };
}
