import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, exists, gte, ilike, inArray, isNull, lt, lte, ne, notInArray, or, SQL, sql } from 'drizzle-orm';
import type { EventNamedRef, EventPerformerRef, EventSession, EventStatus } from '@marketplace/shared-dto';
import { DB, Database, Tx } from '../../db/database';
import {
  bookings, categories, isPublicEvent, eventCategories, eventLanguages, eventPerformers, events, eventSessions, eventTags, languages,
  performers, tags, vendors, venueImages, venues,
} from '../../db/schema';
import { newEventCode } from '../../common/identifiers';

export type EventRow = typeof events.$inferSelect;
/** Everything the service decides about an event row; the code is the repository's business. */
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;
export type VenueRow = typeof venues.$inferSelect;
export type NewVenueValues = Omit<typeof venues.$inferInsert, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;

export interface EventRelations {
  venue: Pick<VenueRow, 'id' | 'name' | 'city' | 'address'> | null;
  vendor: { companyName: string; contactName: string } | null;
  categories: EventNamedRef[];
  tags: EventNamedRef[];
  languages: EventNamedRef[];
  performers: EventPerformerRef[];
  sessions: EventSession[];
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
  ticketsAvailable: number;
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
}

export const EVENT_SORTS = {
  title: events.title, startDate: events.startAt, startAt: events.startAt, createdAt: events.createdAt, updatedAt: events.updatedAt,
  status: events.status, city: events.city, price: events.pricePaise, tickets: events.ticketsAvailable,
} as const;

export interface EventListFilter {
  ownerVendorId?: string;
  status?: EventStatus;
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
  q?: string;
  sort: 'upcoming' | 'recent';
  limit: number;
  offset: number;
}

const REFERENCE_TABLES = { categories, tags, languages, performers } as const;
type LinkTable = typeof eventCategories | typeof eventTags | typeof eventLanguages | typeof eventPerformers;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An event is over once its end (or, without one, its start) has passed. */
const endsAt = sql`coalesce(${events.endAt}, ${events.startAt})`;

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return !!c && (!c.constraint || c.constraint === constraint);
}

