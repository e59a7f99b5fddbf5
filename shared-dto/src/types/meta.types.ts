/** Reference data: categories, tags, languages, performers, venues (owned by the meta module). */
import type { Identified } from './common.types';
import type { ModerationStatus } from '../enums';

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

