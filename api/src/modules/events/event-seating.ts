import { BadRequestException } from '@nestjs/common';
import { Messages, SeatCategoryMapping, SeatingLayout } from '@marketplace/shared-dto';

/** A seat of the chosen plan as each showtime's seat inventory copies it. */
export interface PlanSeatRow {
  guid: string;
  category: string;
  zone: string;
  row: string;
  seat: string;
  x: number;
  y: number;
  position: number;
  blocked: boolean;
}

/** A seated event as its save decides it: the plan, its seats, and each category's type by its place in the form's list. */
export interface SeatingChoice {
  planId: string;
  seats: PlanSeatRow[];
  mapping: { category: string; typeIndex: number }[];
}

/** The types a mapping may name: the form's list (new ones without an id) or the event's. */
export interface MappableType {
  id?: string;
  name: string;
  seatsPerUnit: number;
}

function fail(field: string, message: string): never {
  throw new BadRequestException({ message, details: { [field]: message } });
}

/** The plan's seats in plan order (zones, rows, seats). */
export function planSeats(layout: SeatingLayout): PlanSeatRow[] {
  const out: PlanSeatRow[] = [];
  for (const zone of layout.zones) {
    for (const row of zone.rows) {
      for (const s of row.seats) {
        out.push({ guid: s.guid, category: s.category, zone: zone.name, row: row.label, seat: s.label, x: s.x, y: s.y, position: out.length, blocked: s.blocked === true });
      }
    }
  }
  return out;
}

/**
 * Every category of the plan mapped to one type of `types`, named by id, by name (case-insensitive) or by position
 * in the list: new types have no id before the save (docs/decisions.md). 400 naming the entry otherwise.
 * `planEdit`: an event's stored mapping read against its plan's new layout, where a category may be new (unmapped,
 * it sells nothing there until the organiser maps it) or gone (its entry is dropped).
 */
export function resolveMapping(layout: SeatingLayout, input: SeatCategoryMapping[], types: MappableType[], planEdit = false): SeatingChoice['mapping'] {
  const known = new Set(layout.categories.map((c) => c.name));
  const mapping: SeatingChoice['mapping'] = [];
  input.forEach((m, i) => {
    if (!known.has(m.category) && planEdit) return;
    if (!known.has(m.category)) fail(`seatCategories.${i}.category`, Messages.seatCategoryUnknown(m.category));
    if (mapping.some((x) => x.category === m.category)) fail(`seatCategories.${i}.category`, Messages.planDuplicate(m.category));
    const ref = m.ticketTypeId.trim();
    let typeIndex = types.findIndex((t) => t.id === ref);
    if (typeIndex < 0) typeIndex = types.findIndex((t) => t.name.trim().toLowerCase() === ref.toLowerCase());
    if (typeIndex < 0 && /^\d{1,3}$/.test(ref) && Number(ref) < types.length) typeIndex = Number(ref);
    if (typeIndex < 0) fail(`seatCategories.${i}.ticketTypeId`, Messages.seatCategoryType);
    if (types[typeIndex].seatsPerUnit !== 1) fail(`seatCategories.${i}.ticketTypeId`, Messages.seatedTypeOneSeat(types[typeIndex].name));
    mapping.push({ category: m.category, typeIndex });
  });
  const unmapped = layout.categories.find((c) => !mapping.some((m) => m.category === c.name));
  if (unmapped && !planEdit) fail('seatCategories', Messages.seatCategoryUnmapped(unmapped.name));
  return mapping;
}

/** The plan's seats an event sells: those of its mapped categories. */
export function mappedSeats(layout: SeatingLayout, mapping: SeatingChoice['mapping']): PlanSeatRow[] {
  return planSeats(layout).filter((s) => mapping.some((m) => m.category === s.category));
}

/** Seats for sale per mapped type (by position in the list): its categories' seats, blocked ones left out. */
export function seatQuantities(choice: SeatingChoice): Map<number, number> {
  const typeOf = new Map(choice.mapping.map((m) => [m.category, m.typeIndex]));
  const out = new Map<number, number>(choice.mapping.map((m) => [m.typeIndex, 0]));
  for (const s of choice.seats) if (!s.blocked) out.set(typeOf.get(s.category)!, out.get(typeOf.get(s.category)!)! + 1);
  return out;
}
