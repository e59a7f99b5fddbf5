import { BadRequestException, ConflictException, forwardRef, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  BuyerMessageResult, type Locale, CancelEventResult, DEFAULT_COUNTRY, DEFAULT_CURRENCY, MESSAGES_PER_EVENT_PER_DAY, DEFAULT_TIMEZONE, EVENT_LIST_PAGE_SIZE, EventList, EventResponse, EventStatus, Messages,
  paiseToRupees, PublicEventDetail, SeatingLayout, PublicEventList, RELATED_EVENTS, requiredEventFields, rupeesToPaise, ShowtimeSeatMap, wantsNewVenue,
} from '@marketplace/shared-dto';
import { ImageStorage, UploadedImage } from '../../common/uploads/image-storage.service';
import { pageOf } from '../../common/http/list-query.dto';
import { slugify } from '../../common/identifiers';
import { dateShortcutRange, dayRange, istInstant } from './event-dates';
import {
  BuyerMessageDto, CancelEventDto, EventFormDto, EventListQueryDto, isStatusOnly, PublicEventQueryDto, shownTypesOf, toEventCard, toEventResponse, toPublicEvent,
} from './events.dto';
import {
  EventLinks, EventRow, EventsRepository, EventValues, ReferenceKind, SeatConflict, SessionRow, SessionValues, TicketingConflict, VenueRow,
} from './events.repository';
import { MappableType, mappedSeats, planSeats, resolveMapping, SeatingChoice, seatQuantities } from './event-seating';
import { SeatingPlansService } from '../seating/seating-plans.service';
import type { Tx } from '../../db/database';
import { ticketTypesOf } from './event-ticketing';
import { VenuesService } from '../venues/venues.service';
import { Notice, NoticesService } from '../notices/notices.service';
import { BookingsService } from '../bookings/bookings.service';
import { WaitlistService } from '../waitlist/waitlist.service';
import { JobsService } from '../jobs/jobs.service';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { decisionMail, VENDOR_TEXTS } from '../../common/vendor-texts';
import type { EventRevision } from '../../db/schema';
import { EditedEvent, placeLine, revisionChanges, soldPromiseChanges, TEXT_FIELDS } from './event-revision';

/**
 * The form field a conflict concerns: the quantity or capacity of the type or showtime at its place in the
 * request, or the whole list when the row was removed from it (a removed row has no field left).
 */
function conflictField(c: TicketingConflict, sessions: { id?: string }[] | undefined, types: { id?: string }[] | undefined): string {
  const list = c.kind === 'sessionHasBookings' || c.kind === 'capacityBelowHeld' ? 'sessions' : 'ticketTypes';
  const at = (list === 'sessions' ? sessions : types)?.findIndex((x) => x.id === c.id) ?? -1;
  if (c.kind === 'quantityBelowHeld' && at >= 0) return `ticketTypes.${at}.quantity`;
  if (c.kind === 'capacityBelowHeld' && at >= 0) return `sessions.${at}.capacity`;
  return list;
}

function conflictMessage(c: TicketingConflict): string {
  switch (c.kind) {
    case 'typeHasBookings': return Messages.ticketTypeHasBookings(c.name);
    case 'sessionHasBookings': return Messages.sessionHasBookings(c.name);
    case 'quantityBelowHeld': return Messages.quantityBelowHeld(c.name, c.held);
    case 'capacityBelowHeld': return Messages.capacityBelowHeld(c.name, c.held);
  }
}

/** Who is asking: the back office sees every event, a vendor only its own. */
export type EventActor = { kind: 'admin' } | { kind: 'vendor'; vendorId: string };

/** The event form's files (multer field name → files). */
export interface EventFiles {
  bannerImage?: UploadedImage[];
  gallery?: UploadedImage[];
}

const UPLOAD_FOLDER = 'events';
const PUBLIC_PAGE_SIZE = 12;
const REFERENCE_LABELS: Record<ReferenceKind, string> = { categories: 'category', tags: 'tag', languages: 'language', performers: 'performer' };

function badRequest(details: Record<string, string>): BadRequestException {
  return new BadRequestException({ message: Object.values(details)[0], details });
}

