import type { Identified } from './common.types';
import type { EventStatus, ModerationStatus } from '../enums';

/** Owner of a vendor submission as the moderation queues show it. */
export interface SubmissionOwner {
  company: string;
  name: string;
}

export interface ReferenceItem extends Identified {
  name: string;
  status: ModerationStatus;
  source: 'admin' | 'vendor';
  owner: SubmissionOwner | null;
  createdAt: string;
}

export interface VenueImage {
  _id: string;
  src: string;
  alt: string;
  isPrimary: boolean;
}

export interface EventSession {
  _id: string;
  id: string;
  startsAt: string;
  label: string;
}

export interface EventSummary extends Identified {
  slug: string;
  code: string;
  title: string;
  status: EventStatus;
  startDate: string;
  endDate: string | null;
  city: string | null;
  venue: { _id: string; id: string; name: string; city: string | null } | null;
  bannerImage: string | null;
  price: number | null;
  currency: string;
  ticketsAvailable: number;
}
