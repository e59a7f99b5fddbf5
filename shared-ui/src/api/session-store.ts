/** What a realm keeps in localStorage: its bearer token and a profile (the admin's name, the buyer's user). */
export interface StoredSession<P> {
  token: string;
  profile: P;
}

export interface SessionStoreOptions<P> {
  /** The spec's key of the realm's token: `adminToken`, `vendorToken`, `token`. */
  tokenKey: string;
  /** The key of the profile kept beside it: `adminName`, `vendorName`, `user`. */
  profileKey: string;
  /** Stored text → profile (default: the text itself); must not throw. */
  decode?: (raw: string | null) => P;
  encode?: (profile: P) => string;
}

export interface SessionStore<P> {
  token(): string | null;
  /** The session as one value that stays the same object until the session changes (for useSyncExternalStore). */
  snapshot(): StoredSession<P> | null;
  save(token: string, profile: P): void;
  /** A new profile for the same token (the admin renamed themselves). */
  setProfile(profile: P): void;
  clear(): void;
  /** Called on every change, in this tab or (through the storage event) another. */
  subscribe(listener: () => void): () => void;
}

/**
 * localStorage, or null while the page is rendered on the server (no one is signed in there). Asked through
 * `window`: Node 25+ has a global localStorage whose mere reading warns on the server's console.
 */
const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** One realm's session in localStorage. */
export function createSessionStore<P = string>(options: SessionStoreOptions<P>): SessionStore<P> {
  const { tokenKey, profileKey } = options;
  const decode = options.decode ?? ((raw: string | null) => (raw ?? '') as P);
  const encode = options.encode ?? ((profile: P) => String(profile));
  const listeners = new Set<() => void>();
  let cached: StoredSession<P> | null | undefined;

  const changed = () => {
    cached = undefined;
    listeners.forEach((listener) => listener());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === tokenKey || event.key === profileKey) changed();
  };

  return {
    token: () => storage()?.getItem(tokenKey) ?? null,
    snapshot() {
      if (cached === undefined) {
        const token = storage()?.getItem(tokenKey);
        cached = token ? { token, profile: decode(storage()!.getItem(profileKey)) } : null;
      }
      return cached;
    },
    save(token, profile) {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(profileKey, encode(profile));
      changed();
    },
    setProfile(profile) {
      localStorage.setItem(profileKey, encode(profile));
      changed();
    },
    clear() {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(profileKey);
      changed();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
