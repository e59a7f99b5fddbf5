import {
  DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, requiredEventFields, type EventResponse, type RequiredEventInput, type TicketTypeInput,
} from '@marketplace/shared-dto';

/** The seven tabs' labels (catalogue keys), in order (Previous/Next wrap around). */
export const TABS = [
  'app.eventForm.tabs.basic', 'app.eventForm.tabs.timing', 'app.eventForm.tabs.pricing', 'app.eventForm.tabs.media', 'app.eventForm.tabs.requirements',
  'app.eventForm.tabs.contact', 'app.eventForm.tabs.publishing',
] as const;

export const LOCATION_KEYS = ['name', 'address', 'city', 'state', 'zipCode', 'country'] as const;

/** Where the location stands when no venue is chosen (spec section 4: 'TBD' values, country India). */
export const TBD_LOCATION = { name: 'TBD', address: 'TBD', city: 'TBD', state: 'TBD', zipCode: 'TBD', country: DEFAULT_COUNTRY };

/**
 * An input's part of the required-fields rule the API applies (shared-dto's requiredEventFields): react-admin
 * hands every validator the whole form and the input's path, and the form holds the API's field names.
 * `isRequired` marks the label as react-admin's own required() does.
 */
export const requiredByRule = Object.assign(
  (_value: unknown, values: RequiredEventInput, input?: { finalSource?: string; source?: string }) =>
    requiredEventFields(values)[input?.finalSource ?? input?.source ?? ''],
  { isRequired: true },
);

/** An image as react-admin's <ImageInput> holds it: a stored URL, or a new file with its preview. */
export interface ImageValue {
  src: string;
  title?: string;
  rawFile?: File;
}

export interface SessionValue {
  id?: string;
  startsAt: string;
  label?: string;
  capacity?: number;
}

type Values = Record<string, unknown>;

/**
 * The form holds the API's field names (nested where the API nests), so that a 400's `details`
 * (`contactInfo.organizerEmail`, `endDate`, ...) land on the input of the same name.
 */
export function newEventValues(): Values {
  return {
    eventType: 'offline', timezone: DEFAULT_TIMEZONE, venueChoice: 'existing', location: { country: DEFAULT_COUNTRY },
    newVenue: { country: DEFAULT_COUNTRY }, onlineDetails: { platform: 'zoom' },
    pricing: { isFree: true, pricingType: 'simple', currency: DEFAULT_CURRENCY, groupDiscount: { enabled: false, discountType: 'percentage' } },
    taxCategory: 'admission',
    ticketTypes: [], sessions: [], categories: [], tags: [], languages: [], performers: [], gallery: [],
    isPublished: true, isActive: true, featured: false, priority: 0,
  };
}

const ids = (items: { id: string }[]) => items.map((i) => i.id);
const image = (src: string | null | undefined): ImageValue | null => (src ? { src } : null);

/** The edit form filled from the API's event (ticketsTotal, not what is left, fills the tickets input). */
export function eventValues(event: EventResponse): Values {
  const base = newEventValues();
  return {
    ...base,
    id: event.id,
    title: event.title, shortDescription: event.shortDescription ?? '', description: event.description ?? '', category: event.category ?? '',
    eventType: event.eventType, taxCategory: event.taxCategory,
    categories: ids(event.categories), tags: ids(event.tags), languages: ids(event.languages), performers: ids(event.performers),
    startDate: event.startDay, startTime: event.startTime, endDate: event.endDay ?? '', endTime: event.endTime ?? '',
    timezone: event.timezone || DEFAULT_TIMEZONE, duration: event.duration ?? '',
    venueChoice: 'existing', venue: event.venue?.id ?? '',
    location: { ...(base.location as Values), ...(event.location ?? {}) },
    onlineDetails: { ...(base.onlineDetails as Values), ...(event.onlineDetails ?? {}) },
    pricing: {
      ...(base.pricing as Values), ...event.pricing,
      price: event.pricing.price,
      groupDiscount: { ...((base.pricing as Values).groupDiscount as Values), ...(event.pricing.groupDiscount ?? {}) },
    },
    ticketsAvailable: event.ticketsTotal,
    seatingPlanId: event.seatingPlanId ?? '', loadedPlanId: event.seatingPlanId ?? '', seatCategories: event.seatCategories,
    capacity: event.capacity ?? {},
    // only the fields the form sends back: the answer's availability figures are not inputs
    ticketTypes: event.ticketTypes.map((t): TicketTypeInput => ({
      id: t.id, name: t.name, description: t.description ?? undefined, price: t.price, quantity: t.quantity, seatsPerUnit: t.seatsPerUnit,
      minPerOrder: t.minPerOrder, maxPerOrder: t.maxPerOrder, salesStart: t.salesStart ?? undefined, salesEnd: t.salesEnd ?? undefined,
      hidden: t.hidden, accessCode: t.accessCode ?? undefined,
    })),
    sessions: event.sessions.map((s) => ({ id: s.id, startsAt: s.startsAt, label: s.label, capacity: s.capacity })),
    bannerImage: image(event.bannerImage), gallery: event.gallery.map(image), videoUrl: event.videoUrl ?? '',
    requirements: {
      ageRestriction: event.requirements?.ageRestriction ?? event.ageRestriction ?? '', dressCode: event.requirements?.dressCode ?? '',
      itemsToBring: (event.requirements?.itemsToBring ?? []).join('\n'), prerequisites: (event.requirements?.prerequisites ?? []).join('\n'),
    },
    facilities: event.facilities.join(', '), importantInfo: event.importantInfo ?? '',
    contactInfo: { ...(event.contactInfo ?? {}), socialMedia: event.contactInfo?.socialMedia ?? {} },
    isPublished: event.isPublished, isActive: event.isActive, featured: event.featured, priority: event.priority,
    metaTitle: event.metaTitle ?? '', metaDescription: event.metaDescription ?? '',
  };
}

