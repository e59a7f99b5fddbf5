import { Messages } from './messages';

/**
 * Reserved seating (issue 24): a venue's seating plan, as pretix keeps one. Zones hold rows, rows hold seats;
 * each seat has a guid that stays the same across edits (bookings and inventory name seats by it), a label
 * unique in its row, a position and a category. The API and the vendor portal read plans with the same
 * functions, so a plan the portal previews is the plan the API stores.
 */
export const MAX_PLAN_SEATS = 20_000;
export const MAX_PLAN_CATEGORIES = 20;
/** Distance between neighbouring seats, and between rows, in plan units. */
export const SEAT_PITCH = 10;

export interface SeatingCategory { name: string; color: string }
export interface PlanSeat { guid: string; label: string; x: number; y: number; category: string; blocked?: boolean }
export interface PlanRow { label: string; seats: PlanSeat[] }
export interface PlanZone { name: string; rows: PlanRow[] }
export interface SeatingLayout { categories: SeatingCategory[]; zones: PlanZone[] }

export interface SeatingPlan extends SeatingLayout {
  id: string;
  venueId: string;
  name: string;
  seatCount: number;
  createdAt: string;
  updatedAt: string;
}
export type SeatingPlanSummary = Omit<SeatingPlan, 'zones'>;

/** A block of the generator: `rows` 'A-P' (or '1-20', or several: 'A-H,J-P'), each of `seatsPerRow` seats numbered from 1. */
export interface PlanSection { name: string; category: string; rows: string; seatsPerRow: number; aisleAfter?: number[] }

export interface SeatInput { guid?: string; label: string; x: number; y: number; category: string; blocked?: boolean }
export interface SeatingPlanInput {
  name: string;
  categories?: SeatingCategory[];
  zones?: { name: string; rows: { label: string; seats: SeatInput[] }[] }[];
  generate?: { sections: PlanSection[] };
  /** pretix's seating-plan JSON, as its plan editor exports it. */
  pretix?: unknown;
}

/** Words per field (the error body's `details`), or the layout. */
export type PlanReading = { layout: SeatingLayout; problems?: undefined } | { layout?: undefined; problems: Record<string, string> };

const DEFAULT_COLORS = ['#7b1fa2', '#1565c0', '#2e7d32', '#ef6c00', '#c62828', '#00838f', '#6d4c41', '#455a64'];
const COLOR = /^#[0-9a-fA-F]{6}$/;
const GUID = /^[A-Za-z0-9._:-]{1,64}$/;
const NAME_MAX = 60;
const LABEL_MAX = 10;

const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const list = (v: unknown): v is unknown[] => Array.isArray(v);
const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'Stalls · Row F · Seat 12': how a seat is named on tickets, lists, the PDF and at the door. */
export function seatLabel(zone: string, row: string, seat: string): string {
  return `${zone} · Row ${row} · Seat ${seat}`;
}

/** A guid made from the seat's place, so a seat keeps it when the plan is sent again without guids. */
const placeGuid = (zone: string, row: string, seat: string) =>
  [zone, row, seat].map((part) => part.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'x').join(':').slice(0, 64);

/** The labels of a rows expression: 'A-P', '1-20', 'AA-AD', or several joined by commas. Null when unreadable. */
export function rowLabels(expression: string): string[] | null {
  const labels: string[] = [];
  for (const part of expression.split(',').map((p) => p.trim())) {
    const range = /^([A-Z]{1,2}|\d{1,3})(?:-([A-Z]{1,2}|\d{1,3}))?$/.exec(part.toUpperCase());
    if (!range) return null;
    const [from, to = range[1]] = [range[1], range[2]];
    const numeric = /^\d/.test(from);
    if (numeric !== /^\d/.test(to)) return null;
    const index = (s: string) => (numeric ? Number(s) : [...s].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0));
    const label = (n: number) => {
      if (numeric) return String(n);
      let s = '';
      for (let m = n; m > 0; m = Math.floor((m - 1) / 26)) s = String.fromCharCode(65 + ((m - 1) % 26)) + s;
      return s;
    };
    const [a, b] = [index(from), index(to)];
    if (b < a || b - a >= 500) return null;
    for (let n = a; n <= b; n += 1) labels.push(label(n));
  }
  return labels.length ? labels : null;
}

