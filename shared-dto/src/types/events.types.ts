import type { Identified, Paged } from './common.types';
import type { EventStatus, EventType } from '../enums';
import type { TaxCategory } from '../gst';
import type { SeatCategoryMapping } from '../seating';

/**
 * Event shapes (owned by the events module). One response shape serves the three audiences; the
 * public one leaves out the owner fields. Money is in rupees (2 decimals), instants are ISO 8601,
 * and the form's local fields (startDay, startTime, ...) are in the event's timezone (Asia/Kolkata).
 */

/** What is left of one ticket type in one showtime (units of the type). */
export interface SessionTicketAvailability {
  id: string;
  available: number;
  soldOut: boolean;
}

/** A showtime of an event (bookings name one as sessionId). `available` is seats left over all its types. */
export interface EventSession extends Identified {
  startsAt: string;
  label: string;
  /** Optional cap on the seats of all types together. */
  capacity: number | null;
  available: number;
  soldOut: boolean;
  ticketTypes: SessionTicketAvailability[];
  /** Set when the showtime (or its event) was cancelled: nothing is sold for it. */
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Sells reserved seats of the event's plan (read the map at `.../sessions/{id}/seats`), not quantities. */
  seated: boolean;
}

/** A ticket type: `quantity` units for sale in each showtime; `available` is what is left over all showtimes. */
export interface EventTicketType extends Identified {
  name: string;
  description: string | null;
  /** Rupees, 0 = free. */
  price: number;
  quantity: number;
  seatsPerUnit: number;
  minPerOrder: number;
  maxPerOrder: number;
  salesStart: string | null;
  salesEnd: string | null;
  /** quantity_based pricing: the unit price of the highest minQuantity not above the line's quantity. */
  quantityPricing: { minQuantity: number; price: number }[];
  available: number;
  soldOut: boolean;
  /** Inside its sales window now. */
  onSale: boolean;
  /** Shown on the public page only to a reader with its access code. */
  hidden: boolean;
  /** The code that unlocks a hidden type: for its organiser and the back office only (null on the public site). */
  accessCode: string | null;
}

/** Back office and vendor portal: units per showtime × type. sessionId is null for an event without showtimes. */
export interface EventInventoryRow {
  sessionId: string | null;
  ticketTypeId: string;
  quantity: number;
  /** In confirmed bookings. */
  sold: number;
  /** In pending bookings (awaiting payment or approval). */
  held: number;
  available: number;
}

/** A ticket type in the event form: an existing one keeps its id. */
export interface TicketTypeInput {
  _id?: string;
  id?: string;
  name: string;
  description?: string;
  price: number;
  quantity: number;
  seatsPerUnit?: number;
  minPerOrder?: number;
  maxPerOrder?: number;
  salesStart?: string;
  salesEnd?: string;
  quantityPricing?: { minQuantity: number; price: number }[];
  /** Left out of the public event unless it is read with its access code (issue 23). */
  hidden?: boolean;
  /** Required when hidden: 4–20 of A–Z, 0–9 and '-', case-insensitive. */
  accessCode?: string;
}

/** A category, tag or language attached to an event. */
export interface EventNamedRef extends Identified {
  name: string;
}

export interface EventPerformerRef extends Identified {
  name: string;
  slug: string;
  role: string | null;
  /** The performer's profile image URL, or null (the UI shows a placeholder). */
  image: string | null;
}

export interface EventVenueRef extends Identified {
  name: string;
  city: string | null;
  address: string | null;
}

/** Who submitted a vendor event, as the moderation queue shows it. */
export interface EventOwner {
  company: string;
  name: string;
}

export interface EventLocation {
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  coordinates?: { latitude?: number; longitude?: number };
}

export interface EventOnlineDetails {
  platform?: 'zoom' | 'teams' | 'google_meet' | 'custom' | 'other';
  meetingLink?: string;
  meetingId?: string;
  password?: string;
}

