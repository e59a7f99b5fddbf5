import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, ne, or, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EventNamedRef, EventPerformerRef, EventStatus, PublicEventSort, SeatCategoryMapping } from '@marketplace/shared-dto';
import { DB, Database, rowsOf, Tx } from '../../db/database';
import type { EventRevision } from '../../db/schema';
import {
  bookingLines, bookings, categories, eventMessages, isPublicEvent, eventCategories, eventLanguages, eventPerformers, events, eventSessions, eventTags, languages,
  performers, seatInventory, tags, ticketInventory, ticketTypes, vendors, venueImages, venues,
} from '../../db/schema';
import type { SeatingChoice } from './event-seating';
import type { TicketTypeSpec } from './event-ticketing';
import { newEventCode } from '../../common/identifiers';
import { containing } from '../../db/query-helpers';

export type EventRow = typeof events.$inferSelect;
/** Everything the service decides about an event row; the code is the repository's business. */
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;
export type VenueRow = typeof venues.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type InventoryRow = typeof ticketInventory.$inferSelect & { sold: number };

/** Why a ticketing change was refused (409), with who is concerned. */
export class TicketingConflict extends Error {
  /** `id`: the showtime or type concerned, so the answer can name the form's field. */
  constructor(
    readonly kind: 'typeHasBookings' | 'sessionHasBookings' | 'quantityBelowHeld' | 'capacityBelowHeld', readonly name: string, readonly id: string, readonly held = 0,
  ) {
    super(kind);
  }
}

/** A plan or mapping change that would remove or re-price a sold or held seat (409 naming it). */
export class SeatConflict extends Error {
  constructor(readonly seat: string) {
    super('seatConflict');
  }
}

function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : e ?? {};
}

export interface EventRelations {
  venue: Pick<VenueRow, 'id' | 'name' | 'city' | 'address'> | null;
  vendor: { companyName: string; contactName: string } | null;
  categories: EventNamedRef[];
  tags: EventNamedRef[];
  languages: EventNamedRef[];
  performers: EventPerformerRef[];
  /** Every session, the implicit one included. */
  sessions: SessionRow[];
  types: TicketTypeRow[];
  inventory: InventoryRow[];
}

/** One row of the public card query (see `selectCards`). */
export interface EventCardRow {
  id: string;
  slug: string;
  code: string;
  title: string;
  startAt: Date;
  venueName: string | null;
  city: string | null;
  pricePaise: number | null;
  isFree: boolean;
  soldOut: boolean;
  category: string | null;
  bannerImage: string | null;
  videoUrl: string | null;
}

export interface EventLinks {
  categories?: string[];
  tags?: string[];
  languages?: string[];
  performers?: string[];
}

export type ReferenceKind = keyof EventLinks;

export interface SessionValues {
  id?: string;
  startsAt: Date;
  label: string;
  capacity: number | null;
}

export const EVENT_SORTS = {
  title: events.title, startDate: events.startAt, startAt: events.startAt, createdAt: events.createdAt, updatedAt: events.updatedAt,
  status: events.status, city: events.city, price: events.pricePaise,
  // the seats left as the row shows them (ticketingOf's ticketsAvailable): per showtime, its types' seats capped by its room
  tickets: sql`(SELECT coalesce(sum(CASE WHEN s.capacity IS NULL THEN left_in.seats ELSE least(left_in.seats, greatest(s.capacity - s.seats_held, 0)) END), 0)
    FROM ${eventSessions} s CROSS JOIN LATERAL (
      SELECT coalesce(sum(i.available * t.seats_per_unit), 0) AS seats
      FROM ${ticketInventory} i JOIN ${ticketTypes} t ON t.id = i.ticket_type_id WHERE i.session_id = s.id) left_in
    WHERE s.event_id = ${events.id})`,
} as const;

export interface EventListFilter {
  ownerVendorId?: string;
  status?: EventStatus;
  /** Only events with a revision waiting. */
  revision?: boolean;
  /** Title or venue name, case-insensitive. */
  q?: string;
  sort: keyof typeof EVENT_SORTS;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface PublicEventFilter {
  now: Date;
  /** Events overlapping each range [from, to) (either end open). */
  ranges: { from?: Date; to?: Date }[];
  categoryIds?: string[];
  minPaise?: number;
  maxPaise?: number;
  city?: string;
  venueId?: string;
  performerId?: string;
  languageId?: string;
  /** Title, a performer's name, the venue's name or the city, case-insensitive. */
  q?: string;
  sort: PublicEventSort;
  limit: number;
  offset: number;
}

const REFERENCE_TABLES = { categories, tags, languages, performers } as const;
type LinkTable = typeof eventCategories | typeof eventTags | typeof eventLanguages | typeof eventPerformers;

/**
 * Statements parsed and planned once (drizzle's `.prepare(name)`; the server keeps each per connection):
 * the values travel as placeholders, so building the SQL costs nothing after the first call.
 */
const $ = (name: string) => sql.placeholder(name);
/** `column = ANY($name)`: a list of ids as one array parameter, so the statement is the same whatever the count. */
const anyOf = (column: PgColumn, name: string) => sql`${column} = ANY(${$(name)}::uuid[])`;

/** An event is over once its end (or, without one, its start) has passed. */
const endsAt = sql`coalesce(${events.endAt}, ${events.startAt})`;

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return !!c && (!c.constraint || c.constraint === constraint);
}

