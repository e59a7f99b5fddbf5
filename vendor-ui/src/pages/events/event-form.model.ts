import type { EventCapacity, EventResponse, EventType, TaxCategory, VendorProfile } from '@marketplace/shared-dto';
import { DEFAULT_COUNTRY, DEFAULT_TIMEZONE, requiredEventFields, SHORT_DESCRIPTION_MAX } from '@marketplace/shared-dto';
import { type TFunction } from '@marketplace/shared-ui';
import type { Option } from '../../hooks/meta';

/** The form as the screen edits it: text as typed, lists as picked options. */
export interface EventFormState {
  title: string;
  shortDescription: string;
  description: string;
  eventType: EventType;
  category: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** An existing venue's id, or '' for a place typed in below. */
  venueId: string;
  location: { name: string; address: string; city: string; state: string; zipCode: string; country: string };
  meetingLink: string;
  /** A seating plan of the venue ('' for general admission), and the plan the event had when loaded. */
  seatingPlanId: string;
  loadedPlanId: string;
  /** Each plan category's ticket type, as the type's place in `ticketTypes` ('' while unmapped). */
  seatCategories: Record<string, string>;
  ticketTypes: TicketTypeRow[];
  sessions: SessionRow[];
  /** As loaded (the back office may set maxAttendees); the form edits only waitlistEnabled and sends the rest back. */
  capacity: EventCapacity;
  categories: Option[];
  tags: Option[];
  languages: Option[];
  performers: Option[];
  organizerName: string;
  organizerEmail: string;
  organizerPhone: string;
  /** The banner already stored ('' when none or removed). */
  bannerUrl: string;
  /** Gallery images already stored that the vendor keeps. */
  gallery: string[];
  /** Comma separated. */
  facilities: string;
  ageRestriction: string;
  taxCategory: TaxCategory;
  dressCode: string;
  /** One item per line. */
  itemsToBring: string;
  importantInfo: string;
  metaTitle: string;
  metaDescription: string;
}

/** A ticket type row as typed; `id` keeps an existing type. */
export interface TicketTypeRow {
  id?: string;
  name: string;
  description: string;
  price: string;
  quantity: string;
  seatsPerUnit: string;
  minPerOrder: string;
  maxPerOrder: string;
  /** Sold only with its access code, shared as a link. */
  hidden: boolean;
  accessCode: string;
}

/** A showtime row: `startsAt` as a datetime-local value in India time. */
export interface SessionRow {
  id?: string;
  startsAt: string;
  label: string;
  capacity: string;
}

export const newTicketType = (): TicketTypeRow => ({ name: '', description: '', price: '', quantity: '100', seatsPerUnit: '1', minPerOrder: '1', maxPerOrder: '10', hidden: false, accessCode: '' });
export const newSession = (): SessionRow => ({ startsAt: '', label: '', capacity: '' });

const IST_MS = 330 * 60 * 1000;
/** 'YYYY-MM-DDTHH:mm' in India time ↔ an ISO instant. */
export const istLocalToIso = (local: string) => new Date(`${local}:00+05:30`).toISOString();
export const isoToIstLocal = (iso: string) => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16);

export interface EventFormFiles {
  banner: File | null;
  gallery: File[];
}

export type RefField = 'categories' | 'tags' | 'languages' | 'performers';

export function emptyForm(me?: VendorProfile): EventFormState {
  return {
    title: '', shortDescription: '', description: '', eventType: 'offline', category: '',
    startDate: '', startTime: '19:00', endDate: '', endTime: '',
    venueId: '', location: { name: '', address: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY }, meetingLink: '',
    seatingPlanId: '', loadedPlanId: '', seatCategories: {},
    ticketTypes: [{ ...newTicketType(), name: 'General Admission' }], sessions: [], capacity: { waitlistEnabled: false },
    categories: [], tags: [], languages: [], performers: [],
    organizerName: me?.contactName ?? '', organizerEmail: me?.email ?? '', organizerPhone: me?.phone ?? '',
    bannerUrl: '', gallery: [],
    facilities: '', ageRestriction: '', taxCategory: 'admission', dressCode: '', itemsToBring: '', importantInfo: '', metaTitle: '', metaDescription: '',
  };
}

const named = (items: { id: string; name: string }[] | undefined): Option[] => (items ?? []).map((i) => ({ id: i.id, name: i.name }));

