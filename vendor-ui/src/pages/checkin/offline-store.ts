import { createStore, get, set } from 'idb-keyval';
import type { CheckInList } from '@marketplace/shared-dto';

/** The door's own IndexedDB database: showtime lists and the scans waiting for the network. */
const store = createStore('utsav-checkin', 'door');

/** A scan accepted offline, sent when the network returns. */
export interface QueuedScan {
  id: string;
  eventId: string;
  sessionId?: string;
  token?: string;
  number?: string;
  /** Shown in a conflict: who and which ticket. */
  label: string;
  scannedAt: string;
}

const listKey = (eventId: string, sessionId?: string) => `list:${eventId}:${sessionId ?? 'all'}`;

export const offlineStore = {
  getList: (eventId: string, sessionId?: string) => get<CheckInList>(listKey(eventId, sessionId), store),
  setList: (eventId: string, sessionId: string | undefined, list: CheckInList) => set(listKey(eventId, sessionId), list, store),
  queue: async (): Promise<QueuedScan[]> => (await get<QueuedScan[]>('queue', store)) ?? [],
  setQueue: (queue: QueuedScan[]) => set('queue', queue, store),
};

/** SHA-256 of a token, hex: what the server's list holds for each ticket. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
