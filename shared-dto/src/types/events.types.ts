import type { Identified } from './common.types';
import type { EventStatus } from '../enums';

/** Event shapes (owned by the events module). */
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
