import {
  DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, type EventResponse, type EventType,
} from '@marketplace/shared-dto';

/** The seven tabs, in order (Previous/Next wrap around). */
export const TABS = ['Basic Info', 'Timing & Location', 'Pricing & Capacity', 'Media & Gallery', 'Requirements', 'Contact Info', 'Publishing & SEO'] as const;

const LOCATION_KEYS = ['name', 'address', 'city', 'state', 'zipCode', 'country'] as const;
type LocationFields = Record<(typeof LOCATION_KEYS)[number], string>;

/** Everything the form edits, as the inputs hold it (strings for numbers and lists). */
export interface EventFormState {
  title: string;
  shortDescription: string;
  description: string;
  category: string;
  eventType: EventType;
  categories: string[];
  tags: string[];
  languages: string[];
  performers: string[];
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
  duration: string;
  venueChoice: '' | 'existing' | 'new';
  venue: string;
  location: LocationFields;
  newVenue: LocationFields & { capacity: string; facilities: string; phone: string; email: string; website: string };
  onlineDetails: { platform: string; meetingLink: string; meetingId: string; password: string };
  isFree: boolean;
  pricingType: string;
  currency: string;
  price: string;
  ticketsAvailable: string;
  maxAttendees: string;
  waitlistEnabled: boolean;
  bannerImage: string;
  bannerFile: File | null;
  gallery: string[];
  galleryFiles: File[];
  videoUrl: string;
  ageRestriction: string;
  dressCode: string;
  itemsToBring: string;
  prerequisites: string;
  facilities: string;
  importantInfo: string;
  organizerName: string;
  organizerEmail: string;
  organizerPhone: string;
  website: string;
  social: { facebook: string; twitter: string; instagram: string; linkedin: string };
  isPublished: boolean;
  isActive: boolean;
  featured: boolean;
  priority: string;
  metaTitle: string;
  metaDescription: string;
}

/** Where the location stands when no venue is chosen (spec section 4: 'TBD' values, country India). */
export const TBD_LOCATION: LocationFields = { name: 'TBD', address: 'TBD', city: 'TBD', state: 'TBD', zipCode: 'TBD', country: DEFAULT_COUNTRY };
const EMPTY_LOCATION: LocationFields = { name: '', address: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY };

