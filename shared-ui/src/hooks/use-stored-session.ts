import { useSyncExternalStore } from 'react';
import type { SessionStore, StoredSession } from '../api/session-store';

/** The realm's session, re-rendering when it changes here or in another tab. */
export function useStoredSession<P>(store: SessionStore<P>): StoredSession<P> | null {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