/** The generator: each section's rows one under the other, seats left to right with a gap after each aisle seat. */
function generated(sections: unknown): PlanReading {
  const problems: Record<string, string> = {};
  if (!list(sections) || !sections.length) return { problems: { 'generate.sections': Messages.planSectionsRequired } };
  const read: { section: PlanSection; rows: string[] }[] = [];
  let seats = 0;
  sections.forEach((s, i) => {
    const at = `generate.sections.${i}`;
    if (!record(s)) return void (problems[at] = Messages.planSectionsRequired);
    if (!text(s.name) || s.name.length > NAME_MAX) problems[`${at}.name`] = Messages.planNameText(NAME_MAX);
    if (!text(s.category) || s.category.length > NAME_MAX) problems[`${at}.category`] = Messages.planNameText(NAME_MAX);
    const rows = typeof s.rows === 'string' ? rowLabels(s.rows) : null;
    if (!rows) problems[`${at}.rows`] = Messages.planRowsFormat;
    if (!Number.isInteger(s.seatsPerRow) || (s.seatsPerRow as number) < 1 || (s.seatsPerRow as number) > 500) problems[`${at}.seatsPerRow`] = Messages.planSeatsPerRow(500);
    if (s.aisleAfter !== undefined && (!list(s.aisleAfter) || !s.aisleAfter.every((n) => Number.isInteger(n) && (n as number) >= 1))) {
      problems[`${at}.aisleAfter`] = Messages.planAisleAfter;
    }
    if (rows && Number.isInteger(s.seatsPerRow)) {
      seats += rows.length * (s.seatsPerRow as number);
      read.push({ section: s as unknown as PlanSection, rows });
    }
  });
  if (seats > MAX_PLAN_SEATS) problems['generate.sections'] = Messages.planTooManySeats(MAX_PLAN_SEATS);
  if (Object.keys(problems).length) return { problems };

  const categories: SeatingCategory[] = [];
  const zones: PlanZone[] = [];
  let y = 0;
  for (const { section, rows } of read) {
    if (!categories.some((c) => c.name === section.category)) {
      categories.push({ name: section.category, color: DEFAULT_COLORS[categories.length % DEFAULT_COLORS.length] });
    }
    const aisles = new Set(section.aisleAfter ?? []);
    const zone = zones.find((z) => z.name === section.name) ?? zones[zones.push({ name: section.name, rows: [] }) - 1];
    for (const row of rows) {
      const seats: PlanSeat[] = [];
      let x = 0;
      for (let n = 1; n <= section.seatsPerRow; n += 1) {
        const label = String(n);
        seats.push({ guid: placeGuid(section.name, row, label), label, x, y, category: section.category });
        x += aisles.has(n) ? 2 * SEAT_PITCH : SEAT_PITCH;
      }
      zone.rows.push({ label: row, seats });
      y += SEAT_PITCH;
    }
    // a gap between sections
    y += SEAT_PITCH;
  }
  return checked({ categories, zones }, 'zones');
}

/** pretix's plan JSON: positions are relative (zone, then row, then seat); row labels are `row_number`, seats' `seat_number`. */
function fromPretix(plan: unknown): PlanReading {
  const bad = { problems: { pretix: Messages.planPretixUnreadable } };
  if (!record(plan) || !list(plan.zones) || !list(plan.categories)) return bad;
  const offset = (p: unknown) => (record(p) && finite(p.x) && finite(p.y) ? { x: p.x, y: p.y } : { x: 0, y: 0 });
  const categories = plan.categories.map((c) => (record(c) ? { name: String(c.name ?? ''), color: String(c.color ?? '') } : { name: '', color: '' }));
  let count = 0;
  const zones: PlanZone[] = [];
  for (const zone of plan.zones) {
    if (!record(zone) || !list(zone.rows)) return bad;
    const z = offset(zone.position);
    const rows: PlanRow[] = [];
    for (const row of zone.rows) {
      if (!record(row) || !list(row.seats)) return bad;
      const r = offset(row.position);
      count += row.seats.length;
      if (count > MAX_PLAN_SEATS) return { problems: { pretix: Messages.planTooManySeats(MAX_PLAN_SEATS) } };
      rows.push({
        label: String(row.row_number ?? ''),
        seats: row.seats.map((seat) => {
          const s = record(seat) ? seat : {};
          const at = offset(s.position);
          return { guid: String(s.seat_guid ?? ''), label: String(s.seat_number ?? ''), x: z.x + r.x + at.x, y: z.y + r.y + at.y, category: String(s.category ?? '') };
        }),
      });
    }
    zones.push({ name: String(zone.name ?? ''), rows });
  }
  return checked({ categories, zones }, 'pretix.zones');
}

/**
 * The rules every plan keeps, however it was made: 1–20 categories with a name and a #rrggbb colour; zones
 * with distinct names; rows with distinct labels in their zone; seats with a label unique in their row, a
 * known category, a finite position and a guid unique in the plan; at least one seat and at most 20,000.
 */