/**
 * 'Starting at', as the detail says it (ticketingOf): the lowest price of the types on sale at `now`, else
 * of all types (none on sale yet); null without types. Worked out at read time, since sales windows open
 * and close without a write (the public cache's TTL bounds how late a list sees it).
 */
const lowestPricePaise = sql<number | null>`(SELECT coalesce(
    min(${ticketTypes.pricePaise}) FILTER (WHERE (${ticketTypes.salesStart} IS NULL OR ${ticketTypes.salesStart} <= ${$('now')})
      AND (${ticketTypes.salesEnd} IS NULL OR ${ticketTypes.salesEnd} > ${$('now')})),
    min(${ticketTypes.pricePaise}))
  FROM ${ticketTypes} WHERE ${ticketTypes.eventId} = ${events.id} AND NOT ${ticketTypes.hidden})`;

/**
 * The public card query: one statement, venue by join, first category and lowest price by correlated
 * subqueries; sold out means the event sells types and no inventory row has a unit left in a showtime with room.
 */
function selectCards(db: Database, where: SQL, order: SQL[]) {
  return db.select({
    id: events.id, slug: events.slug, code: events.code, title: events.title, startAt: events.startAt,
    venueName: sql<string | null>`coalesce(${venues.name}, ${events.location}->>'name')`,
    city: sql<string | null>`coalesce(${venues.city}, ${events.city})`,
    pricePaise: lowestPricePaise, isFree: events.isFree,
    soldOut: sql<boolean>`(EXISTS (SELECT 1 FROM ${ticketTypes} t WHERE t.event_id = ${events.id} AND NOT t.hidden) AND NOT EXISTS (
      SELECT 1 FROM ${ticketInventory} i JOIN ${eventSessions} s ON s.id = i.session_id JOIN ${ticketTypes} t ON t.id = i.ticket_type_id AND NOT t.hidden
      WHERE i.event_id = ${events.id} AND i.available > 0 AND (s.capacity IS NULL OR s.capacity > s.seats_held)))`,
    category: sql<string | null>`(SELECT ${categories.name} FROM ${eventCategories} JOIN ${categories} ON ${categories.id} = ${eventCategories.categoryId}
      WHERE ${eventCategories.eventId} = ${events.id} AND ${categories.status} = 'approved' ORDER BY ${categories.name} LIMIT 1)`,
    bannerImage: events.bannerImage, videoUrl: events.videoUrl,
  }).from(events).leftJoin(venues, eq(venues.id, events.venueId))
    .where(where).orderBy(...order).limit($('limit')).offset($('offset'));
}

/** Each public sort's leading keys; ties go by start time, then id, so pages never overlap. */
const PUBLIC_ORDERS: Record<PublicEventSort, SQL[]> = {
  upcoming: [],
  date: [],
  recent: [desc(events.createdAt)],
  price: [sql`${lowestPricePaise} ASC NULLS LAST`],
  // seats taken (held or sold) over every showtime
  popularity: [sql`(SELECT coalesce(sum(s.seats_held), 0) FROM ${eventSessions} s WHERE s.event_id = ${events.id}) DESC`],
};

/** The card list with a placeholder for each filter `f` gives (only which are given matters here). */
function cardListStatement(db: Database, f: PublicEventFilter, name: string) {
  const conditions: (SQL | undefined)[] = [isPublicEvent, gte(endsAt, $('now'))];
  f.ranges.forEach((r, i) => {
    if (r.to) conditions.push(lt(events.startAt, $(`to${i}`)));
    if (r.from) conditions.push(gte(endsAt, $(`from${i}`)));
  });
  if (f.categoryIds?.length) {
    conditions.push(exists(db.select({ one: sql`1` }).from(eventCategories)
      .where(and(eq(eventCategories.eventId, events.id), anyOf(eventCategories.categoryId, 'categoryIds')))));
  }
  // events without a price stay in the list whatever the price bounds
  if (f.minPaise !== undefined) conditions.push(sql`coalesce(${lowestPricePaise} >= ${$('minPaise')}, true)`);
  if (f.maxPaise !== undefined) conditions.push(sql`coalesce(${lowestPricePaise} <= ${$('maxPaise')}, true)`);
  if (f.city) conditions.push(sql`lower(coalesce(${venues.city}, ${events.city})) = lower(${$('city')})`);
  if (f.venueId) conditions.push(eq(events.venueId, $('venueId')));
  if (f.performerId) {
    conditions.push(exists(db.select({ one: sql`1` }).from(eventPerformers)
      .where(and(eq(eventPerformers.eventId, events.id), eq(eventPerformers.performerId, $('performerId'))))));
  }
  if (f.languageId) {
    conditions.push(exists(db.select({ one: sql`1` }).from(eventLanguages)
      .where(and(eq(eventLanguages.eventId, events.id), eq(eventLanguages.languageId, $('languageId'))))));
  }
  if (f.q) {
    conditions.push(or(
      ilike(events.title, $('q')), ilike(venues.name, $('q')), ilike(sql`coalesce(${venues.city}, ${events.city})`, $('q')),
      exists(db.select({ one: sql`1` }).from(eventPerformers).innerJoin(performers, eq(performers.id, eventPerformers.performerId))
        .where(and(eq(eventPerformers.eventId, events.id), ilike(performers.name, $('q'))))),
    ));
  }
  return selectCards(db, and(...conditions)!, [...PUBLIC_ORDERS[f.sort], asc(events.startAt), asc(events.id)]).prepare(name);
}

