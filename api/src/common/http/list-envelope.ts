import type { Paged } from '@marketplace/shared-dto';

/**
 * Keys under which a spec client reads an admin list besides `data` (admin spec section 7: performers
 * "reads performers", venues "array or venues field"). Every admin list answers `{data, total}`; these
 * copies are added here and nowhere else.
 */
export type LegacyListKey = 'performers' | 'venues';

export function listEnvelope<T>(data: T[], total: number): Paged<T>;
export function listEnvelope<T, K extends LegacyListKey>(data: T[], total: number, legacyKey: K): Paged<T> & Record<K, T[]>;
export function listEnvelope<T>(data: T[], total: number, legacyKey?: LegacyListKey) {
  return legacyKey ? { data, total, [legacyKey]: data } : { data, total };
}
