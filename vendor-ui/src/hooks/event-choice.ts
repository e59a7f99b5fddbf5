import { useSearchParams } from 'react-router-dom';
import { useAllEvents } from './events';

/**
 * The event and showtime a screen works on, kept in the address (?event=&session=) so a reload or a
 * shared link opens the same choice. `fallbackToFirst` picks the first event when none is chosen.
 */
export function useEventChoice(order: 'upcoming' | 'latest', fallbackToFirst = false) {
  const events = useAllEvents();
  const [params, setParams] = useSearchParams();
  const list = [...(events.data?.data ?? [])].sort((a, b) => (order === 'upcoming' ? 1 : -1) * a.startDate.localeCompare(b.startDate));
  const eventId = params.get('event') ?? (fallbackToFirst ? list[0]?.id ?? '' : '');
  const event = list.find((e) => e.id === eventId);
  const sessionId = params.get('session') ?? '';
  const choose = (next: { event?: string; session?: string }) => {
    const p = new URLSearchParams();
    if (next.event) p.set('event', next.event);
    if (next.session) p.set('session', next.session);
    setParams(p, { replace: true });
  };
  return { events, list, eventId, event, sessions: event?.sessions ?? [], sessionId, choose };
}
