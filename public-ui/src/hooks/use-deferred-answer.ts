import { useDeferredValue } from 'react';

/**
 * A query's answer as a deferred value: React builds what it shows in slices, with the browser free
 * between them (an answer alone renders through useSyncExternalStore in one long task). `loading` stays
 * true until the deferred render has the answer.
 */
export function useDeferredAnswer<T>(data: T | undefined, isLoading: boolean): { data: T | undefined; loading: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, loading: isLoading || (data !== undefined && deferred === undefined) };
}
