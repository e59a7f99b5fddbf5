import { DEFAULT_TIMEZONE, EventRevisionChange, formatRupees, paiseToRupees } from '@marketplace/shared-dto';
import type { EventLocation } from '../../db/schema';
import type { EventRelations, EventRow, SessionValues } from './events.repository';
import type { TicketTypeSpec } from './event-ticketing';

/** What an edit of a live event would make it: the parts the sold-promise rule and the diff compare. */
export interface EditedEvent {
  startAt: Date;
  endAt: Date | null;
  /** Where it happens, as one line ('' online); compared as text. */
  place: string;
  sessions: SessionValues[] | undefined;
  types: TicketTypeSpec[] | undefined;
  texts: Partial<Record<(typeof TEXT_FIELDS)[number][0], string | null>>;
}

/** Text fields the administrator's diff lists (field, label); they never hold a revision back on their own. */
export const TEXT_FIELDS = [
  ['title', 'Title'], ['shortDescription', 'Short description'], ['description', 'Description'], ['importantInfo', 'Important information'],
  ['ageRestriction', 'Age restriction'], ['duration', 'Duration'], ['videoUrl', 'Video'], ['metaTitle', 'SEO title'], ['metaDescription', 'SEO description'],
] as const;

const when = (at: Date | null) =>
  at ? new Intl.DateTimeFormat('en-IN', { timeZone: DEFAULT_TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }).format(at) : null;

/** One line for a place: 'Siri Fort, August Kranti Marg, New Delhi'; '' when there is none (online). */
export function placeLine(location: EventLocation | null | undefined): string {
  return [location?.name, location?.address, location?.city].filter((p) => p && String(p).trim()).join(', ');
}

/**
 * The changes of an edit to a live event that break what buyers were sold: the date or time of a showtime
 * with sales (the event's start when it has no showtimes), the place once anything is sold, and the price of a
 * type with sales. Empty: the edit goes live at once.
 */
export function soldPromiseChanges(existing: EventRow, rel: EventRelations, next: EditedEvent): EventRevisionChange[] {
  const changes: EventRevisionChange[] = [];
  const sold = (sessionId: string) => (rel.sessions.find((s) => s.id === sessionId)?.seatsHeld ?? 0) > 0;
  const anySold = rel.sessions.some((s) => s.seatsHeld > 0);
  const implicit = rel.sessions.find((s) => s.implicit);
  const explicitNext = next.sessions ? next.sessions.length > 0 : rel.sessions.some((s) => !s.implicit);
  if (!explicitNext && implicit && sold(implicit.id) && implicit.startsAt.getTime() !== next.startAt.getTime()) {
    changes.push({ field: 'startDate', label: 'Start', from: when(existing.startAt), to: when(next.startAt) });
  }
  next.sessions?.forEach((s, i) => {
    const was = rel.sessions.find((c) => c.id === s.id && !c.implicit);
    if (was && sold(was.id) && was.startsAt.getTime() !== s.startsAt.getTime()) {
      changes.push({ field: `sessions.${i}.startsAt`, label: `Showtime ${was.label || when(was.startsAt)}: date and time`, from: when(was.startsAt), to: when(s.startsAt) });
    }
  });
  const placeBefore = placeLine(existing.location);
  if (anySold && placeBefore.toLowerCase() !== next.place.toLowerCase()) {
    changes.push({ field: 'venue', label: 'Venue', from: placeBefore || 'Online', to: next.place || 'Online' });
  }
  next.types?.forEach((t, i) => {
    const was = rel.types.find((c) => c.id === t.id);
    const typeSold = was && rel.inventory.some((r) => r.ticketTypeId === was.id && r.held > 0);
    if (was && typeSold && was.pricePaise !== t.pricePaise) {
      changes.push({ field: `ticketTypes.${i}.price`, label: `${was.name}: price`, from: formatRupees(paiseToRupees(was.pricePaise)), to: formatRupees(paiseToRupees(t.pricePaise)) });
    }
  });
  return changes;
}

/** Every change an administrator reviews: the sold promises first, then the texts and the end. */
export function revisionChanges(existing: EventRow, rel: EventRelations, next: EditedEvent): EventRevisionChange[] {
  const changes = soldPromiseChanges(existing, rel, next);
  for (const [field, label] of TEXT_FIELDS) {
    if (!(field in next.texts)) continue;
    const from = existing[field] ?? null;
    const to = next.texts[field] ?? null;
    if ((from ?? '') !== (to ?? '')) changes.push({ field, label, from, to });
  }
  if ((existing.endAt?.getTime() ?? null) !== (next.endAt?.getTime() ?? null)) {
    changes.push({ field: 'endDate', label: 'End', from: when(existing.endAt), to: when(next.endAt) });
  }
  return changes;
}
