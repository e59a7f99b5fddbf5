import { useSyncExternalStore } from 'react';
import type { UserProfile } from '@marketplace/shared-dto';

/** The buyer's session in localStorage under the spec's keys `token` and `user`. */
export interface Session {
  token: string;
  user: UserProfile;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  try {
    return { token, user: JSON.parse(localStorage.getItem(USER_KEY) || 'null') ?? { _id: '', id: '', name: null, email: null, phone: null } };
  } catch {
    return { token, user: { _id: '', id: '', name: null, email: null, phone: null } };
  }
}

function emit() {
  cached = undefined;
  listeners.forEach((l) => l());
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(session: Session) {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  emit();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (e: StorageEvent) => (e.key === TOKEN_KEY || e.key === USER_KEY) && emit();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}
