import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (a stored list, a media query, whether the page has been hydrated), rendered
 * first as the server rendered it (`server`). React's useSyncExternalStore, given a server snapshot that differs,
 * re-renders the component synchronously right after hydration: one long task on a phone. Here the browser's
 * value comes in a transition, in slices, and so does every change `subscribe` reports.
 * `subscribe` and `read` must be stable (module-level) functions.
 */
export function useBrowserValue<T>(subscribe: (changed: () => void) => () => void, read: () => T, server: T): T {
  const [value, setValue] = useState(server);
  useEffect(() => {
    const changed = () => startTransition(() => setValue(read()));
    changed();
    return subscribe(changed);
  }, [subscribe, read]);
  return value;
}
