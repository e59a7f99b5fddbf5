import { Messages } from './messages';

export const EVENT_LOCATION_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'country'] as const;
export type EventLocationField = (typeof EVENT_LOCATION_FIELDS)[number];

/** The words of each location part in the required-field messages (the new venue says 'New venue …'). */
export const EVENT_LOCATION_LABELS: Record<EventLocationField, string> = {
  name: 'Location name', address: 'Address', city: 'City', state: 'State', zipCode: 'ZIP', country: 'Country',
};
export const NEW_VENUE_LABELS: Record<EventLocationField, string> = {
  name: 'New venue name', address: 'New venue address', city: 'New venue city', state: 'New venue state', zipCode: 'New venue ZIP', country: 'New venue country',
};

type Place = Partial<Record<EventLocationField, unknown>> | null;

/** What the rule reads: an event under the API's field names, as a form holds it or the API receives it. */
export interface RequiredEventInput {
  title?: unknown;
  description?: unknown;
  eventType?: unknown;
  startDate?: unknown;
  startTime?: unknown;
  contactInfo?: { organizerName?: unknown; organizerEmail?: unknown } | null;
  venueChoice?: unknown;
  venue?: unknown;
  newVenue?: Place;
  location?: Place;
  sessions?: ({ startsAt?: unknown } | null | undefined)[] | null;
}

/** The venue block decides where the event is: a new venue when chosen (or sent without a choice), else the picked one. */
export const wantsNewVenue = (event: RequiredEventInput): boolean =>
  event.venueChoice === 'new' || (event.venueChoice === undefined && event.newVenue !== undefined && event.newVenue !== null && !event.venue);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The event form's required fields (spec section 5), as field path → message, {} when all is there:
 * title, description, event type, start date and time, organiser name and email; where the event happens
 * unless it is online (a new venue's name, address, city, state, ZIP and country when one is being
 * created, else the location unless a venue gives it); each showtime's start. The API refuses with these
 * `details`, and both event forms check the same before sending.
 */
export function requiredEventFields(event: RequiredEventInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (field: string, value: unknown, label: string) => {
    if (isEmpty(value)) errors[field] = Messages.eventFieldRequired(label);
  };
  need('title', event.title, 'Title');
  need('description', event.description, 'Description');
  need('eventType', event.eventType, 'Event type');
  need('startDate', event.startDate, 'Start date');
  need('startTime', event.startTime, 'Start time');
  need('contactInfo.organizerName', event.contactInfo?.organizerName, 'Organizer name');
  need('contactInfo.organizerEmail', event.contactInfo?.organizerEmail, 'Organizer email');
  const online = event.eventType === 'online';
  if (!online && wantsNewVenue(event)) {
    for (const field of EVENT_LOCATION_FIELDS) need(`newVenue.${field}`, event.newVenue?.[field], NEW_VENUE_LABELS[field]);
  } else if (!online && isEmpty(event.venue)) {
    for (const field of EVENT_LOCATION_FIELDS) need(`location.${field}`, event.location?.[field], EVENT_LOCATION_LABELS[field]);
  }
  (event.sessions ?? []).forEach((session, i) => need(`sessions.${i}.startsAt`, session?.startsAt, 'Session start'));
  return errors;
}
