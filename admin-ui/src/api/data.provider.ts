import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import type {
  AdminDashboardResponse,
  AdminProfile,
  AdminStats,
  ImageUploadResponse,
  MetaKind,
  SiteLogo,
  VendorStatus,
} from '@marketplace/shared-dto';
import { request } from './http.client';
import { hasFiles, toFormData } from './form-data';

/** Where each react-admin resource lives in the API (DESIGN.md section 5). */
const PATHS = {
  events: '/admin/events',
  vendors: '/admin/vendors',
  bookings: '/admin/bookings',
  categories: '/admin/meta/categories',
  tags: '/admin/meta/tags',
  languages: '/admin/meta/languages',
  venues: '/admin/meta/venues',
  performers: '/admin/performers',
  content: '/content',
  banners: '/hero/admin/banners',
} as const;
export type ResourceName = keyof typeof PATHS;

/** Resources whose writes are always multipart (events too, see encode; venues only with files). */
const MULTIPART = new Set<string>(['performers']);

function pathOf(resource: string): string {
  const path = PATHS[resource as ResourceName];
  if (!path) throw new Error(`Unknown resource ${resource}`);
  return path;
}

/** One record's path; content pages are read by id under /content/id/{id}. */
const onePath = (resource: string, id: Identifier) => (resource === 'content' ? `/content/id/${id}` : `${pathOf(resource)}/${id}`);

type Row = Record<string, unknown>;

/** react-admin needs `id`; the API sends both `_id` and `id`, older shapes only `_id`. */
function withId<T extends Row>(row: T): T & RaRecord {
  return { ...row, id: (row.id ?? row._id) as Identifier };
}

/**
 * The list shapes the API answers: `{data, total}`, a bare array, `{performers, total}`, `{venues}`,
 * or content's `{data: {data, total}}`.
 */
export function listOf(body: unknown): { data: RaRecord[]; total: number } {
  if (Array.isArray(body)) return { data: body.map(withId), total: body.length };
  const outer = (body ?? {}) as Row;
  const inner = outer.data && !Array.isArray(outer.data) && typeof outer.data === 'object' ? (outer.data as Row) : outer;
  const rows = (inner.data ?? outer.performers ?? outer.venues ?? []) as Row[];
  const total = Number(inner.total ?? outer.total ?? rows.length);
  return { data: rows.map(withId), total };
}

/** One record: bare, or inside `{data}` / `{success, data}`. */
export function recordOf(body: unknown): RaRecord {
  const outer = (body ?? {}) as Row;
  const row = outer.data && !Array.isArray(outer.data) && typeof outer.data === 'object' ? (outer.data as Row) : outer;
  return withId(row);
}

function encode(resource: string, data: Row): unknown {
  if (resource === 'events') {
    // Existing gallery URLs (JSON text) and new gallery files share the field name `gallery`.
    const { bannerFile, galleryFiles, ...fields } = data;
    const form = toFormData(fields);
    if (bannerFile instanceof File) form.append('bannerImage', bannerFile);
    for (const file of (galleryFiles as File[] | undefined) ?? []) form.append('gallery', file);
    return form;
  }
  if (MULTIPART.has(resource)) return toFormData(data);
  if (resource === 'venues' && hasFiles(data)) {
    // Venue multipart: the details as one JSON `data` field beside the photo and images files.
    const { photo, images, ...details } = data;
    return toFormData({ data: details, photo, images });
  }
  return data;
}

function listQuery({ pagination, sort, filter }: Partial<GetListParams>) {
  return {
    page: pagination?.page,
    limit: pagination?.perPage,
    sort: sort?.field && sort.field !== 'id' ? sort.field : undefined,
    order: sort?.field && sort.field !== 'id' ? sort.order.toLowerCase() : undefined,
    ...(filter ?? {}),
  };
}

/** PATCH the status, falling back to PUT on the record when the PATCH route is missing (spec section 7). */
async function patchStatusWithFallback(path: string, status: string) {
  try {
    return await request(`${path}/status`, { method: 'PATCH', body: { status } });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405)) {
      return request(path, { method: 'PUT', body: { status } });
    }
    throw error;
  }
}