/** '5 Dec 2025, 7:30 pm' in India: how a showtime is named in an error. */
const istWhen = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: DEFAULT_TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/**
 * Nothing new may start in the past: the event's start and each showtime, except a start that was
 * already in the past and is sent unchanged (an edit of a running or finished event still saves).
 */
function assertNotInPast(startAt: Date, sessions: SessionValues[] | undefined, existing: EventRow | undefined, before: SessionRow[]): void {
  const now = Date.now();
  const errors: Record<string, string> = {};
  if (startAt.getTime() < now && existing?.startAt.getTime() !== startAt.getTime()) errors.startDate = Messages.startsInPast('The event');
  (sessions ?? []).forEach((s, i) => {
    if (s.startsAt.getTime() >= now) return;
    const was = before.find((b) => b.id === s.id);
    if (was?.startsAt.getTime() !== s.startsAt.getTime()) errors[`sessions.${i}.startsAt`] = Messages.startsInPast(`The showtime ${s.label || istWhen(s.startsAt)}`);
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** The vendor's mail about an approval or rejection of its event, in the organiser's language. */
function moderationMail(event: EventRow, status: 'approved' | 'rejected', reason: string | null, owner: { contactName: string; locale: Locale }): Notice {
  const words = VENDOR_TEXTS[owner.locale];
  const approved = status === 'approved';
  return decisionMail(owner.locale, owner.contactName, words.eventSubject(event.title, approved), words.event(event.title, approved), reason);
}

const vendorIdOf = (actor: EventActor) => (actor.kind === 'vendor' ? actor.vendorId : undefined);
const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);
/** A class-validator instance as the plain object stored in jsonb (undefined when empty). */
const plain = <T extends object>(value: T | undefined): T | null => (value ? (JSON.parse(JSON.stringify(value)) as T) : null);

/**
 * Events for the three audiences: the back office (everything, moderation), vendors (their own, sent
 * for approval) and the public site (approved, published, active events only).
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly images: ImageStorage,
    private readonly venues: VenuesService,
    private readonly notices: NoticesService,
    private readonly bookings: BookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly waitlist: WaitlistService,
    private readonly jobs: JobsService,
    // seating plans and events need each other (see SeatingPlansService)
    @Inject(forwardRef(() => SeatingPlansService)) private readonly seatingPlans: Pick<SeatingPlansService, 'planOfVenue'>,
  ) {}

  async list(actor: EventActor, query: EventListQueryDto): Promise<EventList> {
    const { limit, offset } = pageOf(query, EVENT_LIST_PAGE_SIZE);
    const { rows, total } = await this.repo.list({
      ownerVendorId: vendorIdOf(actor),
      status: query.status,
      revision: query.revision === 'pending',
      q: query.q?.trim() || undefined,
      sort: (query.sort as 'createdAt' | undefined) ?? 'createdAt',
      // newest first unless a column is chosen, which then reads ascending unless told otherwise
      order: (query.order?.toLowerCase() as 'asc' | 'desc' | undefined) ?? (query.sort ? 'asc' : 'desc'),
      limit,
      offset,
    });
    return { data: await this.responses(rows, true), total };
  }

  async get(actor: EventActor, id: string): Promise<EventResponse> {
    const [response] = await this.responses([await this.findOwn(actor, id)], true);
    return response;
  }

  create(actor: EventActor, dto: EventFormDto, files: EventFiles): Promise<EventResponse> {
    return this.save(actor, undefined, dto, files);
  }

  /** The whole form; for the back office a body of only {status} is the moderation fallback. */
  async update(actor: EventActor, id: string, dto: EventFormDto, files: EventFiles): Promise<EventResponse> {
    if (actor.kind === 'admin' && isStatusOnly(dto) && !files.bannerImage?.length && !files.gallery?.length) {
      return this.setStatus(id, dto.status!);
    }
    const existing = await this.findOwn(actor, id);
    // a cancelled event's buyers were refunded and told: an edit must not put it back on sale
    if (existing.status === 'cancelled') throw new ConflictException(Messages.eventIsCancelled);
    return this.save(actor, existing, dto, files);
  }

  /**
   * Cancels a whole event or one showtime, for its vendor or an administrator: in one transaction the event (or
   * showtime) is marked cancelled and every pending or confirmed booking of it is cancelled, each paid one refunded
   * in full and each buyer told the reason by e-mail and SMS (the bookings' refund-all path, through the job table).
   */
  async cancel(actor: EventActor, id: string, dto: CancelEventDto): Promise<CancelEventResult> {
    const event = await this.findOwn(actor, id);
    const reason = dto.reason.trim();
    if (!reason) throw badRequest({ reason: Messages.cancelReasonRequired });
    const sessionId = dto.sessionId ?? null;
    if (sessionId && !(await this.repo.relationsOf([event])).get(id)!.sessions.some((s) => s.id === sessionId && !s.implicit)) {
      throw badRequest({ sessionId: Messages.sessionNotOfEvent });
    }
    const { cancelled } = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.cancel(tx, id, sessionId, reason))) {
        throw new ConflictException(sessionId && event.status !== 'cancelled' ? Messages.showtimeAlreadyCancelled : Messages.eventAlreadyCancelled);
      }
      return this.bookings.cancelEventBookings({ eventId: id, sessionId, reason }, tx);
    });
    this.notices.afterCommit();
    return { message: Messages.eventCancelled(cancelled), cancelledBookings: cancelled, event: await this.get(actor, id) };
  }

  /**
   * Moderation. Approval also publishes: an approved event shows on the public site unless an
   * administrator unpublishes it afterwards (isPublished false in the form).
   */
  async setStatus(id: string, status: EventStatus, reason?: string | null): Promise<EventResponse> {
    const existing = await this.repo.findById(id);
    if (!existing) throw new NotFoundException(Messages.notFound);
    if (existing.status === 'cancelled') throw new ConflictException(Messages.eventIsCancelled);
    const why = reason?.trim() || null;
    const owner = await this.repo.ownerContact(existing);
    const row = await this.repo.transaction(async (tx) => {
      const updated = await this.repo.setStatus(tx, id, status, why, status === 'approved' ? true : undefined);
      if (!updated) throw new ConflictException(Messages.rejectPublishedWithBookings);
      // the vendor hears of a decision that changes where its event stands
      if (owner && updated.status !== existing.status && (status === 'approved' || status === 'rejected')) {
        await this.notices.send(`event-status:${id}:${updated.updatedAt.getTime()}`, [{ email: owner.email }], moderationMail(updated, status, why, owner), tx);
      }
      return updated;
    });
    this.notices.afterCommit();
    const [response] = await this.responses([row], true);
    return response;
  }

  /** Deletes an event without bookings, and its image files unless something else shows them. */
  async remove(id: string): Promise<{ message: string }> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundException(Messages.notFound);
    if (await this.repo.countBookings(id)) throw new ConflictException(Messages.eventHasBookings);
    await this.repo.deleteEvent(id);
    await this.discardUnused([row.bannerImage, ...row.gallery], id);
    return { message: Messages.deleted };
  }

  async listPublic(query: PublicEventQueryDto): Promise<PublicEventList> {
    if (query.from && query.to && query.from > query.to) throw badRequest({ to: 'to must not be before from.' });
    // an inverted range would leave only the unpriced events, which looks like an answer
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw badRequest({ maxPrice: 'maxPrice must not be less than minPrice.' });
    }
    const limit = query.limit ?? PUBLIC_PAGE_SIZE;
    const now = new Date();
    const ranges = [
      ...(query.date ? [dateShortcutRange(query.date, now)] : []),
      ...(query.from || query.to ? [dayRange(query.from, query.to)] : []),
    ];
    const rows = await this.repo.listPublic({
      now,
      ranges,
      categoryIds: unique(query.cats),
      minPaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
      maxPaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
      city: query.city,
      venueId: query.venue,
      performerId: query.performer,
      languageId: query.language,
      q: query.q,
      sort: query.sort ?? 'upcoming',
      // one more than asked tells whether another page exists
      limit: limit + 1,
      offset: ((query.page ?? 1) - 1) * limit,
    });
    return { data: rows.slice(0, limit).map(toEventCard), hasMore: rows.length > limit };
  }

  /**
   * A public event by code (a stale slug still finds it), with up to 12 related events. An event taken off the
   * site that has bookings still answers, for its buyers, with saleState 'off_sale' and its status.
   */
  async publicDetail(code: string, accessCode?: string): Promise<PublicEventDetail> {
    const row = await this.repo.findPublicByCode(code);
    if (!row) {
      const booked = await this.repo.findBookedByCode(code);
      if (!booked) throw new NotFoundException(Messages.notFound);
      const [event] = await this.responses([booked], false);
      return { ...toPublicEvent(event), saleState: 'off_sale', related: [] };
    }
    const related = await this.repo.related(row, new Date(), RELATED_EVENTS);
    const [event] = await this.responses([row], false, accessCode);
    const onSale = !(await this.repo.sellerSuspended(row));
    return { ...toPublicEvent(event), saleState: onSale ? 'on_sale' : 'off_sale', related: related.map(toEventCard) };
  }

  /**
   * A seated showtime's map (issue 24): the seats as its inventory copied them from the plan, in plan order, the
   * plan's categories with their types' prices, and each seat's availability now. 404 when the event is not public
   * or the showtime is not one of its seated ones (a cancelled showtime sells nothing either).
   */
  async seatMap(code: string, sessionId: string): Promise<{ eventId: string; map: ShowtimeSeatMap }> {
    const row = await this.repo.findPublicByCode(code);
    if (!row) throw new NotFoundException(Messages.notFound);
    const [relations, plan] = await Promise.all([
      this.repo.relationsOf([row], true),
      row.seatingPlanId ? this.seatingPlans.planOfVenue(row.seatingPlanId, row.venueId) : null,
    ]);
    const { sessions, types } = relations.get(row.id)!;
    const price = new Map(types.map((t) => [t.id, paiseToRupees(t.pricePaise)]));
    const categories = row.seatCategories.map((m) => ({
      name: m.category, color: plan?.layout.categories.find((c) => c.name === m.category)?.color ?? '#455a64', ticketTypeId: m.ticketTypeId, price: price.get(m.ticketTypeId) ?? 0,
    }));
    const map = sessions.some((s) => s.id === sessionId && !s.cancelledAt) ? await this.bookings.seatMap(sessionId, categories) : null;
    if (!map?.plan.zones.length) throw new NotFoundException(Messages.showtimeNotSeated);
    return { eventId: row.id, map };
  }

  /**
   * A seating plan edited (`write` stores it, in the transaction given): every event selling its seats takes the new
   * layout with its own mapping, in the same transaction, as an event save would (syncSeats), so a sold or held seat
   * the edit would drop or re-price refuses the whole edit (409 naming it).
   */
  async replan<T>(planId: string, layout: SeatingLayout, write: (tx: Tx) => Promise<T | undefined>): Promise<T | undefined> {
    try {
      return await this.repo.transaction(async (tx) => {
        const written = await write(tx);
        if (written === undefined) return undefined;
        for (const event of await this.repo.eventsOfPlan(tx, planId)) {
          const mapping = resolveMapping(layout, event.seatCategories, event.types, true);
          await this.repo.syncSeats(tx, event.id, { planId, seats: mappedSeats(layout, mapping), mapping }, true);
        }
        return written;
      });
    } catch (err) {
      if (err instanceof SeatConflict) throw new ConflictException({ message: Messages.seatSoldOrHeld(err.seat), details: { zones: Messages.seatSoldOrHeld(err.seat) } });
      throw err;
    }
  }

  /**
   * The administrator's decision on a vendor's pending revision. Approved, it is applied as the vendor sent it,
   * and the buyers of the showtimes it moves (all of them when the start or place changes) are told by e-mail and
   * SMS; rejected, it is dropped and the live version stays. Either way the vendor is mailed, with the reason.
   */
  async decideRevision(id: string, approve: boolean, reason?: string | null): Promise<EventResponse> {
    const existing = await this.repo.findById(id);
    if (!existing?.pendingRevision || !existing.ownerVendorId) throw new NotFoundException(Messages.noPendingRevision);
    const revision = existing.pendingRevision;
    const why = reason?.trim() || null;
    let response: EventResponse;
    if (approve) {
      response = await this.save({ kind: 'vendor', vendorId: existing.ownerVendorId }, existing, revision.form as EventFormDto, {}, true);
      await this.tellBuyersOfRevision(existing, revision);
    } else {
      [response] = await this.responses([(await this.repo.setRevision(id, null))!], true);
    }
    const owner = await this.repo.ownerContact(existing);
    if (owner) {
      const words = VENDOR_TEXTS[owner.locale];
      await this.notices.send(`event-revision:${id}:${revision.submittedAt}`, [{ email: owner.email }],
        decisionMail(owner.locale, owner.contactName, words.changesSubject(existing.title, approve), words.changes(existing.title, approve), why));
    }
    return response;
  }

  /**
   * The organiser's message to every buyer (pending or confirmed) of the event or of one showtime, by e-mail and
   * SMS through the job table; at most 3 per event per day (the database decides, see takeMessageSlot).
   */
  async messageBuyers(vendorId: string, id: string, dto: BuyerMessageDto): Promise<BuyerMessageResult> {
    const event = await this.findOwn({ kind: 'vendor', vendorId }, id);
    const sessionId = dto.sessionId ?? null;
    if (sessionId && !(await this.repo.relationsOf([event])).get(id)!.sessions.some((s) => s.id === sessionId && !s.implicit)) {
      throw badRequest({ sessionId: Messages.sessionNotOfEvent });
    }
    const buyers = await this.bookings.buyersOf(id, sessionId ? [sessionId] : null);
    if (!buyers.length) throw badRequest({ sessionId: Messages.noBuyersToMessage });
    const subject = dto.subject.trim();
    const body = dto.message.trim();
    const slot = await this.repo.transaction(async (tx) => {
      const taken = await this.repo.takeMessageSlot(tx, { eventId: id, sessionId, subject, body, recipients: buyers.length });
      if (taken === null) return null;
      await this.notices.send(`event-message:${id}:${Date.now()}:${taken}`, buyers, {
        subject: `${event.title}: ${subject}`,
        text: [body, '', `From the organiser of ${event.title}, sent through Utsav.`].join('\n'),
        sms: `Utsav, ${event.title}: ${subject}. ${body}`.slice(0, 480),
      }, tx);
      return taken;
    });
    if (slot === null) throw new ConflictException(Messages.messageCapReached(MESSAGES_PER_EVENT_PER_DAY));
    this.notices.afterCommit();
    return { message: Messages.messageQueued(buyers.length), recipients: buyers.length, remainingToday: MESSAGES_PER_EVENT_PER_DAY - slot };
  }

  private async tellBuyersOfRevision(event: EventRow, revision: EventRevision): Promise<void> {
    const moved = revision.changes.filter((c) => c.field === 'startDate' || c.field === 'venue' || /^sessions\.\d+\.startsAt$/.test(c.field));
    if (!moved.length) return;
    const formSessions = (revision.form.sessions ?? []) as { _id?: string; id?: string }[];
    const everyShowtime = moved.some((c) => c.field === 'startDate' || c.field === 'venue');
    const sessionIds = everyShowtime ? null : moved.map((c) => {
      const s = formSessions[Number(c.field.split('.')[1])];
      return (s?._id ?? s?.id)!;
    });
    const buyers = await this.bookings.buyersOf(event.id, sessionIds);
    const lines = moved.map((c) => `${c.label}: ${c.from ?? '-'} → ${c.to ?? '-'}`);
    const url = `${this.config.publicUrl}/events/${event.slug}/${event.code}`;
    await this.notices.send(`event-changed:${event.id}:${revision.submittedAt}`, buyers, {
      subject: `${event.title} has changed`,
      text: ['Hello,', '', `The organiser changed "${event.title}", which you hold tickets for:`, ...lines, '', 'Your booking stands.', `Event page: ${url}`].join('\n'),
      sms: `Utsav: ${event.title} has changed. ${lines.join('; ')}. Your booking stands. ${url}`,
    });
  }

  private async findOwn(actor: EventActor, id: string): Promise<EventRow> {
    const row = await this.repo.findById(id, vendorIdOf(actor));
    if (!row) throw new NotFoundException(Messages.notFound);
    return row;
  }

  /**
   * Answers; public ones (without owner) show only approved categories, tags, languages and performers, and
   * only the hidden ticket types that `accessCode` unlocks (their seats and prices count for nothing else).
   */
  private async responses(rows: EventRow[], withOwner: boolean, accessCode?: string): Promise<EventResponse[]> {
    const relations = await this.repo.relationsOf(rows, !withOwner);
    return rows.map((row) => toEventResponse(row, withOwner ? relations.get(row.id)! : shownTypesOf(relations.get(row.id)!, accessCode), withOwner));
  }

  /**
   * Create (no `existing`) or update, for both audiences. Everything is checked before anything is
   * written; files are written before the transaction and removed again if it fails.
   */
  private async save(actor: EventActor, existing: EventRow | undefined, dto: EventFormDto, files: EventFiles, applyingRevision = false): Promise<EventResponse> {
    const missing = requiredEventFields(dto);
    if (Object.keys(missing).length) throw badRequest(missing);
    const status = this.statusFor(actor, existing, dto);
    const startAt = istInstant(dto.startDate!, dto.startTime!);
    const endAt = dto.endDate || dto.endTime ? istInstant(dto.endDate ?? dto.startDate!, dto.endTime ?? '23:59') : null;
    if (endAt && endAt < startAt) throw badRequest({ [dto.endDate ? 'endDate' : 'endTime']: Messages.eventEndBeforeStart });

    const online = dto.eventType === 'online';
    const newVenue = !online && wantsNewVenue(dto);
    const venue = online || newVenue || !dto.venue ? undefined : await this.usableVenue(actor, dto.venue);
    await this.assertReferencesExist(dto);

    const current = existing ? (await this.repo.relationsOf([existing])).get(existing.id)! : undefined;
    const types = ticketTypesOf(dto, current?.types);
    const seating = await this.seatingFor(dto, existing, online || newVenue ? null : venue?.id ?? null, types ?? current?.types ?? []);
    // a mapped type sells its categories' seats: its quantity is their count, whatever the form said
    if (seating && types) for (const [index, n] of seatQuantities(seating)) types[index] = { ...types[index], quantity: n };
    const sessions = dto.sessions || !existing
      ? (dto.sessions ?? []).map((s) => ({ id: s._id ?? s.id, startsAt: new Date(s.startsAt), label: s.label ?? '', capacity: s.capacity ?? null }))
      : undefined;
    assertNotInPast(startAt, sessions, existing, current?.sessions ?? []);

    const bannerFiles = files.bannerImage ?? [];
    const saved = await this.images.save(UPLOAD_FOLDER, [...bannerFiles, ...(files.gallery ?? [])]);
    const images = this.imagesOf(existing, dto, saved.slice(0, bannerFiles.length)[0], saved.slice(bannerFiles.length));

    // A vendor's edit of a live event that breaks a sold promise waits for approval; the live version keeps selling.
    if (actor.kind === 'vendor' && existing?.status === 'approved' && status === 'approved' && !applyingRevision) {
      const edited: EditedEvent = {
        startAt, endAt, sessions, types,
        place: online ? '' : placeLine(newVenue ? { ...dto.newVenue } : this.locationOf(dto, venue)),
        texts: Object.fromEntries(TEXT_FIELDS.map(([field]) => [field, dto[field] ?? null])),
      };
      if (soldPromiseChanges(existing, current!, edited).length) {
        const { _appendGallery: _a, saveAsDraft: _d, status: _s, ...form } = plain(dto)!;
        const revision: EventRevision = {
          form: { ...form, bannerImage: images.bannerImage ?? '', gallery: images.gallery },
          changes: revisionChanges(existing, current!, edited),
          submittedAt: new Date().toISOString(),
        };
        const [response] = await this.responses([(await this.repo.setRevision(existing.id, revision))!], true);
        return response;
      }
    }

    let row: EventRow;
    try {
      row = await this.repo.transaction(async (tx) => {
        const place = newVenue ? await this.venues.createForEvent(tx, actor, { ...dto.newVenue!, name: dto.newVenue!.name! }) : venue;
        // free means every type is free, however the types were sent; an update that sends none keeps it
        const isFree = types ? types.length > 0 && types.every((t) => t.pricePaise === 0) : existing!.isFree;
        // a vendor's own save (or the approval of its revision) replaces a revision waiting
        const revision = actor.kind === 'vendor' || applyingRevision ? { pendingRevision: null } : {};
        const values = { ...this.valuesOf(actor, dto, place, online), isFree, status, startAt, endAt, ...images, ...revision };
        const eventRow = existing
          ? (await this.repo.updateEvent(tx, existing.id, values))!
          : await this.repo.insertEvent(tx, { ...values, createdByType: actor.kind, ownerVendorId: vendorIdOf(actor) ?? null });
        await this.repo.replaceLinks(tx, eventRow.id, this.linksOf(dto));
        await this.repo.syncTicketing(tx, eventRow.id, startAt, sessions, types);
        await this.repo.syncSeats(tx, eventRow.id, seating, !!existing?.seatingPlanId);
        // a raised quantity or capacity frees units: the waitlists get them first
        if (existing && (sessions || types)) await this.waitlist.offerFreeWithin(tx, eventRow.id);
        return this.repo.refreshPrice(tx, eventRow.id);
      });
    } catch (err) {
      await this.images.discard(saved);
      if (err instanceof SeatConflict) {
        const message = Messages.seatSoldOrHeld(err.seat);
        throw new ConflictException({ message, details: { [dto.seatCategories ? 'seatCategories' : 'seatingPlanId']: message } });
      }
      if (err instanceof TicketingConflict) {
        const message = conflictMessage(err);
        throw new ConflictException({ message, details: { [conflictField(err, sessions, types)]: message } });
      }
      throw err;
    }
    // the notices of offers the save made
    this.jobs.runSoon();
    if (existing) {
      const kept = new Set([row.bannerImage, ...row.gallery]);
      await this.discardUnused([existing.bannerImage, ...existing.gallery].filter((url) => !kept.has(url)), row.id);
    }
    const [response] = await this.responses([row], true);
    return response;
  }

  /**
   * The plan and mapping the event will sell seats by (null: general admission): the form's, else the event's. The plan
   * must be one of the event's venue and every category must name one of `types` (the form's list, or the event's).
   */
  private async seatingFor(dto: EventFormDto, existing: EventRow | undefined, venueId: string | null, types: MappableType[]): Promise<SeatingChoice | null> {
    const planId = dto.seatingPlanId !== undefined ? dto.seatingPlanId : existing?.seatingPlanId ?? null;
    if (!planId) return null;
    const plan = await this.seatingPlans.planOfVenue(planId, venueId);
    if (!plan) throw badRequest({ seatingPlanId: Messages.seatingPlanOfVenue });
    const mapping = dto.seatCategories ?? existing?.seatCategories ?? [];
    return { planId, seats: planSeats(plan.layout), mapping: resolveMapping(plan.layout, mapping, types) };
  }

  /**
   * Admin: any status (approved when not said). Vendor: draft when asked; an approved event stays approved (live:
   * what would break a sold promise waits as a revision instead, see save); otherwise pending.
   */
  private statusFor(actor: EventActor, existing: EventRow | undefined, dto: EventFormDto): EventStatus {
    if (actor.kind === 'admin') return dto.status ?? existing?.status ?? 'approved';
    if (dto.status === 'draft' || dto.saveAsDraft) return 'draft';
    if (dto.status && dto.status !== 'pending') throw badRequest({ status: Messages.vendorEventStatus });
    return existing?.status === 'approved' ? 'approved' : 'pending';
  }

  /** An existing venue the actor may use: any for the back office; approved or its own for a vendor. */
  private async usableVenue(actor: EventActor, id: string): Promise<VenueRow> {
    const venue = await this.repo.findVenue(id);
    const usable = venue && (actor.kind === 'admin' || venue.status === 'approved' || venue.ownerVendorId === actor.vendorId);
    if (!usable) throw badRequest({ venue: Messages.eventRefNotFound('venue') });
    return venue;
  }

  private async assertReferencesExist(dto: EventFormDto): Promise<void> {
    const errors: Record<string, string> = {};
    for (const kind of Object.keys(REFERENCE_LABELS) as ReferenceKind[]) {
      const ids = unique(dto[kind]);
      if (ids?.length && (await this.repo.missingIds(kind, ids)).length) errors[kind] = Messages.eventRefNotFound(REFERENCE_LABELS[kind]);
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  private linksOf(dto: EventFormDto): EventLinks {
    return { categories: unique(dto.categories), tags: unique(dto.tags), languages: unique(dto.languages), performers: unique(dto.performers) };
  }

  /**
   * Banner: a new file, else the URL sent ('' removes it), else the current one. Gallery: new files
   * replace it, or with _appendGallery are added after the kept URLs; without files the URLs sent
   * (or the current gallery) stay.
   */
  private imagesOf(existing: EventRow | undefined, dto: EventFormDto, bannerUrl: string | undefined, galleryUrls: string[]) {
    const bannerImage = bannerUrl ?? (dto.bannerImage !== undefined ? dto.bannerImage || null : existing?.bannerImage ?? null);
    const listed = dto.gallery ?? existing?.gallery ?? [];
    const gallery = galleryUrls.length ? (dto._appendGallery ? [...listed, ...galleryUrls] : galleryUrls) : listed;
    return { bannerImage, gallery: [...new Set(gallery)] };
  }

  /** The row's columns from the form, with section 9's defaults. Vendors do not choose publication, featuring or priority. */
  private valuesOf(actor: EventActor, dto: EventFormDto, venue: VenueRow | undefined, online: boolean) {
    const { price: _price, ...pricing } = plain(dto.pricing) ?? {};
    const location = online ? null : this.locationOf(dto, venue);
    const values = {
      slug: slugify(dto.title!),
      title: dto.title!,
      description: dto.description!,
      shortDescription: dto.shortDescription ?? null,
      category: dto.category ?? null,
      eventType: dto.eventType!,
      timezone: dto.timezone ?? DEFAULT_TIMEZONE,
      duration: dto.duration ?? null,
      venueId: venue?.id ?? null,
      city: location?.city ?? venue?.city ?? null,
      location,
      onlineDetails: dto.eventType === 'offline' ? null : (plain(dto.onlineDetails) as Record<string, string> | null),
      pricing: { pricingType: 'simple', ...pricing },
      currency: dto.pricing?.currency ?? DEFAULT_CURRENCY,
      capacity: dto.waitlistEnabled === undefined ? plain(dto.capacity) : { ...plain(dto.capacity), waitlistEnabled: dto.waitlistEnabled },
      ageRestriction: dto.ageRestriction ?? null,
      taxCategory: dto.taxCategory ?? 'admission',
      requirements: plain(dto.requirements) as Record<string, unknown> | null,
      contactInfo: plain(dto.contactInfo) as Record<string, unknown> | null,
      facilities: dto.facilities ?? [],
      importantInfo: dto.importantInfo ?? null,
      isActive: dto.isActive ?? true,
      metaTitle: dto.metaTitle ?? null,
      metaDescription: dto.metaDescription ?? null,
      videoUrl: dto.videoUrl ?? null,
    } satisfies Partial<EventValues>;
    if (actor.kind !== 'admin') return values;
    return { ...values, isPublished: dto.isPublished ?? true, featured: dto.featured ?? false, priority: dto.priority ?? 0 };
  }

  /** The venue's address (when one is chosen) completed or overridden by the location typed in the form. */
  private locationOf(dto: EventFormDto, venue: VenueRow | undefined) {
    const fromVenue = venue ? plain({ name: venue.name, address: venue.address ?? undefined, city: venue.city ?? undefined, state: venue.state ?? undefined, zipCode: venue.zipCode ?? undefined, country: venue.country ?? undefined }) : null;
    const location = { ...fromVenue, ...plain(dto.location) };
    if (!Object.keys(location).length) return null;
    return { country: DEFAULT_COUNTRY, ...location };
  }

  /** Removes event images that nothing shows any more; only files this module stored are candidates. */
  private async discardUnused(urls: (string | null)[], eventId: string): Promise<void> {
    for (const url of new Set(urls)) {
      if (url?.startsWith(`/uploads/${UPLOAD_FOLDER}/`) && !(await this.repo.imageInUse(url, eventId))) await this.images.discard([url]);
    }
  }
}