/** Defaults of a new event (spec section 9). */
export function emptyEventForm(): EventFormState {
  return {
    title: '', shortDescription: '', description: '', category: '', eventType: 'offline',
    categories: [], tags: [], languages: [], performers: [],
    startDate: '', startTime: '', endDate: '', endTime: '', timezone: DEFAULT_TIMEZONE, duration: '',
    venueChoice: '', venue: '', location: { ...EMPTY_LOCATION },
    newVenue: { ...EMPTY_LOCATION, capacity: '', facilities: '', phone: '', email: '', website: '' },
    onlineDetails: { platform: 'zoom', meetingLink: '', meetingId: '', password: '' },
    isFree: true, pricingType: 'simple', currency: DEFAULT_CURRENCY, price: '', ticketsAvailable: '', maxAttendees: '', waitlistEnabled: false,
    bannerImage: '', bannerFile: null, gallery: [], galleryFiles: [], videoUrl: '',
    ageRestriction: '', dressCode: '', itemsToBring: '', prerequisites: '', facilities: '', importantInfo: '',
    organizerName: '', organizerEmail: '', organizerPhone: '', website: '', social: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    isPublished: true, isActive: true, featured: false, priority: '0', metaTitle: '', metaDescription: '',
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const ids = (items: { id?: string; _id?: string }[] | undefined) => (items ?? []).map((i) => String(i.id ?? i._id));

/** The edit form filled from the API's event (ticketsTotal, not what is left, fills the tickets input). */
export function formFromEvent(event: EventResponse): EventFormState {
  const base = emptyEventForm();
  const location = { ...EMPTY_LOCATION, ...Object.fromEntries(LOCATION_KEYS.map((k) => [k, text(event.location?.[k])])) } as LocationFields;
  return {
    ...base,
    title: event.title, shortDescription: text(event.shortDescription), description: text(event.description), category: text(event.category),
    eventType: event.eventType ?? 'offline',
    categories: ids(event.categories), tags: ids(event.tags), languages: ids(event.languages), performers: ids(event.performers),
    startDate: text(event.startDay), startTime: text(event.startTime), endDate: text(event.endDay), endTime: text(event.endTime),
    timezone: event.timezone || DEFAULT_TIMEZONE, duration: text(event.duration),
    venueChoice: event.venue ? 'existing' : '', venue: event.venue ? String(event.venue.id ?? event.venue._id) : '', location,
    onlineDetails: { ...base.onlineDetails, ...Object.fromEntries(Object.entries(event.onlineDetails ?? {}).map(([k, v]) => [k, text(v)])) },
    isFree: event.pricing?.isFree ?? event.isFree ?? true, pricingType: event.pricing?.pricingType ?? 'simple', currency: event.pricing?.currency ?? event.currency ?? DEFAULT_CURRENCY,
    price: text(event.pricing?.price ?? event.price), ticketsAvailable: text(event.ticketsTotal ?? event.ticketsAvailable),
    maxAttendees: text(event.capacity?.maxAttendees), waitlistEnabled: !!event.capacity?.waitlistEnabled,
    bannerImage: text(event.bannerImage), gallery: event.gallery ?? [], videoUrl: text(event.videoUrl),
    ageRestriction: text(event.requirements?.ageRestriction ?? event.ageRestriction), dressCode: text(event.requirements?.dressCode),
    itemsToBring: (event.requirements?.itemsToBring ?? []).join('\n'), prerequisites: (event.requirements?.prerequisites ?? []).join('\n'),
    facilities: (event.facilities ?? []).join(', '), importantInfo: text(event.importantInfo),
    organizerName: text(event.contactInfo?.organizerName), organizerEmail: text(event.contactInfo?.organizerEmail),
    organizerPhone: text(event.contactInfo?.organizerPhone), website: text(event.contactInfo?.website),
    social: { ...base.social, ...(event.contactInfo?.socialMedia ?? {}) } as EventFormState['social'],
    isPublished: event.isPublished, isActive: event.isActive, featured: event.featured, priority: text(event.priority ?? 0),
    metaTitle: text(event.metaTitle), metaDescription: text(event.metaDescription),
  };
}

/** The tab index of the first required field left empty, with its label; null when the form may be sent. */
export function firstMissing(form: EventFormState): { tab: number; label: string } | null {
  const checks: [number, string, string][] = [
    [0, 'Title', form.title.trim()],
    [0, 'Description', form.description],
    [0, 'Event type', form.eventType],
    [1, 'Start date', form.startDate],
    [1, 'Start time', form.startTime],
  ];
  if (form.eventType !== 'online') {
    const labels = { name: 'name', address: 'address', city: 'city', state: 'state', zipCode: 'ZIP', country: 'country' } as const;
    if (form.venueChoice === 'new') for (const k of LOCATION_KEYS) checks.push([1, `New venue ${labels[k]}`, form.newVenue[k]]);
    else if (!form.venue) for (const k of LOCATION_KEYS) checks.push([1, `Location ${labels[k]}`, form.location[k]]);
  }
  checks.push([5, 'Organizer name', form.organizerName], [5, 'Organizer email', form.organizerEmail]);
  const missing = checks.find(([, , value]) => !String(value ?? '').trim());
  return missing ? { tab: missing[0], label: missing[1] } : null;
}

/** Drops empty strings, empty lists and sub-objects left empty (spec section 5); undefined when nothing is left. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> | undefined {
  const entries = Object.entries(value).flatMap(([key, v]) => {
    if (v === '' || v === null || v === undefined) return [];
    if (Array.isArray(v)) return v.length ? [[key, v]] : [];
    if (typeof v === 'object' && !(v instanceof File)) {
      const inner = compact(v as Record<string, unknown>);
      return inner ? [[key, inner]] : [];
    }
    return [[key, v]];
  });
  return entries.length ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

const lines = (value: string) => value.split('\n').map((s) => s.trim()).filter(Boolean);
const commas = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);
const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The body of POST/PUT /events: trimmed title, lists split, numbers parsed, empty parts dropped.
 * Files travel beside it as `bannerFile` and `galleryFiles`; when new gallery files join existing
 * images, `_appendGallery` keeps the existing URLs (spec section 7).
 */
export function eventPayload(form: EventFormState, editing: boolean): Record<string, unknown> {
  const online = form.eventType === 'online';
  const appendGallery = editing && form.gallery.length > 0 && form.galleryFiles.length > 0;
  const body = compact({
    title: form.title.trim(), description: form.description, shortDescription: form.shortDescription, category: form.category,
    eventType: form.eventType, startDate: form.startDate, startTime: form.startTime, endDate: form.endDate, endTime: form.endTime,
    timezone: form.timezone, duration: form.duration,
    venueChoice: online ? undefined : form.venueChoice || undefined,
    venue: online || form.venueChoice === 'new' ? undefined : form.venue,
    newVenue: !online && form.venueChoice === 'new'
      ? {
          ...Object.fromEntries(LOCATION_KEYS.map((k) => [k, form.newVenue[k]])), capacity: number(form.newVenue.capacity),
          facilities: commas(form.newVenue.facilities), contactInfo: { phone: form.newVenue.phone, email: form.newVenue.email, website: form.newVenue.website },
        }
      : undefined,
    location: online || form.venueChoice === 'new' ? undefined : form.location,
    onlineDetails: form.eventType === 'offline' ? undefined : form.onlineDetails,
    pricing: { isFree: form.isFree, pricingType: form.pricingType, currency: form.currency, price: form.isFree ? undefined : number(form.price) },
    capacity: { maxAttendees: number(form.maxAttendees), waitlistEnabled: form.waitlistEnabled || undefined },
    ticketsAvailable: number(form.ticketsAvailable),
    ageRestriction: form.ageRestriction,
    requirements: { ageRestriction: form.ageRestriction, dressCode: form.dressCode, itemsToBring: lines(form.itemsToBring), prerequisites: lines(form.prerequisites) },
    contactInfo: { organizerName: form.organizerName, organizerEmail: form.organizerEmail, organizerPhone: form.organizerPhone, website: form.website, socialMedia: form.social },
    facilities: commas(form.facilities), importantInfo: form.importantInfo,
    isPublished: form.isPublished, isActive: form.isActive, featured: form.featured, priority: number(form.priority) ?? 0,
    metaTitle: form.metaTitle, metaDescription: form.metaDescription, videoUrl: form.videoUrl,
    bannerImage: form.bannerFile ? undefined : form.bannerImage,
    gallery: form.galleryFiles.length === 0 || appendGallery ? form.gallery : undefined,
    _appendGallery: appendGallery || undefined,
    categories: form.categories, tags: form.tags, languages: form.languages, performers: form.performers,
  }) ?? {};
  // An edit that removed every existing image must say so (compact would drop the empty list).
  if (editing && form.galleryFiles.length === 0 && form.gallery.length === 0) body.gallery = [];
  if (editing && !form.bannerFile && !form.bannerImage) body.bannerImage = '';
  return { ...body, bannerFile: form.bannerFile ?? undefined, galleryFiles: form.galleryFiles.length ? form.galleryFiles : undefined };
}
