import { useMemo } from 'react';
import { createSessionStore, useStoredSession, type StoredSession } from '@marketplace/shared-ui';
import type { UserProfile } from '@marketplace/shared-dto';

/** The buyer's session in localStorage under the spec's keys `token` and `user`. */
export interface Session {
  token: string;
  user: UserProfile;
}

const NO_USER: UserProfile = { _id: '', id: '', name: null, email: null, phone: null, locale: 'en' };

export const buyerSession = createSessionStore<UserProfile>({
  tokenKey: 'token',
  profileKey: 'user',
  decode: (raw) => {
    try {
      return (JSON.parse(raw || 'null') as UserProfile | null) ?? NO_USER;
    } catch {
      return NO_USER;
    }
  },
  encode: (user) => JSON.stringify(user),
});

const asSession = (stored: StoredSession<UserProfile> | null): Session | null => stored && { token: stored.token, user: stored.profile };

export const getSession = (): Session | null => asSession(buyerSession.snapshot());

export const saveSession = (session: Session) => buyerSession.save(session.token, session.user);

export const clearSession = () => buyerSession.clear();

export function useSession(): Session | null {
  const stored = useStoredSession(buyerSession);
  return useMemo(() => asSession(stored), [stored]);
}