/** An event as loaded, in the form's terms (the local day/time fields are already Asia/Kolkata). */
export function formFromEvent(e: EventResponse): EventFormState {
  const loc = e.location ?? {};
  return {
    title: e.title, shortDescription: e.shortDescription ?? '', description: e.description ?? '', eventType: e.eventType, category: e.category ?? '',
    startDate: e.startDay, startTime: e.startTime, endDate: e.endDay ?? '', endTime: e.endTime ?? '',
    venueId: e.venue?.id ?? '',
    location: { name: loc.name ?? '', address: loc.address ?? '', city: loc.city ?? '', state: loc.state ?? '', zipCode: loc.zipCode ?? '', country: loc.country ?? DEFAULT_COUNTRY },
    meetingLink: e.onlineDetails?.meetingLink ?? '',
    seatingPlanId: e.seatingPlanId ?? '', loadedPlanId: e.seatingPlanId ?? '',
    seatCategories: Object.fromEntries(e.seatCategories.map((m) => [m.category, String(e.ticketTypes.findIndex((t) => t.id === m.ticketTypeId))])),
    ticketTypes: (e.ticketTypes ?? []).map((t) => ({
      id: t.id, name: t.name, description: t.description ?? '', price: String(t.price), quantity: String(t.quantity),
      seatsPerUnit: String(t.seatsPerUnit), minPerOrder: String(t.minPerOrder), maxPerOrder: String(t.maxPerOrder),
      hidden: t.hidden, accessCode: t.accessCode ?? '',
    })),
    sessions: (e.sessions ?? []).map((x) => ({ id: x.id, startsAt: isoToIstLocal(x.startsAt), label: x.label, capacity: x.capacity === null ? '' : String(x.capacity) })),
    capacity: e.capacity ?? {},
    categories: named(e.categories), tags: named(e.tags), languages: named(e.languages), performers: named(e.performers),
    organizerName: e.contactInfo?.organizerName ?? '', organizerEmail: e.contactInfo?.organizerEmail ?? '', organizerPhone: e.contactInfo?.organizerPhone ?? '',
    bannerUrl: e.bannerImage ?? '', gallery: e.gallery ?? [],
    facilities: (e.facilities ?? []).join(', '), ageRestriction: e.ageRestriction ?? '', taxCategory: e.taxCategory ?? 'admission',
    dressCode: String(e.requirements?.dressCode ?? ''), itemsToBring: ((e.requirements?.itemsToBring as string[] | undefined) ?? []).join('\n'),
    importantInfo: e.importantInfo ?? '', metaTitle: e.metaTitle ?? '', metaDescription: e.metaDescription ?? '',
  };
}

/** The API names the organiser's fields `contactInfo.*`; this form keeps them at the top level. */
export const formField = (apiPath: string) => apiPath.replace(/^contactInfo\./, '');

/** The spec's required fields (shared-dto's rule, the one the API applies) and this form's own checks. Field → message. */
export function validate(f: EventFormState, t: TFunction): Record<string, string> {
  const required = requiredEventFields({
    title: f.title, description: f.description, eventType: f.eventType, startDate: f.startDate, startTime: f.startTime,
    contactInfo: { organizerName: f.organizerName, organizerEmail: f.organizerEmail },
    venue: f.venueId, location: f.location, sessions: f.sessions,
  });
  const errors: Record<string, string> = Object.fromEntries(Object.entries(required).map(([path, message]) => [formField(path), message]));
  if (f.organizerEmail.trim() && !/^\S+@\S+\.\S+$/.test(f.organizerEmail.trim())) errors.organizerEmail = t('eventForm.errEmail');
  if (f.shortDescription.length > SHORT_DESCRIPTION_MAX) errors.shortDescription = t('eventForm.errShort', { max: SHORT_DESCRIPTION_MAX });
  const whole = (v: string, min: number) => v.trim() !== '' && Number.isInteger(Number(v)) && Number(v) >= min;
  f.ticketTypes.forEach((row, i) => {
    if (!row.name.trim()) errors[`ticketTypes.${i}.name`] = t('eventForm.errTicketName');
    if (row.price.trim() === '' || !(Number(row.price) >= 0)) errors[`ticketTypes.${i}.price`] = t('eventForm.errPrice');
    if (!whole(row.quantity, 0)) errors[`ticketTypes.${i}.quantity`] = t('eventForm.errQuantity');
    if (!whole(row.seatsPerUnit, 1)) errors[`ticketTypes.${i}.seatsPerUnit`] = t('eventForm.errSeats');
    if (!whole(row.minPerOrder, 1)) errors[`ticketTypes.${i}.minPerOrder`] = t('eventForm.errMin');
    if (!whole(row.maxPerOrder, 1) || Number(row.maxPerOrder) < Number(row.minPerOrder)) errors[`ticketTypes.${i}.maxPerOrder`] = t('eventForm.errMax');
  });
  f.sessions.forEach((x, i) => {
    if (x.capacity !== '' && !whole(x.capacity, 0)) errors[`sessions.${i}.capacity`] = t('eventForm.errCapacity');
  });
  return errors;
}