/** The public detail's statements (its event, related cards and relations; the relations serve every list too). */
function prepareEventStatements(db: Database) {
  const sharesCategory = sql`EXISTS (
    SELECT 1 FROM ${eventCategories} mine JOIN ${eventCategories} theirs ON theirs.category_id = mine.category_id
    WHERE mine.event_id = ${$('eventId')} AND theirs.event_id = ${events.id})`;
  const sameCategoryField = sql`coalesce(${events.category} = ${$('category')}, false)`;
  return {
    publicByCode: db.select().from(events).where(and(eq(events.code, $('code')), isPublicEvent)).prepare('event_public_by_code'),
    related: selectCards(db, and(isPublicEvent, ne(events.id, $('eventId')), gte(endsAt, $('now')))!,
      [desc(sharesCategory), desc(sameCategoryField), asc(events.startAt), asc(events.id)]).prepare('event_related_cards'),
    venues: db.select({ id: venues.id, name: venues.name, city: venues.city, address: venues.address }).from(venues)
      .where(anyOf(venues.id, 'ids')).prepare('event_venues'),
    vendors: db.select({ id: vendors.id, companyName: vendors.companyName, contactName: vendors.contactName }).from(vendors)
      .where(anyOf(vendors.id, 'ids')).prepare('event_vendors'),
    categories: db.select({ eventId: eventCategories.eventId, id: categories.id, name: categories.name, status: categories.status }).from(eventCategories)
      .innerJoin(categories, eq(categories.id, eventCategories.categoryId)).where(anyOf(eventCategories.eventId, 'ids')).orderBy(asc(categories.name))
      .prepare('event_categories_of'),
    tags: db.select({ eventId: eventTags.eventId, id: tags.id, name: tags.name, status: tags.status }).from(eventTags)
      .innerJoin(tags, eq(tags.id, eventTags.tagId)).where(anyOf(eventTags.eventId, 'ids')).orderBy(asc(tags.name)).prepare('event_tags_of'),
    languages: db.select({ eventId: eventLanguages.eventId, id: languages.id, name: languages.name, status: languages.status }).from(eventLanguages)
      .innerJoin(languages, eq(languages.id, eventLanguages.languageId)).where(anyOf(eventLanguages.eventId, 'ids')).orderBy(asc(languages.name))
      .prepare('event_languages_of'),
    performers: db.select({ eventId: eventPerformers.eventId, id: performers.id, name: performers.name, slug: performers.slug, role: performers.role, image: performers.profileImage, status: performers.status })
      .from(eventPerformers).innerJoin(performers, eq(performers.id, eventPerformers.performerId))
      .where(anyOf(eventPerformers.eventId, 'ids')).orderBy(asc(eventPerformers.position)).prepare('event_performers_of'),
    sessions: db.select().from(eventSessions).where(anyOf(eventSessions.eventId, 'ids')).orderBy(asc(eventSessions.startsAt)).prepare('event_sessions_of'),
    types: db.select().from(ticketTypes).where(anyOf(ticketTypes.eventId, 'ids')).orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt))
      .prepare('event_ticket_types_of'),
    inventory: db.select({
      inv: ticketInventory,
      sold: sql<number>`(SELECT coalesce(sum(bl.quantity), 0)::int FROM ${bookingLines} bl JOIN ${bookings} b ON b.id = bl.booking_id
        WHERE bl.session_id = ticket_inventory.session_id AND bl.ticket_type_id = ticket_inventory.ticket_type_id AND b.status = 'confirmed')`,
    }).from(ticketInventory).where(anyOf(ticketInventory.eventId, 'ids')).prepare('event_inventory_of'),
  };
}

/** Events, their links and sessions, and the venues made from the event form. The only place with SQL for them. */
@Injectable()
export class EventsRepository {
  private readonly prepared: ReturnType<typeof prepareEventStatements>;
  /** The card lists prepared so far, by the filters they take. */
  private readonly cardLists = new Map<string, ReturnType<typeof cardListStatement>>();

