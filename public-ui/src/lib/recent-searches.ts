import { useBrowserValue } from '../hooks/use-browser-value';

/** The last searches of this browser, newest first, in localStorage (nothing is sent anywhere). */
const KEY = 'recentSearches';
const KEEP = 5;
const listeners = new Set<() => void>();
// one empty list, so a browser without history renders nothing again after hydration
const NONE: string[] = [];
let cached: { raw: string | null; list: string[] } = { raw: null, list: NONE };

function read(): string[] {
  let raw: string | null = null;
  // on the server there is no history (and Node 25+ warns when its global localStorage is read)
  if (typeof window === 'undefined') return cached.list;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // storage refused (private mode): no history
  }
  if (raw !== cached.raw) {
    let list: string[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      if (Array.isArray(parsed)) list = parsed.filter((s): s is string => typeof s === 'string').slice(0, KEEP);
    } catch {
      // unreadable: no history
    }
    cached = { raw, list: list.length ? list : NONE };
  }
  return cached.list;
}

export function rememberSearch(q: string): void {
  const text = q.trim();
  if (!text) return;
  const next = [text, ...read().filter((s) => s.toLowerCase() !== text.toLowerCase())].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

export function forgetSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  window.addEventListener('storage', changed);
  return () => (listeners.delete(changed), window.removeEventListener('storage', changed));
};
/** The server renders no history; the browser shows it after hydration. */
export const useRecentSearches = () => useBrowserValue(subscribe, read, NONE);
