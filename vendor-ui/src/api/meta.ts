import type { Envelope, Paged, PublicReferenceItem, PublicVenue, ReferenceItem, Venue, WithMessage } from '@marketplace/shared-dto';
import { request } from './client';

/** The reference kinds a vendor proposes with a name (performers also with a role). */
export type ReferenceKind = 'categories' | 'tags' | 'languages' | 'performers';

/** The approved list of a kind anyone may pick in the event form: `{data}` from our public reads. */
async function approvedList<T>(kind: ReferenceKind | 'venues'): Promise<T[]> {
  const path = kind === 'performers' ? '/public/master-data/performers' : `/meta/${kind}`;
  return (await request<Envelope<T[]>>(path, { anonymous: true })).data;
}

export interface VenueDetails {
  name: string;
  address: string;
  city: string;
  state?: string | null;
  country?: string | null;
  zipCode?: string | null;
  lat: number | null;
  lng: number | null;
  capacity: number | null;
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  mapUrl?: string | null;
  description?: string | null;
}

export interface VenueFiles {
  photo?: File | null;
  images?: File[];
  clearImages?: boolean;
}

/** JSON without files; multipart with the details as a `data` JSON string, `photo` and `images[]` when files exist. */
function venueBody(details: Partial<VenueDetails> & { clearImages?: boolean }, files: VenueFiles = {}): unknown {
  const images = files.images ?? [];
  if (!files.photo && images.length === 0) return details;
  const form = new FormData();
  form.append('data', JSON.stringify(details));
  if (files.photo) form.append('photo', files.photo);
  for (const image of images) form.append('images', image);
  return form;
}

export const metaApi = {
  mine: async (kind: ReferenceKind) => (await request<Paged<ReferenceItem>>(`/vendor/meta/${kind}`)).data,
  submit: (kind: ReferenceKind, body: { name: string; role?: string }) =>
    request<WithMessage<ReferenceItem>>(`/vendor/meta/${kind}`, { method: 'POST', body }),
  /** Approved items anyone may pick in the event form. */
  approved: (kind: ReferenceKind) => approvedList<PublicReferenceItem>(kind),
};

export const venuesApi = {
  mine: async () => (await request<Envelope<Venue[]>>('/vendor/meta/venues')).data,
  approved: () => approvedList<PublicVenue>('venues'),
  get: (id: string) => request<Venue>(`/vendor/meta/venues/${encodeURIComponent(id)}`),
  create: (details: VenueDetails, files?: VenueFiles) =>
    request<WithMessage<Venue>>('/vendor/meta/venues', { method: 'POST', body: venueBody(details, files) }),
  updateDetails: (id: string, details: VenueDetails) =>
    request<WithMessage<Venue>>(`/vendor/meta/venues/${encodeURIComponent(id)}`, { method: 'PUT', body: details }),
  updateImages: (id: string, files: VenueFiles) =>
    request<WithMessage<Venue>>(`/vendor/meta/venues/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: venueBody({ clearImages: !!files.clearImages }, files),
    }),
  remove: (id: string) => request<unknown>(`/vendor/meta/venues/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