function checked(layout: { categories: unknown; zones: unknown }, zonesAt: string): PlanReading {
  const problems: Record<string, string> = {};
  const say = (at: string, message: string) => { problems[at] ??= message; };
  const categoriesAt = zonesAt.replace(/zones$/, 'categories');
  const categories: SeatingCategory[] = [];
  if (!list(layout.categories) || !layout.categories.length || layout.categories.length > MAX_PLAN_CATEGORIES) {
    say(categoriesAt, Messages.planCategoriesCount(MAX_PLAN_CATEGORIES));
  } else {
    layout.categories.forEach((c, i) => {
      if (!record(c) || !text(c.name) || c.name.length > NAME_MAX) return say(`${categoriesAt}.${i}.name`, Messages.planNameText(NAME_MAX));
      if (typeof c.color !== 'string' || !COLOR.test(c.color)) return say(`${categoriesAt}.${i}.color`, Messages.planColor);
      if (categories.some((k) => k.name === c.name)) return say(`${categoriesAt}.${i}.name`, Messages.planDuplicate(c.name));
      categories.push({ name: c.name.trim(), color: c.color.toLowerCase() });
    });
  }
  const known = new Set(categories.map((c) => c.name));
  const guids = new Set<string>();
  const zones: PlanZone[] = [];
  let count = 0;
  if (!list(layout.zones) || !layout.zones.length) say(zonesAt, Messages.planNeedsSeats);
  else {
    layout.zones.forEach((zone, zi) => {
      const zAt = `${zonesAt}.${zi}`;
      if (!record(zone) || !text(zone.name) || zone.name.length > NAME_MAX) return say(`${zAt}.name`, Messages.planNameText(NAME_MAX));
      if (zones.some((z) => z.name === zone.name)) return say(`${zAt}.name`, Messages.planDuplicate(zone.name));
      if (!list(zone.rows)) return say(`${zAt}.rows`, Messages.planNeedsSeats);
      const rows: PlanRow[] = [];
      zone.rows.forEach((row, ri) => {
        const rAt = `${zAt}.rows.${ri}`;
        if (!record(row) || !text(row.label) || row.label.length > LABEL_MAX) return say(`${rAt}.label`, Messages.planLabelText(LABEL_MAX));
        if (rows.some((r) => r.label === row.label)) return say(`${rAt}.label`, Messages.planDuplicate(row.label));
        if (!list(row.seats)) return say(`${rAt}.seats`, Messages.planNeedsSeats);
        count += row.seats.length;
        const seats: PlanSeat[] = [];
        row.seats.forEach((seat, si) => {
          const sAt = `${rAt}.seats.${si}`;
          if (!record(seat) || !text(seat.label) || seat.label.length > LABEL_MAX) return say(`${sAt}.label`, Messages.planLabelText(LABEL_MAX));
          if (seats.some((s) => s.label === seat.label)) return say(`${sAt}.label`, Messages.planSeatTwice(seat.label as string, row.label as string));
          if (!finite(seat.x) || !finite(seat.y)) return say(`${sAt}.x`, Messages.planPosition);
          if (typeof seat.category !== 'string' || !known.has(seat.category)) return say(`${sAt}.category`, Messages.planCategoryUnknown(String(seat.category)));
          const guid = seat.guid === undefined || seat.guid === '' ? placeGuid(zone.name as string, row.label as string, seat.label) : seat.guid;
          if (typeof guid !== 'string' || !GUID.test(guid)) return say(`${sAt}.guid`, Messages.planGuid);
          if (guids.has(guid)) return say(`${sAt}.guid`, Messages.planDuplicate(guid));
          guids.add(guid);
          seats.push({ guid, label: seat.label.trim(), x: seat.x, y: seat.y, category: seat.category, ...(seat.blocked === true ? { blocked: true } : {}) });
        });
        rows.push({ label: row.label.trim(), seats });
      });
      zones.push({ name: zone.name.trim(), rows });
    });
  }
  if (count > MAX_PLAN_SEATS) return { problems: { [zonesAt]: Messages.planTooManySeats(MAX_PLAN_SEATS) } };
  if (!Object.keys(problems).length && count === 0) say(zonesAt, Messages.planNeedsSeats);
  return Object.keys(problems).length ? { problems } : { layout: { categories, zones } };
}