  constructor(@Inject(DB) private readonly db: Database) {
    this.prepared = prepareEventStatements(db);
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async findById(id: string, ownerVendorId?: string): Promise<EventRow | undefined> {
    const [row] = await this.db.select().from(events)
      .where(and(eq(events.id, id), ownerVendorId ? eq(events.ownerVendorId, ownerVendorId) : undefined));
    return row;
  }

  /** A public event by its code (the slug is decoration in the URL). */
  async findPublicByCode(code: string): Promise<EventRow | undefined> {
    const [row] = await this.prepared.publicByCode.execute({ code: code.toUpperCase() });
    return row;
  }

  async list(f: EventListFilter): Promise<{ rows: EventRow[]; total: number }> {
    const where = and(
      f.ownerVendorId ? eq(events.ownerVendorId, f.ownerVendorId) : undefined,
      f.status ? eq(events.status, f.status) : undefined,
      f.revision ? sql`${events.pendingRevision} IS NOT NULL` : undefined,
      f.q ? or(ilike(events.title, containing(f.q)), ilike(venues.name, containing(f.q))) : undefined,
    );
    const direction = f.order === 'asc' ? asc : desc;
    const rows = await this.db.select({ event: events }).from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(where)
      .orderBy(direction(EVENT_SORTS[f.sort]), direction(events.id))
      .limit(f.limit).offset(f.offset);
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(where);
    return { rows: rows.map((r) => r.event), total };
  }

  /**
   * Public events matching the filters, as cards; past events (ended before now) are left out. One
   * prepared statement per combination of filters given (the values are its parameters).
   */
  async listPublic(f: PublicEventFilter): Promise<EventCardRow[]> {
    const shape = [
      f.sort, f.ranges.map((r) => `${r.from ? 'f' : ''}${r.to ? 't' : ''}`).join('.'), f.categoryIds?.length ? 'c' : '', f.minPaise !== undefined ? 'min' : '',
      f.maxPaise !== undefined ? 'max' : '', f.city ? 'city' : '', f.venueId ? 'v' : '', f.performerId ? 'p' : '', f.languageId ? 'l' : '', f.q ? 'q' : '',
    ].join(':');
    let statement = this.cardLists.get(shape);
    if (!statement) {
      statement = cardListStatement(this.db, f, `event_cards:${shape}`);
      this.cardLists.set(shape, statement);
    }
    const values: Record<string, unknown> = {
      now: f.now, limit: f.limit, offset: f.offset, categoryIds: f.categoryIds, minPaise: f.minPaise, maxPaise: f.maxPaise,
      city: f.city, venueId: f.venueId, performerId: f.performerId, languageId: f.languageId, q: f.q && containing(f.q),
    };
    f.ranges.forEach((r, i) => { values[`from${i}`] = r.from; values[`to${i}`] = r.to; });
    return statement.execute(values);
  }

  /**
   * Other public upcoming events: first those sharing one of the event's categories, then those of the
   * same category field (music, sports...), then the rest, each group by start time.
   */
  async related(event: EventRow, now: Date, limit: number): Promise<EventCardRow[]> {
    return this.prepared.related.execute({ eventId: event.id, category: event.category ?? null, now, limit, offset: 0 });
  }

  /**
   * Venue, owner, links and sessions of each event, in a handful of queries whatever the number of events.
   * `approvedOnly` (public answers) leaves out categories, tags, languages and performers not approved.
   */
  async relationsOf(rows: EventRow[], approvedOnly = false): Promise<Map<string, EventRelations>> {
    const ids = rows.map((r) => r.id);
    const out = new Map<string, EventRelations>();
    if (!ids.length) return out;
    const venueIds = [...new Set(rows.map((r) => r.venueId).filter((v): v is string => !!v))];
    const vendorIds = [...new Set(rows.map((r) => r.ownerVendorId).filter((v): v is string => !!v))];
    const q = this.prepared;
    const [venueRows, vendorRows, cats, tagRows, langRows, perfRows, sessionRows, typeRows, inventoryRows] = await Promise.all([
      venueIds.length ? q.venues.execute({ ids: venueIds }) : [],
      vendorIds.length ? q.vendors.execute({ ids: vendorIds }) : [],
      q.categories.execute({ ids }), q.tags.execute({ ids }), q.languages.execute({ ids }), q.performers.execute({ ids }),
      q.sessions.execute({ ids }), q.types.execute({ ids }), q.inventory.execute({ ids }),
    ]);
    const venueById = new Map(venueRows.map((v) => [v.id, v]));
    const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
    for (const r of rows) {
      out.set(r.id, {
        venue: (r.venueId && venueById.get(r.venueId)) || null,
        vendor: (r.ownerVendorId && vendorById.get(r.ownerVendorId)) || null,
        categories: [], tags: [], languages: [], performers: [], sessions: [], types: [], inventory: [],
      });
    }
    const named = ({ id, name }: { id: string; name: string }) => ({ _id: id, id, name });
    const shown = ({ status }: { status: string }) => !approvedOnly || status === 'approved';
    for (const c of cats.filter(shown)) out.get(c.eventId)!.categories.push(named(c));
    for (const t of tagRows.filter(shown)) out.get(t.eventId)!.tags.push(named(t));
    for (const l of langRows.filter(shown)) out.get(l.eventId)!.languages.push(named(l));
    for (const p of perfRows.filter(shown)) out.get(p.eventId)!.performers.push({ _id: p.id, id: p.id, name: p.name, slug: p.slug, role: p.role, image: p.image });
    for (const s of sessionRows) out.get(s.eventId)!.sessions.push(s);
    for (const t of typeRows) out.get(t.eventId)!.types.push(t);
    for (const { inv, sold } of inventoryRows) out.get(inv.eventId)!.inventory.push({ ...inv, sold: Number(sold) });
    return out;
  }

  /** The ids among `ids` that name no row of the reference table. */
  async missingIds(kind: ReferenceKind, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const table = REFERENCE_TABLES[kind];
    const found = await this.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  async findVenue(id: string): Promise<VenueRow | undefined> {
    const [row] = await this.db.select().from(venues).where(eq(venues.id, id));
    return row;
  }

  /** Inserts the event with a fresh public code, drawing another one if the code is already taken. */
  async insertEvent(tx: Tx, values: EventValues): Promise<EventRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        // a savepoint, so a code collision does not abort the surrounding transaction
        return await tx.transaction(async (sp) => (await sp.insert(events).values({ ...values, code: newEventCode() }).returning())[0]);
      } catch (err) {
        if (attempt >= 5 || !isUniqueViolation(err, 'events_code_uq')) throw err;
      }
    }
  }

  async updateEvent(tx: Tx, id: string, values: Partial<EventValues>): Promise<EventRow | undefined> {
    const [row] = await tx.update(events).set({ ...values, updatedAt: new Date() }).where(eq(events.id, id)).returning();
    return row;
  }

  /**
   * A moderation decision with its reason. A rejection of a published event is refused (no row) while it has
   * pending or confirmed bookings, decided by the statement itself so a booking made meanwhile counts.
   */
  async setStatus(tx: Tx, id: string, status: EventStatus, reason: string | null, isPublished?: boolean): Promise<EventRow | undefined> {
    const guard = status === 'rejected'
      ? sql`NOT (${events.status} = 'approved' AND ${events.isPublished} AND EXISTS (
          SELECT 1 FROM ${bookings} b WHERE b.event_id = ${events.id} AND b.status IN ('pending', 'confirmed')))`
      : undefined;
    const [row] = await tx.update(events)
      .set({ status, moderationReason: reason, ...(isPublished === undefined ? {} : { isPublished }), updatedAt: new Date() })
      .where(and(eq(events.id, id), ne(events.status, 'cancelled'), guard)).returning();
    return row;
  }

  /**
   * Cancels the event and all its showtimes, or one showtime of an event not already cancelled (and the event when
   * no other showtime is left), inside `tx`; false when there was nothing left to cancel. Setting cancelled_at takes the showtime rows' locks: a hold racing with it
   * either committed first (and its booking is then cancelled with the rest) or waits and is refused (see hold).
   */
  async cancel(tx: Tx, eventId: string, sessionId: string | null, reason: string): Promise<boolean> {
    // the inventory rows first, as a hold takes them (then its showtime): taking the showtimes first deadlocked
    // with a hold that had its row and waited for the showtime, while the cancel waited for that row
    await tx.execute(sql`SELECT 1 FROM ${ticketInventory} i WHERE i.event_id = ${eventId}::uuid
      ${sessionId ? sql`AND i.session_id = ${sessionId}::uuid` : sql``} ORDER BY i.session_id, i.ticket_type_id FOR UPDATE`);
    if (sessionId) {
      const rows = await tx.update(eventSessions).set({ cancelledAt: sql`now()`, cancelReason: reason, updatedAt: new Date() })
        .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, eventId), sql`${eventSessions.cancelledAt} IS NULL`,
          exists(tx.select({ one: sql`1` }).from(events).where(and(eq(events.id, eventId), ne(events.status, 'cancelled'))))))
        .returning({ id: eventSessions.id });
      if (rows.length !== 1) return false;
      // the last showtime left standing takes its event with it: nothing of it is on sale any more
      await tx.execute(sql`
        UPDATE ${events} SET status = 'cancelled', cancel_reason = ${reason}, updated_at = now()
        WHERE id = ${eventId}::uuid AND status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM ${eventSessions} s WHERE s.event_id = ${eventId}::uuid AND s.cancelled_at IS NULL)`);
      return true;
    }
    const [row] = await rowsOf<{ id: string }>(tx, sql`
      WITH ev AS (
        UPDATE ${events} SET status = 'cancelled', cancel_reason = ${reason}, updated_at = now()
        WHERE id = ${eventId}::uuid AND status <> 'cancelled' RETURNING id
      ),
      shows AS (
        UPDATE ${eventSessions} SET cancelled_at = now(), cancel_reason = ${reason}, updated_at = now()
        WHERE event_id IN (SELECT id FROM ev) AND cancelled_at IS NULL RETURNING 1
      )
      SELECT id FROM ev`);
    return !!row;
  }

  async setRevision(id: string, revision: EventRevision | null): Promise<EventRow | undefined> {
    const [row] = await this.db.update(events).set({ pendingRevision: revision, updatedAt: new Date() }).where(eq(events.id, id)).returning();
    return row;
  }

  /** An event by code that is not public but has bookings: its buyers still see its page. */
  async findBookedByCode(code: string): Promise<EventRow | undefined> {
    const [row] = await this.db.select().from(events)
      .where(and(eq(events.code, code.toUpperCase()), exists(this.db.select({ one: sql`1` }).from(bookings).where(eq(bookings.eventId, events.id)))));
    return row;
  }

  async sellerSuspended(event: EventRow): Promise<boolean> {
    if (!event.ownerVendorId) return false;
    const [row] = await this.db.select({ status: vendors.status }).from(vendors).where(eq(vendors.id, event.ownerVendorId));
    return row?.status === 'suspended';
  }

  /**
   * Records a message of the event in today's next slot (Asia/Kolkata day), inside `tx`; null when the day's 3 are
   * taken. Two senders racing for a slot collide on the unique key: the loser counts again.
   */
  async takeMessageSlot(tx: Tx, values: { eventId: string; sessionId: string | null; subject: string; body: string; recipients: number }): Promise<number | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await tx.transaction(async (sp) => {
          const [row] = await rowsOf<{ slot: number }>(sp, sql`
            INSERT INTO ${eventMessages} (event_id, session_id, day, slot, subject, body, recipients)
            SELECT ${values.eventId}::uuid, ${values.sessionId}::uuid, d.day, 1 + (SELECT count(*)::int FROM ${eventMessages} m WHERE m.event_id = ${values.eventId}::uuid AND m.day = d.day),
              ${values.subject}, ${values.body}, ${values.recipients}::int
            FROM (SELECT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day) d
            RETURNING slot`);
          return Number(row.slot);
        });
      } catch (err) {
        const { code } = pgError(err);
        if (code === '23514') return null;
        if (code === '23505' && attempt < 5) continue;
        throw err;
      }
    }
  }

  /** Where the owning vendor is reached (null for an administrator's event or a vendor since removed). */
  async ownerContact(event: EventRow): Promise<{ email: string; companyName: string; contactName: string; locale: 'en' | 'hi' } | null> {
    if (!event.ownerVendorId) return null;
    const [row] = await this.db.select({ email: vendors.email, companyName: vendors.companyName, contactName: vendors.contactName, locale: vendors.locale })
      .from(vendors).where(eq(vendors.id, event.ownerVendorId));
    return row ?? null;
  }

  /** Replaces the links given (an absent list keeps its links). Performers keep the order given. */
  async replaceLinks(tx: Tx, eventId: string, links: EventLinks): Promise<void> {
    if (links.categories) await this.relink(tx, eventCategories, eventId, links.categories.map((categoryId) => ({ eventId, categoryId })));
    if (links.tags) await this.relink(tx, eventTags, eventId, links.tags.map((tagId) => ({ eventId, tagId })));
    if (links.languages) await this.relink(tx, eventLanguages, eventId, links.languages.map((languageId) => ({ eventId, languageId })));
    if (links.performers) {
      await this.relink(tx, eventPerformers, eventId, links.performers.map((performerId, position) => ({ eventId, performerId, position })));
    }
  }

  private async relink(tx: Tx, table: LinkTable, eventId: string, rows: object[]): Promise<void> {
    await tx.delete(table).where(eq(table.eventId, eventId));
    if (rows.length) await tx.insert(table).values(rows as never);
  }

  /**
   * Makes the event's showtimes and ticket types what the form says (undefined keeps them), keeping ids,
   * and gives every (showtime, type) its inventory row. Without showtimes the event has one implicit
   * session at its start. Removing what has bookings, or going below what is sold or held, throws
   * TicketingConflict (the CHECK constraints decide the latter, so a hold running meanwhile is counted).
   */
  async syncTicketing(tx: Tx, eventId: string, startAt: Date, sessions: SessionValues[] | undefined, types: TicketTypeSpec[] | undefined): Promise<void> {
    const current = await tx.select().from(eventSessions).where(eq(eventSessions.eventId, eventId));
    if (sessions) {
      const ids = new Set(current.map((s) => s.id));
      const kept = sessions.filter((s) => s.id && ids.has(s.id));
      const keptIds = new Set(kept.map((s) => s.id));
      // without showtimes, the implicit session stays (or is made)
      const implicit = current.find((s) => s.implicit);
      const gone = current.filter((s) => !keptIds.has(s.id) && !(s.implicit && !sessions.length));
      await this.removeUnbooked(tx, gone.map((s) => s.id), 'session', (id) => {
        const s = gone.find((g) => g.id === id)!;
        return s.label || s.startsAt.toISOString();
      });
      for (const s of kept) {
        await this.guarded(tx, () => tx.update(eventSessions).set({ startsAt: s.startsAt, label: s.label, capacity: s.capacity, updatedAt: new Date() })
          .where(eq(eventSessions.id, s.id!)), () => new TicketingConflict('capacityBelowHeld', s.label || s.startsAt.toISOString(), s.id!, current.find((c) => c.id === s.id)!.seatsHeld));
      }
      const added = sessions.filter((s) => !keptIds.has(s.id));
      if (added.length) await tx.insert(eventSessions).values(added.map((s) => ({ eventId, startsAt: s.startsAt, label: s.label, capacity: s.capacity })));
      if (!sessions.length && !implicit) await tx.insert(eventSessions).values({ eventId, startsAt: startAt, implicit: true });
    } else if (!current.length) {
      await tx.insert(eventSessions).values({ eventId, startsAt: startAt, implicit: true });
    }
    await tx.update(eventSessions).set({ startsAt: startAt }).where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.implicit, true)));

    if (types) {
      const existing = await tx.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
      const keptIds = new Set(types.filter((t) => t.id && existing.some((e) => e.id === t.id)).map((t) => t.id));
      const gone = existing.filter((e) => !keptIds.has(e.id));
      await this.removeUnbooked(tx, gone.map((e) => e.id), 'type', (id) => gone.find((g) => g.id === id)!.name);
      for (const t of types) {
        const { id, ...values } = t;
        if (id && keptIds.has(id)) {
          await tx.update(ticketTypes).set({ ...values, updatedAt: new Date() }).where(eq(ticketTypes.id, id));
          await this.guarded(
            tx,
            () => tx.update(ticketInventory).set({ quantity: t.quantity, available: sql`${t.quantity}::int - ${ticketInventory.held}` }).where(eq(ticketInventory.ticketTypeId, id)),
            async () => {
              const [{ held }] = await tx.select({ held: sql<number>`coalesce(max(${ticketInventory.held}), 0)::int` }).from(ticketInventory).where(eq(ticketInventory.ticketTypeId, id));
              return new TicketingConflict('quantityBelowHeld', t.name, id, held);
            },
          );
        } else {
          await tx.insert(ticketTypes).values({ ...values, eventId });
        }
      }
    }
    // every (session, type) pair has its row; new pairs start with the type's quantity
    await tx.execute(sql`
      INSERT INTO ${ticketInventory} (session_id, ticket_type_id, event_id, quantity, held, available)
      SELECT s.id, t.id, ${eventId}::uuid, t.quantity, 0, t.quantity
      FROM ${eventSessions} s JOIN ${ticketTypes} t ON t.event_id = s.event_id
      WHERE s.event_id = ${eventId}::uuid
      ON CONFLICT (session_id, ticket_type_id) DO NOTHING`);
  }

  /**
   * Makes the event's seated showtimes what `seating` says (null: general admission), inside the save's transaction,
   * after syncTicketing. The event's inventory rows are locked first, so a hold either committed before (and its seats
   * are counted here) or waits for this. A sold or held seat must stay in the plan, unblocked, in a category of the
   * same type, else SeatConflict naming it. Then every other seat row is written again from the plan for every
   * showtime (new showtimes included), and each mapped type's quantity becomes its seats for sale, on its type and
   * inventory rows alike, so the counts and the seats agree.
   */
  async syncSeats(tx: Tx, eventId: string, seating: SeatingChoice | null, wasSeated: boolean): Promise<void> {
    if (!seating && !wasSeated) return;
    await tx.execute(sql`SELECT 1 FROM ${ticketInventory} i WHERE i.event_id = ${eventId}::uuid ORDER BY i.session_id, i.ticket_type_id FOR UPDATE`);
    const types = await tx.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
    const typeOf = new Map(seating?.mapping.map((m) => [m.category, types[m.typeIndex].id]));
    const wanted = new Map(seating?.seats.filter((s) => !s.blocked).map((s) => [s.guid, typeOf.get(s.category)]));
    const taken = await tx.select({ guid: seatInventory.seatGuid, typeId: seatInventory.ticketTypeId, row: seatInventory.row, seat: seatInventory.seat })
      .from(seatInventory).where(and(eq(seatInventory.eventId, eventId), inArray(seatInventory.status, ['held', 'sold']))).orderBy(asc(seatInventory.position));
    const lost = taken.find((t) => wanted.get(t.guid) !== t.typeId);
    if (lost) throw new SeatConflict(`${lost.row}-${lost.seat}`);
    await tx.delete(seatInventory).where(and(eq(seatInventory.eventId, eventId), inArray(seatInventory.status, ['available', 'blocked'])));
    await tx.update(events).set({
      seatingPlanId: seating?.planId ?? null,
      seatCategories: seating?.mapping.map((m) => ({ category: m.category, ticketTypeId: types[m.typeIndex].id })) ?? [],
    }).where(eq(events.id, eventId));
    if (!seating) return;
    const seats = seating.seats.map((s) => ({ ...s, type: typeOf.get(s.category) }));
    await tx.execute(sql`
      INSERT INTO ${seatInventory} (session_id, seat_guid, event_id, ticket_type_id, category, zone, row, seat, x, y, position, status)
      SELECT s.id, p.guid, ${eventId}::uuid, p.type, p.category, p.zone, p.row, p.seat, p.x, p.y, p.position, CASE WHEN p.blocked THEN 'blocked' ELSE 'available' END
      FROM ${eventSessions} s CROSS JOIN jsonb_to_recordset(${JSON.stringify(seats)}::jsonb)
        AS p(guid text, type uuid, category text, zone text, row text, seat text, x float8, y float8, position int, blocked boolean)
      WHERE s.event_id = ${eventId}::uuid
      ON CONFLICT (session_id, seat_guid) DO NOTHING`);
    // the seats kept (sold or held) take their place in the new plan
    await tx.execute(sql`
      UPDATE ${seatInventory} si SET category = p.category, zone = p.zone, row = p.row, seat = p.seat, x = p.x, y = p.y, position = p.position
      FROM jsonb_to_recordset(${JSON.stringify(seats.filter((s) => taken.some((t) => t.guid === s.guid)))}::jsonb)
        AS p(guid text, category text, zone text, row text, seat text, x float8, y float8, position int)
      WHERE si.event_id = ${eventId}::uuid AND si.seat_guid = p.guid`);
    await tx.execute(sql`
      WITH counts AS (
        SELECT m.id::uuid AS id, (SELECT count(*)::int FROM jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) AS p(type uuid, blocked boolean)
          WHERE p.type = m.id::uuid AND NOT p.blocked) AS n
        FROM jsonb_array_elements_text(${JSON.stringify([...new Set(typeOf.values())])}::jsonb) AS m(id)
      ),
      types AS (UPDATE ${ticketTypes} t SET quantity = c.n FROM counts c WHERE t.id = c.id RETURNING 1)
      UPDATE ${ticketInventory} i SET quantity = c.n, available = c.n - i.held FROM counts c WHERE i.ticket_type_id = c.id`);
  }

  /** The events selling a plan's seats, each with its mapping and its types in order (locked with the save's rows by syncSeats). */
  async eventsOfPlan(tx: Tx, planId: string): Promise<{ id: string; seatCategories: SeatCategoryMapping[]; types: { id: string; name: string; seatsPerUnit: number }[] }[]> {
    const rows = await tx.select({ id: events.id, seatCategories: events.seatCategories }).from(events).where(eq(events.seatingPlanId, planId));
    return Promise.all(rows.map(async (r) => ({
      ...r,
      types: await tx.select({ id: ticketTypes.id, name: ticketTypes.name, seatsPerUnit: ticketTypes.seatsPerUnit }).from(ticketTypes)
        .where(eq(ticketTypes.eventId, r.id)).orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt)),
    })));
  }

  /** Runs a statement whose CHECK violation means 'below what is sold or held'. A savepoint keeps the transaction usable for the answer. */
  private async guarded(tx: Tx, run: () => Promise<unknown>, conflict: () => TicketingConflict | Promise<TicketingConflict>): Promise<void> {
    try {
      await tx.transaction(async () => {
        await run();
      });
    } catch (err) {
      if (pgError(err).code === '23514') throw await conflict();
      throw err;
    }
  }

  /** Deletes sessions or types that no booking names; the first one with bookings is a TicketingConflict. */
  private async removeUnbooked(tx: Tx, ids: string[], kind: 'session' | 'type', nameOf: (id: string) => string): Promise<void> {
    if (!ids.length) return;
    const column = kind === 'session' ? bookingLines.sessionId : bookingLines.ticketTypeId;
    const [booked] = await tx.select({ id: column }).from(bookingLines).where(inArray(column, ids)).limit(1);
    if (booked) throw new TicketingConflict(kind === 'session' ? 'sessionHasBookings' : 'typeHasBookings', nameOf(booked.id), booked.id!);
    if (kind === 'session') await tx.delete(eventSessions).where(inArray(eventSessions.id, ids));
    else await tx.delete(ticketTypes).where(inArray(ticketTypes.id, ids));
  }

  /** The lowest price of the event's types ('Starting at'), for the list filters; null without types. */
  async refreshPrice(tx: Tx, eventId: string): Promise<EventRow> {
    const [row] = await tx.update(events)
      .set({ pricePaise: sql`(SELECT min(${ticketTypes.pricePaise}) FROM ${ticketTypes} WHERE ${ticketTypes.eventId} = ${eventId}::uuid)` })
      .where(eq(events.id, eventId)).returning();
    return row;
  }

  async countBookings(eventId: string): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.eventId, eventId));
    return n;
  }

  async deleteEvent(id: string): Promise<void> {
    await this.db.delete(events).where(eq(events.id, id));
  }

  /** Whether another event, a venue or a performer still shows this image. */
  async imageInUse(url: string, exceptEventId: string): Promise<boolean> {
    const asArray = JSON.stringify([url]);
    const asObjects = JSON.stringify([{ url }]);
    // both drivers answer raw queries as {rows}
    const { rows } = (await this.db.execute(sql`SELECT (
      EXISTS (SELECT 1 FROM ${events} WHERE ${events.id} <> ${exceptEventId}
              AND (${events.bannerImage} = ${url} OR ${events.gallery} @> ${asArray}::jsonb))
      OR EXISTS (SELECT 1 FROM ${venues} WHERE ${venues.photo} = ${url})
      OR EXISTS (SELECT 1 FROM ${venueImages} WHERE ${venueImages.src} = ${url})
      OR EXISTS (SELECT 1 FROM ${performers} WHERE ${performers.profileImage} = ${url} OR ${performers.gallery} @> ${asObjects}::jsonb)
    ) AS used`)) as unknown as { rows: { used: boolean }[] };
    return !!rows[0]?.used;
  }
}
