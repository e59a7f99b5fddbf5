import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { Messages, type Paged } from '@marketplace/shared-dto';
import { ApiError, errorText, isApiError } from '@marketplace/shared-ui';
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
  /** How a write is encoded (multipart where the API takes files; a banner's new image is uploaded first). */
  encode?: (data: Row) => unknown;
  /** Short lists the API answers whole (hero banners, content pages): sorted, searched and paged here. */
  local?: boolean;
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

/** The banner's own fields (the API refuses others such as _id); the list's toggles send one field alone. */
const BANNER_KEYS = ['title', 'subtitle', 'description', 'buttonText', 'buttonLink', 'isActive', 'order', 'showOverlay', 'overlayOpacity'];

/** A new banner image (`{rawFile}` from <ImageInput>) is uploaded first; its failure is an error on the image field. */
async function encodeBanner(data: Row): Promise<Row> {
  const body: Row = Object.fromEntries(BANNER_KEYS.filter((k) => k in data).map((k) => [k, data[k]]));
  if (!('image' in data)) return body;
  const image = data.image as { url?: string; rawFile?: File } | null;
  let url = image?.url ?? '';
  if (image?.rawFile) {
    try {
      url = (await adminCalls.uploadImage('banner', image.rawFile)).imageUrl;
    } catch (error) {
      // a catalogue key when the server said nothing: react-admin translates field errors and notifications
      const text = errorText(error, 'app.logo.uploadFailed');
      throw new ApiError(text, isApiError(error) ? error.status : 400, { image: text }, { error: text, errors: { image: text, root: { serverError: text } } });
    }
  }
  return { ...body, image: { url, alt: (data.imageAlt as string | undefined) ?? '' } };
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
  content: { path: '/content', one: (id) => `/content/id/${id}`, wrapped: true, nestedList: true, local: true },
  'hero/banners': { path: '/hero/admin/banners', wrapped: true, encode: encodeBanner, local: true },
} satisfies Record<string, ResourceApi>;
export type ResourceName = keyof typeof RESOURCES;

function api(resource: string): ResourceApi {
  const found = (RESOURCES as Record<string, ResourceApi>)[resource];
  if (!found) throw new Error(`Unknown resource ${resource}`);
  return found;
}

const onePath = (r: ResourceApi, id: Identifier) => r.one?.(id) ?? `${r.path}/${id}`;
const record = (r: ResourceApi, body: unknown): RaRecord => (r.wrapped ? recordOf(body) : withId(body as Row));
const encoded = async (r: ResourceApi, data: unknown) => (r.encode ? r.encode(data as Row) : data);

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
  const body = await request<Paged<Row> | { data: Paged<Row> }>(r.path, r.local ? {} : { query: query as never });
  const page = pageOf(r.nestedList ? (body as { data: Paged<Row> }).data : (body as Paged<Row>));
  return r.local ? localPage(page.data, query) : page;
}

/** Search (`q` in any text field), sort and page a whole list the way the API does for the others. */
function localPage(rows: RaRecord[], { q, sort, order, page = 1, limit }: Record<string, unknown>) {
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  const found = needle ? rows.filter((row) => Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle))) : rows;
  const field = typeof sort === 'string' ? sort : undefined;
  const sorted = field
    ? [...found].sort((a, b) => (order === 'desc' ? -1 : 1) * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'en', { numeric: true }))
    : found;
  const size = Number(limit ?? sorted.length) || sorted.length;
  const start = (Number(page) - 1) * size;
  return { data: sorted.slice(start, start + size), total: sorted.length };
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
    return { data: record(r, await request(r.path, { method: 'POST', body: await encoded(r, data) })) } as never;
  },
  async update(resource, { id, data }) {
    const r = api(resource);
    const answer = record(r, await request(`${r.path}/${id}`, { method: 'PUT', body: await encoded(r, data) }));
    return { data: { ...answer, id: answer.id ?? id } } as never;
  },
  async updateMany(resource, { ids, data }) {
    const r = api(resource);
    const body = await encoded(r, data);
    await Promise.all(ids.map((id) => request(`${r.path}/${id}`, { method: 'PUT', body })));
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