/** Drops empty strings, empty lists and sub-objects left empty (spec section 5); undefined when nothing is left. */
function compact(value: Values): Values | undefined {
  const entries = Object.entries(value).flatMap(([key, v]) => {
    if (v === '' || v === null || v === undefined) return [];
    if (Array.isArray(v)) return v.length ? [[key, v.map((item) => (item && typeof item === 'object' ? compact(item as Values) ?? {} : item))]] : [];
    if (typeof v === 'object' && !(v instanceof File)) {
      const inner = compact(v as Values);
      return inner ? [[key, inner]] : [];
    }
    return [[key, v]];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const lines = (value: unknown) => String(value ?? '').split('\n').map((s) => s.trim()).filter(Boolean);
const commas = (value: unknown) => String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const obj = (value: unknown) => (value ?? {}) as Values;

/**
 * The body of POST/PUT /events: trimmed title, lists split, empty parts dropped. Files travel beside it as
 * `bannerFile` and `galleryFiles`; when new gallery files join existing images, `_appendGallery` keeps the
 * existing URLs (spec section 7).
 */
export function eventPayload(values: Values, editing: boolean): Values {
  const online = values.eventType === 'online';
  const newVenue = !online && values.venueChoice === 'new';
  const banner = values.bannerImage as ImageValue | null | undefined;
  const images = ((values.gallery ?? []) as ImageValue[]).filter(Boolean);
  const kept = images.filter((i) => !i.rawFile).map((i) => i.src);
  const added = images.flatMap((i) => (i.rawFile ? [i.rawFile] : []));
  const appendGallery = editing && kept.length > 0 && added.length > 0;
  const pricing = obj(values.pricing);
  const discount = obj(pricing.groupDiscount);
  const requirements = obj(values.requirements);
  const venue = obj(values.newVenue);
  const body = compact({
    title: String(values.title ?? '').trim(), description: values.description, shortDescription: values.shortDescription, category: values.category,
    eventType: values.eventType, startDate: values.startDate, startTime: values.startTime, endDate: values.endDate, endTime: values.endTime,
    timezone: values.timezone, duration: values.duration,
    venueChoice: online ? undefined : values.venueChoice,
    venue: online || newVenue ? undefined : values.venue,
    newVenue: newVenue
      ? { ...Object.fromEntries(LOCATION_KEYS.map((k) => [k, venue[k]])), capacity: venue.capacity, facilities: commas(venue.facilities), contactInfo: venue.contactInfo }
      : undefined,
    location: online || newVenue ? undefined : values.location,
    onlineDetails: values.eventType === 'offline' ? undefined : values.onlineDetails,
    pricing: {
      isFree: pricing.isFree, pricingType: pricing.pricingType, currency: pricing.currency,
      price: pricing.isFree ? undefined : pricing.price,
      quantityPricing: pricing.pricingType === 'quantity_based' ? pricing.quantityPricing : undefined,
      groupDiscount: discount.enabled ? discount : undefined,
    },
    capacity: { maxAttendees: obj(values.capacity).maxAttendees, waitlistEnabled: obj(values.capacity).waitlistEnabled || undefined },
    ticketsAvailable: values.ticketsAvailable,
    ticketTypes: values.ticketTypes,
    sessions: values.sessions,
    ageRestriction: requirements.ageRestriction,
    taxCategory: values.taxCategory,
    requirements: { ...requirements, itemsToBring: lines(requirements.itemsToBring), prerequisites: lines(requirements.prerequisites) },
    contactInfo: values.contactInfo,
    facilities: commas(values.facilities), importantInfo: values.importantInfo,
    isPublished: values.isPublished, isActive: values.isActive, featured: values.featured, priority: values.priority ?? 0,
    metaTitle: values.metaTitle, metaDescription: values.metaDescription, videoUrl: values.videoUrl,
    bannerImage: banner?.rawFile ? undefined : banner?.src,
    gallery: added.length === 0 || appendGallery ? kept : undefined,
    _appendGallery: appendGallery || undefined,
    categories: values.categories, tags: values.tags, languages: values.languages, performers: values.performers,
  }) ?? {};
  // An edit that removed every image must say so (compact drops the empty list and the empty banner).
  if (editing && added.length === 0 && kept.length === 0) body.gallery = [];
  if (editing && !banner) body.bannerImage = '';
  // a seating plan of the venue with every category's type; '' (sent only when the event had one) makes it general admission again
  const planId = online || newVenue ? '' : String(values.seatingPlanId ?? '');
  if (planId) Object.assign(body, { seatingPlanId: planId, seatCategories: values.seatCategories ?? [] });
  else if (values.loadedPlanId) body.seatingPlanId = '';
  return { ...body, bannerFile: banner?.rawFile, galleryFiles: added.length ? added : undefined };
}
