import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { Messages, type Paged } from '@marketplace/shared-dto';
import { ApiError } from '@marketplace/shared-ui';
import { request } from './api.client';
import { hasFiles, toFormData } from './form-data';
import { adminCalls, type AdminCalls } from './admin.calls';
import { pageOf, recordOf, withId } from './envelope';

type Row = Record<string, unknown>;

/** The API's cap on one reference list (REFERENCE_LIST_LIMIT in the meta module). */
const REFERENCE_LIST_LIMIT = 1000;

interface ResourceApi {
  /** The collection path under /api. */
  path: string;
  /** One record's path, when it is not `{path}/{id}`. */
  one?: (id: Identifier) => string;
  /** Records come in `{success, data}` (hero, performers, content); the others answer the record itself. */
  wrapped?: boolean;
  /** Content's list keeps the spec's `data.data[]` (admin spec section 7), so its page is one level down. */
  nestedList?: boolean;
  /** Categories, tags and languages have no read by id: one is found in the (short) list. */
  byList?: boolean;
  /** How a write is encoded (multipart where the API takes files). */
  encode?: (data: Row) => unknown;
}

/** Events: existing gallery URLs (JSON text) and new gallery files share the field name `gallery`. */
function encodeEvent(data: Row): FormData {
  const { bannerFile, galleryFiles, ...fields } = data;
  const form = toFormData(fields);
  if (bannerFile instanceof File) form.append('bannerImage', bannerFile);
  for (const file of (galleryFiles as File[] | undefined) ?? []) form.append('gallery', file);
  return form;
}

/** Venues go multipart only with files: the details as one JSON `data` field beside the photo and images. */
function encodeVenue(data: Row): unknown {
  if (!hasFiles(data)) return data;
  const { photo, images, ...details } = data;
  return toFormData({ data: details, photo, images });
}

/** Where each react-admin resource lives in the API (DESIGN.md section 5), declared once. */
export const RESOURCES = {
  events: { path: '/admin/events', encode: encodeEvent },
  vendors: { path: '/admin/vendors' },
  bookings: { path: '/admin/bookings' },
  categories: { path: '/admin/meta/categories', byList: true },
  tags: { path: '/admin/meta/tags', byList: true },
  languages: { path: '/admin/meta/languages', byList: true },
  venues: { path: '/admin/meta/venues', encode: encodeVenue },
  performers: { path: '/admin/performers', wrapped: true, encode: toFormData },
  content: { path: '/content', one: (id) => `/content/id/${id}`, wrapped: true, nestedList: true },
  banners: { path: '/hero/admin/banners', wrapped: true },
} satisfies Record<string, ResourceApi>;
export type ResourceName = keyof typeof RESOURCES;

function api(resource: string): ResourceApi {
  const found = (RESOURCES as Record<string, ResourceApi>)[resource];
  if (!found) throw new Error(`Unknown resource ${resource}`);
  return found;
}

const onePath = (r: ResourceApi, id: Identifier) => r.one?.(id) ?? `${r.path}/${id}`;
const record = (r: ResourceApi, body: unknown): RaRecord => (r.wrapped ? recordOf(body) : withId(body as Row));
const encoded = (r: ResourceApi, data: unknown) => (r.encode ? r.encode(data as Row) : data);

function listQuery({ pagination, sort, filter }: Partial<GetListParams>) {
  const sorted = sort?.field && sort.field !== 'id';
  return {
    page: pagination?.page,
    limit: pagination?.perPage,
    sort: sorted ? sort.field : undefined,
    order: sorted ? sort.order.toLowerCase() : undefined,
    ...(filter ?? {}),
  };
}

async function getPage(resource: string, query: Record<string, unknown>) {
  const r = api(resource);
  const body = await request<Paged<Row> | { data: Paged<Row> }>(r.path, { query: query as never });
  return pageOf(r.nestedList ? (body as { data: Paged<Row> }).data : (body as Paged<Row>));
}

/** The records of these ids, read one by one or, for the short reference lists, picked from the whole list. */
async function getByIds(resource: string, ids: Identifier[]): Promise<RaRecord[]> {
  const r = api(resource);
  if (r.byList) {
    const wanted = new Set(ids.map(String));
    return (await getPage(resource, { limit: REFERENCE_LIST_LIMIT })).data.filter((row) => wanted.has(String(row.id)));
  }
  return Promise.all(ids.map(async (id) => record(r, await request(onePath(r, id)))));
}

export type AdminDataProvider = DataProvider & AdminCalls;

export const dataProvider: AdminDataProvider = {
  ...adminCalls,
  async getList(resource, params) {
    return (await getPage(resource, listQuery(params))) as never;
  },
  async getOne(resource, { id }) {
    const [found] = await getByIds(resource, [id]);
    if (!found) throw new ApiError(Messages.notFound, 404, {}, { error: Messages.notFound });
    return { data: found } as never;
  },
  async getMany(resource, { ids }) {
    return { data: await getByIds(resource, ids) } as never;
  },
  async getManyReference(resource, params) {
    return (await getPage(resource, { ...listQuery(params), [params.target]: params.id })) as never;
  },
  async create(resource, { data }) {
    const r = api(resource);
    return { data: record(r, await request(r.path, { method: 'POST', body: encoded(r, data) })) } as never;
  },
  async update(resource, { id, data }) {
    const r = api(resource);
    const answer = record(r, await request(`${r.path}/${id}`, { method: 'PUT', body: encoded(r, data) }));
    return { data: { ...answer, id: answer.id ?? id } } as never;
  },
  async updateMany(resource, { ids, data }) {
    const r = api(resource);
    await Promise.all(ids.map((id) => request(`${r.path}/${id}`, { method: 'PUT', body: encoded(r, data) })));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    const r = api(resource);
    await request(`${r.path}/${id}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },
  async deleteMany(resource, { ids }) {
    const r = api(resource);
    await Promise.all(ids.map((id) => request(`${r.path}/${id}`, { method: 'DELETE' })));
    return { data: ids };
  },
};