/** Events, their links and sessions, and the venues made from the event form. The only place with SQL for them. */
@Injectable()
export class EventsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

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
    const [row] = await this.db.select().from(events).where(and(eq(events.code, code.toUpperCase()), isPublicEvent));
    return row;
  }

  async list(f: EventListFilter): Promise<{ rows: EventRow[]; total: number }> {
    const where = and(
      f.ownerVendorId ? eq(events.ownerVendorId, f.ownerVendorId) : undefined,
      f.status ? eq(events.status, f.status) : undefined,
      f.q ? or(ilike(events.title, contains(f.q)), ilike(venues.name, contains(f.q))) : undefined,
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

  /** Public events matching the filters, as cards; past events (ended before now) are left out. */
  async listPublic(f: PublicEventFilter): Promise<EventCardRow[]> {
    const conditions: (SQL | undefined)[] = [isPublicEvent, gte(endsAt, f.now)];
    for (const r of f.ranges) {
      if (r.to) conditions.push(lt(events.startAt, r.to));
      if (r.from) conditions.push(gte(endsAt, r.from));
    }
    if (f.categoryIds?.length) {
      conditions.push(exists(this.db.select({ one: sql`1` }).from(eventCategories)
        .where(and(eq(eventCategories.eventId, events.id), inArray(eventCategories.categoryId, f.categoryIds)))));
    }
    // events without a price stay in the list whatever the price bounds
    if (f.minPaise !== undefined) conditions.push(or(isNull(events.pricePaise), gte(events.pricePaise, f.minPaise)));
    if (f.maxPaise !== undefined) conditions.push(or(isNull(events.pricePaise), lte(events.pricePaise, f.maxPaise)));
    if (f.city) conditions.push(sql`lower(${events.city}) = lower(${f.city})`);
    if (f.venueId) conditions.push(eq(events.venueId, f.venueId));
    if (f.performerId) {
      conditions.push(exists(this.db.select({ one: sql`1` }).from(eventPerformers)
        .where(and(eq(eventPerformers.eventId, events.id), eq(eventPerformers.performerId, f.performerId)))));
    }
    if (f.q) conditions.push(ilike(events.title, contains(f.q)));
    const order = f.sort === 'recent' ? [desc(events.createdAt), desc(events.id)] : [asc(events.startAt), asc(events.id)];
    return this.selectCards(and(...conditions)!, order, f.limit, f.offset);
  }

  /**
   * The public card query: one statement, venue by join and first category by a correlated subquery.
   * Lowest price and sold out come from the event row (per ticket type once events have several).
   */
  private selectCards(where: SQL, order: SQL[], limit: number, offset = 0): Promise<EventCardRow[]> {
    return this.db.select({
      id: events.id, slug: events.slug, code: events.code, title: events.title, startAt: events.startAt,
      venueName: sql<string | null>`coalesce(${venues.name}, ${events.location}->>'name')`,
      city: sql<string | null>`coalesce(${venues.city}, ${events.city})`,
      pricePaise: events.pricePaise, isFree: events.isFree, ticketsAvailable: events.ticketsAvailable,
      category: sql<string | null>`(SELECT ${categories.name} FROM ${eventCategories} JOIN ${categories} ON ${categories.id} = ${eventCategories.categoryId}
        WHERE ${eventCategories.eventId} = ${events.id} ORDER BY ${categories.name} LIMIT 1)`,
      bannerImage: events.bannerImage, videoUrl: events.videoUrl,
    }).from(events).leftJoin(venues, eq(venues.id, events.venueId))
      .where(where).orderBy(...order).limit(limit).offset(offset);
  }

  /**
   * Other public upcoming events: first those sharing one of the event's categories, then those of the
   * same category field (music, sports...), then the rest, each group by start time.
   */
  async related(event: EventRow, now: Date, limit: number): Promise<EventCardRow[]> {
    const sharesCategory = sql`EXISTS (
      SELECT 1 FROM ${eventCategories} mine JOIN ${eventCategories} theirs ON theirs.category_id = mine.category_id
      WHERE mine.event_id = ${event.id} AND theirs.event_id = ${events.id})`;
    const sameCategoryField = sql`coalesce(${events.category} = ${event.category ?? null}, false)`;
    return this.selectCards(and(isPublicEvent, ne(events.id, event.id), gte(endsAt, now))!,
      [desc(sharesCategory), desc(sameCategoryField), asc(events.startAt), asc(events.id)], limit);
  }

  /** Venue, owner, links and sessions of each event, in a handful of queries whatever the number of events. */
  async relationsOf(rows: EventRow[]): Promise<Map<string, EventRelations>> {
    const ids = rows.map((r) => r.id);
    const out = new Map<string, EventRelations>();
    if (!ids.length) return out;
    const venueIds = [...new Set(rows.map((r) => r.venueId).filter((v): v is string => !!v))];
    const vendorIds = [...new Set(rows.map((r) => r.ownerVendorId).filter((v): v is string => !!v))];
    const [venueRows, vendorRows, cats, tagRows, langRows, perfRows, sessionRows] = await Promise.all([
      venueIds.length ? this.db.select({ id: venues.id, name: venues.name, city: venues.city, address: venues.address }).from(venues).where(inArray(venues.id, venueIds)) : [],
      vendorIds.length ? this.db.select({ id: vendors.id, companyName: vendors.companyName, contactName: vendors.contactName }).from(vendors).where(inArray(vendors.id, vendorIds)) : [],
      this.db.select({ eventId: eventCategories.eventId, id: categories.id, name: categories.name }).from(eventCategories)
        .innerJoin(categories, eq(categories.id, eventCategories.categoryId)).where(inArray(eventCategories.eventId, ids)).orderBy(asc(categories.name)),
      this.db.select({ eventId: eventTags.eventId, id: tags.id, name: tags.name }).from(eventTags)
        .innerJoin(tags, eq(tags.id, eventTags.tagId)).where(inArray(eventTags.eventId, ids)).orderBy(asc(tags.name)),
      this.db.select({ eventId: eventLanguages.eventId, id: languages.id, name: languages.name }).from(eventLanguages)
        .innerJoin(languages, eq(languages.id, eventLanguages.languageId)).where(inArray(eventLanguages.eventId, ids)).orderBy(asc(languages.name)),
      this.db.select({ eventId: eventPerformers.eventId, id: performers.id, name: performers.name, slug: performers.slug, role: performers.role, image: performers.profileImage })
        .from(eventPerformers).innerJoin(performers, eq(performers.id, eventPerformers.performerId))
        .where(inArray(eventPerformers.eventId, ids)).orderBy(asc(eventPerformers.position)),
      this.db.select().from(eventSessions).where(inArray(eventSessions.eventId, ids)).orderBy(asc(eventSessions.startsAt)),
    ]);
    const venueById = new Map(venueRows.map((v) => [v.id, v]));
    const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
    for (const r of rows) {
      out.set(r.id, {
        venue: (r.venueId && venueById.get(r.venueId)) || null,
        vendor: (r.ownerVendorId && vendorById.get(r.ownerVendorId)) || null,
        categories: [], tags: [], languages: [], performers: [], sessions: [],
      });
    }
    const named = ({ id, name }: { id: string; name: string }) => ({ _id: id, id, name });
    for (const c of cats) out.get(c.eventId)!.categories.push(named(c));
    for (const t of tagRows) out.get(t.eventId)!.tags.push(named(t));
    for (const l of langRows) out.get(l.eventId)!.languages.push(named(l));
    for (const p of perfRows) out.get(p.eventId)!.performers.push({ _id: p.id, id: p.id, name: p.name, slug: p.slug, role: p.role, image: p.image });
    for (const s of sessionRows) out.get(s.eventId)!.sessions.push({ _id: s.id, id: s.id, startsAt: s.startsAt.toISOString(), label: s.label });
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

  /** A venue typed into the event form; its slug gets a numeric suffix when the name is taken. */
  async insertVenue(tx: Tx, values: NewVenueValues, baseSlug: string): Promise<VenueRow> {
    const taken = await tx.select({ slug: venues.slug }).from(venues)
      .where(or(eq(venues.slug, baseSlug), sql`${venues.slug} ~ ${`^${baseSlug}-[0-9]+$`}`));
    const used = new Set(taken.map((t) => t.slug));
    let slug = baseSlug;
    for (let n = 2; used.has(slug); n++) slug = `${baseSlug}-${n}`;
    const [row] = await tx.insert(venues).values({ ...values, slug }).returning();
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

  /**
   * Updates the event. A new ticket total moves tickets_available by the difference in the same
   * conditional UPDATE, so bookings running at the same time are never oversold; answers undefined
   * when the new total is below what is already sold or held.
   */
  async updateEvent(tx: Tx, id: string, values: Partial<EventValues>, ticketsTotal?: number): Promise<EventRow | undefined> {
    const tickets = ticketsTotal === undefined ? {} : {
      ticketsTotal,
      ticketsAvailable: sql`${events.ticketsAvailable} + (${ticketsTotal}::int - ${events.ticketsTotal})`,
    };
    const [row] = await tx.update(events).set({ ...values, ...tickets, updatedAt: new Date() })
      .where(and(eq(events.id, id), ticketsTotal === undefined ? undefined : sql`${events.ticketsTotal} - ${events.ticketsAvailable} <= ${ticketsTotal}::int`))
      .returning();
    return row;
  }

  async setStatus(id: string, status: EventStatus, isPublished?: boolean): Promise<EventRow | undefined> {
    const [row] = await this.db.update(events)
      .set({ status, ...(isPublished === undefined ? {} : { isPublished }), updatedAt: new Date() })
      .where(eq(events.id, id)).returning();
    return row;
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
   * Makes the event's sessions exactly `sessions`: ones with the id of an existing session are updated
   * in place (bookings keep pointing at them), the others inserted, and the rest removed.
   */
  async syncSessions(tx: Tx, eventId: string, sessions: SessionValues[]): Promise<void> {
    const existing = await tx.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, eventId));
    const existingIds = new Set(existing.map((s) => s.id));
    const kept = sessions.filter((s) => s.id && existingIds.has(s.id));
    await tx.delete(eventSessions).where(and(
      eq(eventSessions.eventId, eventId),
      kept.length ? notInArray(eventSessions.id, kept.map((s) => s.id!)) : undefined,
    ));
    for (const s of kept) {
      await tx.update(eventSessions).set({ startsAt: s.startsAt, label: s.label, updatedAt: new Date() }).where(eq(eventSessions.id, s.id!));
    }
    const added = sessions.filter((s) => !(s.id && existingIds.has(s.id)));
    if (added.length) await tx.insert(eventSessions).values(added.map((s) => ({ eventId, startsAt: s.startsAt, label: s.label })));
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