export interface EventPricing {
  isFree: boolean;
  pricingType: 'simple' | 'quantity_based' | 'package' | 'tiered';
  currency: string;
  /** Rupees; null when no price is set ('Free / TBA'). */
  price: number | null;
  quantityPricing?: Record<string, unknown>[];
  packages?: Record<string, unknown>[];
  tiers?: Record<string, unknown>[];
  groupDiscount?: { enabled?: boolean; minQuantity?: number; discountType?: 'percentage'; discountValue?: number; maxDiscount?: number };
  additionalFees?: Record<string, unknown>[];
  paymentTerms?: {
    advancePayment?: boolean; advancePaymentAmount?: number; installmentEnabled?: boolean; installmentCount?: number; installmentInterval?: 'monthly';
  };
}

export interface EventCapacity {
  maxAttendees?: number;
  currentAttendees?: number;
  waitlistEnabled?: boolean;
}

export interface EventRequirements {
  ageRestriction?: string;
  dressCode?: string;
  itemsToBring?: string[];
  prerequisites?: string[];
}

export interface EventContactInfo {
  organizerName: string;
  organizerEmail: string;
  organizerPhone?: string;
  website?: string;
  socialMedia?: { facebook?: string; twitter?: string; instagram?: string; linkedin?: string };
}

/** The fields a list row needs; EventResponse carries all of them. */
export interface EventSummary extends Identified {
  slug: string;
  code: string;
  title: string;
  status: EventStatus;
  /** Start instant (ISO); the same value as startAt. */
  startDate: string;
  /** End instant (ISO) or null; the same value as endAt. */
  endDate: string | null;
  city: string | null;
  venue: EventVenueRef | null;
  bannerImage: string | null;
  /** 'Starting at' price in rupees; 0 for free events, null when not set. */
  price: number | null;
  currency: string;
  /** Seats left over all showtimes and types. */
  ticketsAvailable: number;
  /** True when every type of every showtime is sold out. */
  soldOut: boolean;
}

export interface EventResponse extends EventSummary {
  description: string;
  shortDescription: string | null;
  category: string | null;
  eventType: EventType;
  isPublished: boolean;
  isActive: boolean;
  featured: boolean;
  priority: number;
  startAt: string;
  endAt: string | null;
  /** The form's local fields, in `timezone`: 'YYYY-MM-DD' and 'HH:mm'. Use these to fill the edit form. */
  startDay: string;
  startTime: string;
  endDay: string | null;
  endTime: string | null;
  timezone: string;
  duration: string | null;
  location: EventLocation | null;
  onlineDetails: EventOnlineDetails | null;
  pricing: EventPricing;
  /** Alias of price. */
  ticketPrice: number | null;
  isFree: boolean;
  capacity: EventCapacity | null;
  /**
   * Tickets the event offers in total. The form's `ticketsAvailable` input edits this number: fill it
   * from ticketsTotal (not from ticketsAvailable, which is what is left after bookings).
   */
  ticketsTotal: number;
  /** Alias of ticketsAvailable. */
  tickets: number;
  ticketsSold: number;
  ageRestriction: string | null;
  /** GST of admission (gst.ts): admission, premium_sport or exempt. */
  taxCategory: TaxCategory;
  requirements: EventRequirements | null;
  contactInfo: EventContactInfo | null;
  facilities: string[];
  importantInfo: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  videoUrl: string | null;
  gallery: string[];
  /** The gallery as [{url}]. */
  images: { url: string }[];
  categories: EventNamedRef[];
  tags: EventNamedRef[];
  languages: EventNamedRef[];
  performers: EventPerformerRef[];
  sessions: EventSession[];
  ticketTypes: EventTicketType[];
  /** The venue's seating plan the event sells seats of (issue 24); null for general admission. */
  seatingPlanId: string | null;
  /** Each plan category's ticket type (empty without a plan). */
  seatCategories: SeatCategoryMapping[];
  createdAt: string;
  updatedAt: string;
  /** Back office and vendor portal only: sold / held / left per showtime × type. */
  inventory?: EventInventoryRow[];
  /** Back office and vendor portal only (absent on public answers). */
  createdByType?: 'admin' | 'vendor';
  /** Back office and vendor portal only: the submitting vendor, null for events made by an administrator. */
  vendor?: EventOwner | null;
  /** Back office and vendor portal only: the vendor's company name, or 'Administrator'. */
  ownerName?: string;
  /** Back office and vendor portal only: the administrator's reason for the latest decision. */
  moderationReason?: string | null;
  /** Back office and vendor portal only: why the event was cancelled (status cancelled), as its buyers were told. */
  cancelReason?: string | null;
  /** Back office and vendor portal only: an edit that changes what was sold, waiting for approval while the live version sells. */
  pendingRevision?: EventRevisionView | null;
}