/** Calls of the back office beyond react-admin's CRUD. */
const adminCalls = {
  me: () => request<AdminProfile>('/admin/auth/me'),
  dashboard: () => request<AdminDashboardResponse>('/admin/dashboard'),
  stats: () => request<AdminStats>('/admin/stats'),
  /** The site logo for the top bar (public read). */
  siteLogo: async () => recordOf(await request('/hero/logo', { anonymous: true })) as unknown as SiteLogo,
  adminLogo: async () => recordOf(await request('/hero/admin/logo')) as unknown as SiteLogo,
  saveLogo: (logo: SiteLogo) => request<{ success: boolean; message?: string }>('/hero/admin/logo', { method: 'PUT', body: logo }),
  uploadImage: (kind: 'banner' | 'logo', file: File) =>
    request<ImageUploadResponse>(`/hero/admin/upload-${kind}`, {
      method: 'POST',
      body: toFormData(kind === 'banner' ? { image: file } : { file }),
    }),
  moderate: (kind: 'events' | MetaKind, id: Identifier, status: 'approved' | 'rejected') =>
    patchStatusWithFallback(kind === 'events' ? `/admin/events/${id}` : `/admin/meta/${kind}/${id}`, status),
  /** Moderation queues: events (page 1, limit 50) and each reference kind. */
  pending: async (kind: 'events' | MetaKind) =>
    listOf(
      await request(kind === 'events' ? '/admin/events' : `/admin/meta/${kind}`, {
        query: kind === 'events' ? { status: 'pending', page: 1, limit: 50 } : { status: 'pending' },
      }),
    ),
  setVendorStatus: (id: Identifier, status: VendorStatus) =>
    request(`/admin/vendors/${id}/status`, { method: 'PATCH', body: { status } }),
  decideBooking: (id: Identifier, decision: 'approve' | 'reject') =>
    request(`/admin/bookings/${id}/${decision}`, { method: 'POST' }),
  setPrimaryImage: (venueId: Identifier, imageId: string) =>
    request(`/admin/meta/venues/${venueId}/images/${imageId}/primary`, { method: 'PATCH' }),
  deleteVenueImage: (venueId: Identifier, imageId: string) =>
    request(`/admin/meta/venues/${venueId}/images/${imageId}`, { method: 'DELETE' }),
  reorderVenueImages: (venueId: Identifier, order: string[]) =>
    request(`/admin/meta/venues/${venueId}/images/reorder`, { method: 'PATCH', body: { order } }),
  uploadVenueImages: (venueId: Identifier, images: File[], clearImages: boolean) =>
    request(`/admin/meta/venues/${venueId}`, { method: 'PUT', body: toFormData({ data: { clearImages }, images }) }),
  toggleContent: (id: Identifier) => request(`/content/${id}/toggle`, { method: 'PATCH' }),
  contentByPage: async (page: string) => recordOf(await request(`/content/page/${page}`)),
  updateProfile: (profile: { name: string; email: string; password?: string }) =>
    request<{ message: string }>('/admin/user/profile', { method: 'PUT', body: profile }),
  /** The reference lists the event form offers: the admin meta path read without a token answers approved items only. */
  options: async (kind: MetaKind) => listOf(await request(`/admin/meta/${kind}`, { anonymous: true })).data,
};

export type AdminDataProvider = DataProvider & typeof adminCalls;

export const dataProvider: AdminDataProvider = {
  ...adminCalls,
  async getList(resource, params) {
    return listOf(await request(pathOf(resource), { query: listQuery(params) })) as never;
  },
  async getOne(resource, { id }) {
    return { data: recordOf(await request(onePath(resource, id))) } as never;
  },
  async getMany(resource, { ids }) {
    const rows = await Promise.all(ids.map((id) => request(onePath(resource, id))));
    return { data: rows.map(recordOf) } as never;
  },
  async getManyReference(resource, params) {
    return listOf(
      await request(pathOf(resource), { query: { ...listQuery(params), [params.target]: params.id as string } }),
    ) as never;
  },
  async create(resource, { data }) {
    const answer = await request(pathOf(resource), { method: 'POST', body: encode(resource, data as Row) });
    return { data: recordOf(answer) } as never;
  },
  async update(resource, { id, data }) {
    const answer = recordOf(await request(`${pathOf(resource)}/${id}`, { method: 'PUT', body: encode(resource, data as Row) }));
    return { data: { ...answer, id: answer.id ?? id } } as never;
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => request(`${pathOf(resource)}/${id}`, { method: 'PUT', body: encode(resource, data as Row) })));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await request(`${pathOf(resource)}/${id}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => request(`${pathOf(resource)}/${id}`, { method: 'DELETE' })));
    return { data: ids };
  },
};