/**
 * The multipart body the admin form sends too: text fields, objects and lists as JSON text, files
 * `bannerImage` and `gallery`. Kept gallery images go as `gallery` URLs, new ones are appended.
 */
export function toFormData(f: EventFormState, files: EventFormFiles, draft: boolean): FormData {
  const form = new FormData();
  const text = (key: string, value: string) => {
    if (value.trim()) form.append(key, value.trim());
  };
  const json = (key: string, value: unknown) => form.append(key, JSON.stringify(value));
  text('title', f.title);
  text('description', f.description);
  text('shortDescription', f.shortDescription);
  text('eventType', f.eventType);
  text('category', f.category);
  text('startDate', f.startDate);
  text('startTime', f.startTime);
  text('endDate', f.endDate);
  text('endTime', f.endTime);
  form.append('timezone', DEFAULT_TIMEZONE);
  if (f.eventType === 'online') json('onlineDetails', { platform: 'other', meetingLink: f.meetingLink.trim() });
  else if (f.venueId) {
    form.append('venueChoice', 'existing');
    form.append('venue', f.venueId);
  } else json('location', f.location);
  // sent only for an event that has or had a plan: '' makes it general admission again
  const planId = f.eventType !== 'online' && f.venueId ? f.seatingPlanId : '';
  if (planId || f.loadedPlanId) form.append('seatingPlanId', planId);
  // every category in the plan's order (the server's words name `seatCategories.<i>`); a new type by its place in the list
  if (planId) json('seatCategories', Object.entries(f.seatCategories).map(([category, index]) => ({ category, ticketTypeId: index === '' ? '' : f.ticketTypes[Number(index)]?.id ?? index })));
  json('ticketTypes', f.ticketTypes.map((t) => ({
    ...(t.id ? { id: t.id } : {}), name: t.name.trim(), description: t.description.trim(), price: Number(t.price), quantity: Number(t.quantity),
    seatsPerUnit: Number(t.seatsPerUnit), minPerOrder: Number(t.minPerOrder), maxPerOrder: Number(t.maxPerOrder),
    hidden: t.hidden, ...(t.accessCode.trim() ? { accessCode: t.accessCode.trim() } : {}),
  })));
  json('sessions', f.sessions.map((x) => ({
    ...(x.id ? { id: x.id } : {}), startsAt: istLocalToIso(x.startsAt), label: x.label.trim(), ...(x.capacity !== '' ? { capacity: Number(x.capacity) } : {}),
  })));
  json('capacity', f.capacity);
  text('facilities', f.facilities);
  text('ageRestriction', f.ageRestriction);
  text('taxCategory', f.taxCategory);
  json('requirements', {
    ...(f.ageRestriction ? { ageRestriction: f.ageRestriction } : {}), dressCode: f.dressCode.trim(),
    itemsToBring: f.itemsToBring.split('\n').map((l) => l.trim()).filter(Boolean),
  });
  text('importantInfo', f.importantInfo);
  text('metaTitle', f.metaTitle);
  text('metaDescription', f.metaDescription);
  for (const key of ['categories', 'tags', 'languages', 'performers'] as const) json(key, f[key].map((o) => o.id));
  json('contactInfo', { organizerName: f.organizerName.trim(), organizerEmail: f.organizerEmail.trim(), organizerPhone: f.organizerPhone.trim() });
  if (files.banner) form.append('bannerImage', files.banner);
  else form.append('bannerImage', f.bannerUrl);
  json('gallery', f.gallery);
  if (files.gallery.length) {
    form.append('_appendGallery', 'true');
    for (const file of files.gallery) form.append('gallery', file);
  }
  form.append('saveAsDraft', String(draft));
  return form;
}