/** One field of a pending revision: what buyers were sold, and what the vendor asks for. */
export interface EventRevisionChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export interface EventRevisionView {
  submittedAt: string;
  changes: EventRevisionChange[];
}

/** GET /api/events/public/{slug}/{code}. */
/**
 * An event in a public list: what a card shows and nothing more (the detail has the full event). `id`
 * and `startAt` only: the spec's clients read "_id or id" and "startDate or startAt".
 */
export interface EventCard {
  id: string;
  slug: string;
  code: string;
  title: string;
  startAt: string;
  /** The chosen venue, or the typed location's name; the city either way. */
  venue: { name: string | null; city: string | null } | null;
  /** The lowest price in rupees, 0 when free, null when not set yet. */
  price: number | null;
  isFree: boolean;
  soldOut: boolean;
  /** The first linked category's name. */
  category: string | null;
  /**
   * The banner image: its upright size and the widths of its AVIF/WebP variants (see responsiveImage in
   * shared-dto images.ts); size null and no widths for a picture without variants.
   */
  image: { url: string; width: number | null; height: number | null; widths: number[] } | null;
  /** The home page's Videos strip links to it. */
  videoUrl: string | null;
}

/**
 * What anyone may read of an event, as an allow-list: a field added to EventResponse stays out of public
 * answers, pages, JSON-LD and the cache until it is named here. Meeting details, the owner, the inventory
 * and the back office's flags are not.
 */
export const PUBLIC_EVENT_FIELDS = [
  '_id', 'id', 'slug', 'code', 'title', 'status', 'description', 'shortDescription', 'category', 'eventType', 'featured',
  'startDate', 'startAt', 'endDate', 'endAt', 'startDay', 'startTime', 'endDay', 'endTime', 'timezone', 'duration',
  'venue', 'city', 'location', 'pricing', 'price', 'ticketPrice', 'isFree', 'currency', 'capacity',
  'ticketsTotal', 'ticketsAvailable', 'tickets', 'ticketsSold', 'soldOut', 'ageRestriction', 'requirements', 'contactInfo',
  'facilities', 'importantInfo', 'metaTitle', 'metaDescription', 'videoUrl', 'bannerImage', 'gallery', 'images',
  'categories', 'tags', 'languages', 'performers', 'sessions', 'ticketTypes', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof EventResponse)[];

export type PublicEvent = Pick<EventResponse, (typeof PUBLIC_EVENT_FIELDS)[number]>;

export interface PublicEventDetail extends PublicEvent {
  soldOut: boolean;
  /** off_sale: taken off the site (or its organiser suspended) but still shown to those holding its tickets. */
  saleState: 'on_sale' | 'off_sale';
  /** Up to 12 other public upcoming events, those sharing a category first. */
  related: EventCard[];
}

/** GET /api/admin/events and GET /api/vendor/events. */
export type EventList = Paged<EventResponse>;

/** The public list's orders: upcoming and date are the same (soonest first). */
export const PUBLIC_EVENT_SORTS = ['upcoming', 'date', 'recent', 'price', 'popularity'] as const;
export type PublicEventSort = (typeof PUBLIC_EVENT_SORTS)[number];

