/** Reference data: categories, tags, languages, performers, venues (owned by the meta module). */
import type { Identified } from './common.types';
import type { EventCard } from './events.types';
import type { ModerationStatus } from '../enums';

/** Owner of a vendor submission as the moderation queues show it. */
export interface SubmissionOwner {
  company: string;
  name: string;
}

/**
 * A category, tag or language as administrators and vendors see it; also the row of every moderation
 * queue (`GET /api/admin/meta/{kind}?status=pending`), whatever the kind.
 */
export interface ReferenceItem extends Identified {
  name: string;
  status: ModerationStatus;
  source: 'admin' | 'vendor';
  owner: SubmissionOwner | null;
  createdAt: string;
  /** Performers only: the role a vendor gave. */
  role?: string | null;
}

/** An approved category, tag or language in the public lists (`{data}`). */
export interface PublicReferenceItem extends Identified {
  name: string;
}

/** Write answers carry the spec's toast text beside the resource. */
export type WithMessage<T> = T & { message: string };

/**
 * `POST /api/vendor/meta/{kind}`: the new pending item (201, 'Submitted for admin approval.'), or the
 * approved item of that name (200, 'This category already exists and is approved.').
 */
export type SubmissionResponse = WithMessage<ReferenceItem> | WithMessage<PublicReferenceItem & { status: 'approved' }>;

export interface VenueImage {
  _id: string;
  src: string;
  alt: string;
  isPrimary: boolean;
}

export interface VenueLocation {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  coordinates: { latitude: number | null; longitude: number | null };
}

/** A venue: flat address fields and the same data as `location`. `photo` is the cover (else the primary image). */
export interface Venue extends Identified {
  name: string;
  slug: string;
  description: string | null;
  capacity: number | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  mapUrl: string | null;
  photo: string | null;
  images: VenueImage[];
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipCode: string | null;
  lat: number | null;
  lng: number | null;
  location: VenueLocation;
  facilities: string[];
  status: ModerationStatus;
  source: 'admin' | 'vendor';
  createdAt: string;
  updatedAt: string;
}

/** What anyone may read of a venue (an allow-list, as for events): not its moderation status or who submitted it. */
export const PUBLIC_VENUE_FIELDS = [
  '_id', 'id', 'name', 'slug', 'description', 'capacity', 'website', 'phone', 'email', 'mapUrl', 'photo', 'images',
  'address', 'city', 'state', 'country', 'zipCode', 'lat', 'lng', 'location', 'facilities', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof Venue)[];

export type PublicVenue = Pick<Venue, (typeof PUBLIC_VENUE_FIELDS)[number]>;

/** `GET /api/admin/meta/venues` with an admin token: the list under `data` and `venues`. */
export interface AdminVenueList {
  data: Venue[];
  venues: Venue[];
  total: number;
}

export interface PerformerSocialMedia {
  instagram?: string;
  twitter?: string;
  youtube?: string;
  website?: string;
}

export interface PerformerPortfolio {
  id: string;
  name: string;
  description: string;
  images: { url: string }[];
}

export interface PerformerVideo {
  title: string;
  url: string;
  description: string;
}

/** A performer as the back office edits it (`/api/admin/performers`). */
export interface Performer extends Identified {
  name: string;
  slug: string;
  category: string;
  role: string | null;
  bio: string | null;
  description: string | null;
  profileImage: string | null;
  photo: string | null;
  gallery: { url: string }[];
  portfolios: PerformerPortfolio[];
  videos: PerformerVideo[];
  videoFiles: { url: string }[];
  socialMedia: PerformerSocialMedia;
  isActive: boolean;
  sortOrder: number;
  status: ModerationStatus;
  source: 'admin' | 'vendor';
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/performers` */
export interface AdminPerformerList {
  data: Performer[];
  /** The same list, for the spec's clients reading `performers`. */
  performers: Performer[];
  total: number;
}

/** `GET /api/admin/performers/{id}` and the write answers; errors there answer `{success: false, error, ...}`. */
export interface PerformerEnvelope {
  success: true;
  message?: string;
  data: Performer;
}

/** A performer on the public site (`/api/events/performers`, `/api/public/master-data/performers`). */
export interface PublicPerformer extends Identified {
  name: string;
  slug: string;
  role: string;
  category: string;
  profileImage: string | null;
  photo: string | null;
  image: string | null;
  bio: string | null;
  instagram: string | null;
  twitter: string | null;
  youtube: string | null;
  website: string | null;
}

/** An upcoming public event of a performer (price in rupees, null when not set). */
/** `GET /api/events/performers/{slug}`: `{data}` with the performer's upcoming events. */
export interface PublicPerformerDetail extends PublicPerformer {
  description: string | null;
  gallery: { url: string }[];
  videos: PerformerVideo[];
  /** Its upcoming public events, as the public lists answer them. */
  events: EventCard[];
}