/** A plan from what a vendor or an administrator sent: exactly one of `zones` (with `categories`), `generate` or `pretix`. */
export function readSeatingPlan(input: Omit<SeatingPlanInput, 'name'>): PlanReading {
  const given = (['zones', 'generate', 'pretix'] as const).filter((k) => input[k] !== undefined);
  if (given.length !== 1) return { problems: { zones: Messages.planOneSource } };
  if (input.generate !== undefined) return generated(record(input.generate) ? input.generate.sections : undefined);
  if (input.pretix !== undefined) return fromPretix(input.pretix);
  return checked({ categories: input.categories, zones: input.zones }, 'zones');
}

export function seatCount(layout: SeatingLayout): number {
  return layout.zones.reduce((n, z) => n + z.rows.reduce((m, r) => m + r.seats.length, 0), 0);
}

/**
 * A seated event (issue 24) maps each category of its plan to one of its ticket types; each showtime then
 * sells the plan's seats, and a type's quantity is the count of its category's seats.
 */
export interface SeatCategoryMapping { category: string; ticketTypeId: string }

/** A category on the public map: its colour, the type it sells as, and that type's price (rupees). */
export interface SeatMapCategory { name: string; color: string; ticketTypeId: string; price: number }

/** What a buyer may know of a seat: held, sold and blocked are all 'unavailable'. */
export type SeatAvailability = 'available' | 'unavailable';

/**
 * `GET /api/events/public/{slug}/{code}/sessions/{sessionId}/seats`: the plan (seats without their blocked
 * flag), the categories with their prices, and each seat's availability by guid.
 */
export interface ShowtimeSeatMap {
  plan: { zones: { name: string; rows: { label: string; seats: Omit<PlanSeat, 'blocked'>[] }[] }[] };
  categories: SeatMapCategory[];
  status: Record<string, SeatAvailability>;
}

/** Quote and create of a seated showtime: the best adjacent seats of a type (nearest the stage, then the centre). */
export interface BestAvailableRequest { ticketTypeId: string; quantity: number }

/** A seat of a booking line or ticket. */
export interface BookedSeat { guid: string; label: string }

/** How a seat is named in one breath ('F-12'): 'Seat F-12 was just taken.' */
export function seatShortName(row: string, seat: string): string {
  return `${row}-${seat}`;
}

/**
 * 'Best available' (issue 24): `quantity` side-by-side available seats of the type's categories in the best row,
 * nearest the stage first (the stage is at the top of the plan, where the generator puts row A: the smallest y),
 * then, in that row, the block whose middle is nearest the centre of the plan. Seats are side by side when they
 * follow each other in their row with no wider gap than the row's usual step (an aisle breaks a block). Null when
 * no row has such a block. The server picks with it and the picker previews with it, on the same map.
 */
export function bestAvailableSeats(map: ShowtimeSeatMap, ticketTypeId: string, quantity: number): string[] | null {
  const categories = new Set(map.categories.filter((c) => c.ticketTypeId === ticketTypeId).map((c) => c.name));
  const rows = map.plan.zones.flatMap((z) => z.rows).filter((r) => r.seats.length);
  if (!categories.size || quantity < 1 || !rows.length) return null;
  const xs = rows.flatMap((r) => r.seats.map((s) => s.x));
  const centre = (Math.min(...xs) + Math.max(...xs)) / 2;
  const depth = (r: (typeof rows)[number]) => r.seats.reduce((n, s) => n + s.y, 0) / r.seats.length;
  for (const row of [...rows].sort((a, b) => depth(a) - depth(b))) {
    const seats = [...row.seats].sort((a, b) => a.x - b.x);
    const gaps = seats.slice(1).map((s, i) => s.x - seats[i].x);
    const step = gaps.length ? Math.min(...gaps.filter((g) => g > 0), Infinity) : 0;
    let best: { from: number; distance: number } | null = null;
    let runStart = 0;
    for (let i = 0; i < seats.length; i += 1) {
      const free = map.status[seats[i].guid] === 'available' && categories.has(seats[i].category);
      const joined = i > 0 && gaps[i - 1] <= step * 1.5;
      if (!free) { runStart = i + 1; continue; }
      if (!joined) runStart = i;
      if (i - runStart + 1 >= quantity) {
        const from = i - quantity + 1;
        const distance = Math.abs((seats[from].x + seats[i].x) / 2 - centre);
        if (!best || distance < best.distance) best = { from, distance };
      }
    }
    if (best) return seats.slice(best.from, best.from + quantity).map((s) => s.guid);
  }
  return null;
}

/** A seated booking's reserved seats ('Stalls · Row F · Seat 12'), as its lines name them; empty for general admission. */
export function bookedSeatLabels(booking: { lines?: { seatLabels?: string[] }[] }): string[] {
  return (booking.lines ?? []).flatMap((l) => l.seatLabels ?? []);
}