/** GET /api/events/public and GET /api/events. */
export interface PublicEventList {
  data: EventCard[];
  hasMore: boolean;
}

/** A session in the form: an existing one keeps its id (so bookings keep pointing at it). */
export interface EventSessionInput {
  _id?: string;
  id?: string;
  startsAt: string;
  label?: string;
  capacity?: number | null;
}

export interface NewVenueInput {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  capacity?: number;
  facilities?: string[] | string;
  contactInfo?: { phone?: string; email?: string; website?: string };
}

/**
 * The event form (POST and PUT on /api/admin/events and /api/vendor/events). As multipart, objects and
 * arrays are JSON text and the files are `bannerImage` (one) and `gallery` (many); as JSON, the same
 * body without files. Ids in categories/tags/languages/performers may be strings or objects with _id/id.
 */
export interface EventFormInput {
  title: string;
  description: string;
  shortDescription?: string;
  category?: string;
  eventType: EventType;
  /** 'YYYY-MM-DD' (an ISO instant is read as its day in Asia/Kolkata). */
  startDate: string;
  /** 'HH:mm'. */
  startTime: string;
  endDate?: string;
  endTime?: string;
  timezone?: 'Asia/Kolkata';
  duration?: string;
  /** Admin: any status; vendor: only 'draft' (anything else saves as pending). */
  status?: EventStatus;
  saveAsDraft?: boolean;
  /** An existing venue's id. */
  venue?: string;
  venueChoice?: 'existing' | 'new' | '';
  newVenue?: NewVenueInput;
  location?: EventLocation;
  onlineDetails?: EventOnlineDetails;
  pricing?: Partial<EventPricing>;
  /** Legacy price in rupees, used when pricing.price is absent. */
  price?: number;
  capacity?: EventCapacity;
  /** Tickets offered in total (or capacity.maxAttendees). */
  ticketsAvailable?: number;
  ageRestriction?: string;
  taxCategory?: TaxCategory;
  requirements?: { ageRestriction?: string; dressCode?: string; itemsToBring?: string[] | string; prerequisites?: string[] | string };
  contactInfo: EventContactInfo;
  facilities?: string[] | string;
  importantInfo?: string;
  isPublished?: boolean;
  isActive?: boolean;
  featured?: boolean;
  priority?: number;
  metaTitle?: string;
  metaDescription?: string;
  videoUrl?: string;
  /** An existing image URL to keep when no new banner file is sent; '' removes the banner. */
  bannerImage?: string;
  /** Existing gallery URLs (JSON text in multipart). With new files: kept and appended to when _appendGallery is true. */
  gallery?: string[];
  _appendGallery?: boolean;
  categories?: (string | { _id?: string; id?: string })[];
  tags?: (string | { _id?: string; id?: string })[];
  languages?: (string | { _id?: string; id?: string })[];
  performers?: (string | { _id?: string; id?: string })[];
  sessions?: EventSessionInput[];
  ticketTypes?: TicketTypeInput[];
  /** A seating plan of the event's venue (null: general admission). Its seats set the mapped types' quantities. */
  seatingPlanId?: string | null;
  /** Every category of the plan mapped to one of the event's ticket types. */
  seatCategories?: SeatCategoryMapping[];
}

/** POST /api/vendor/events/{id}/messages: to every buyer of the event, or of one showtime. */
export interface BuyerMessageInput {
  sessionId?: string;
  subject: string;
  message: string;
}

export interface BuyerMessageResult {
  message: string;
  /** Bookings told (each buyer by e-mail and SMS). */
  recipients: number;
  remainingToday: number;
}

/** POST /api/vendor|admin/events/{id}/cancel: the whole event, or one showtime. */
export interface CancelEventInput {
  reason: string;
  sessionId?: string;
}

export interface CancelEventResult {
  message: string;
  /** Bookings cancelled (each paid one refunded in full, each buyer told). */
  cancelledBookings: number;
  event: EventResponse;
}
