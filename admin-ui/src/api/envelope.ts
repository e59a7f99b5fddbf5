import type { Identifier, RaRecord } from 'react-admin';
import type { Paged } from '@marketplace/shared-dto';

type Row = Record<string, unknown>;

/** react-admin needs `id`; the API sends both `_id` and `id` (DESIGN.md section 3). */
export function withId<T extends Row>(row: T): T & RaRecord {
  return { ...row, id: (row.id ?? row._id) as Identifier };
}

/** Every admin list answers `{data, total}`; lists without paging (the event form's options) carry no total. */
export function pageOf(body: Partial<Paged<Row>>): { data: RaRecord[]; total: number } {
  const data = (body.data ?? []).map(withId);
  return { data, total: body.total ?? data.length };
}

/** A record in the `{success, data}` envelope of the hero, performer and content endpoints. */
export function recordOf(body: unknown): RaRecord {
  return withId((body as { data: Row }).data);
}
