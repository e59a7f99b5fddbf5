import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (a stored list, a media query, whether the page has been hydrated), rendered as
 * the server rendered it (`server`) while React adopts the server's HTML. React's useSyncExternalStore, given a
 * server snapshot that differs, renders the component again synchronously right after hydration: one long task
 * on a phone. Here the browser's value comes in a transition, in slices, and so does every change `subscribe`
 * reports. `subscribe` and `read` must be stable (module-level) functions.
 */
export function useBrowserValue<T>(subscribe: (changed: () => void) => () => void, read: () => T, server: T): T {
  // once the page is hydrated (main-layout's PageHydrated), a component that mounts adopts no server HTML
  const [value, setValue] = useState(() => (typeof document !== 'undefined' && document.documentElement.dataset.hydrated ? read() : server));
  useEffect(() => {
    const changed = () => startTransition(() => setValue(read()));
    changed();
    return subscribe(changed);
  }, [subscribe, read]);
  return value;
}
