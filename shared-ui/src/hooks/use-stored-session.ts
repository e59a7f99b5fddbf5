import { useSyncExternalStore } from 'react';
import type { SessionStore, StoredSession } from '../api/session-store';

const signedOut = () => null;

/**
 * The realm's session, re-rendering when it changes here or in another tab. A server-rendered page is
 * anonymous, so hydration starts signed out too and the session shows right after.
 */
export function useStoredSession<P>(store: SessionStore<P>): StoredSession<P> | null {
  return useSyncExternalStore(store.subscribe, store.snapshot, signedOut);
}
