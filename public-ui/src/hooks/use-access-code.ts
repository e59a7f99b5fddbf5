import { useSearchParams } from 'react-router-dom';

/** A shared link's access code (`?code=`): it unlocks hidden ticket types on the event page and in the booking wizard. */
export function useAccessCode(): string | undefined {
  const [params] = useSearchParams();
  return params.get('code')?.trim() || undefined;
}

/** The booking wizard's path for the event (at a showtime's ticket step when given), carrying the access code. */
export function useBookPath(event: { slug: string; code: string }, sessionId?: string): string {
  const accessCode = useAccessCode();
  const params = new URLSearchParams(sessionId ? { step: '2', session: sessionId } : {});
  if (accessCode) params.set('code', accessCode);
  const search = params.toString();
  return `/book/${event.slug}/${event.code}${search ? `?${search}` : ''}`;
}
