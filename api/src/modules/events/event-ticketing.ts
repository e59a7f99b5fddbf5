import { BadRequestException } from '@nestjs/common';
import { MAX_PRICE_RUPEES, MAX_TICKETS, Messages, rupeesToPaise } from '@marketplace/shared-dto';
import { isMoneyAmount } from '../../common/http/number-range';
import type { EventFormDto } from './events.dto';

/** A ticket type as the form decides it (paise); `id` names an existing type to update in place. */
export interface TicketTypeSpec {
  id?: string;
  name: string;
  description: string | null;
  pricePaise: number;
  quantity: number;
  seatsPerUnit: number;
  minPerOrder: number;
  maxPerOrder: number;
  salesStart: Date | null;
  salesEnd: Date | null;
  quantityPricing: { minQuantity: number; pricePaise: number }[];
  position: number;
  hidden: boolean;
  accessCode: string | null;
}

export interface ExistingType {
  id: string;
  name: string;
  quantity: number;
}

export const DEFAULT_TYPE_NAME = 'General Admission';

function fail(field: string, message: string): never {
  throw new BadRequestException({ message, details: { [field]: message } });
}

const isWhole = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isMoney = (v: unknown): v is number => isMoneyAmount(v) && v >= 0;
/** Multipart sends numbers as text. */
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

function spec(partial: Partial<TicketTypeSpec> & Pick<TicketTypeSpec, 'name' | 'pricePaise' | 'quantity' | 'position'>): TicketTypeSpec {
  return { description: null, seatsPerUnit: 1, minPerOrder: 1, maxPerOrder: 10, salesStart: null, salesEnd: null, quantityPricing: [], hidden: false, accessCode: null, ...partial };
}

const COUNT_LABELS = { quantity: 'Quantity', seats: 'Seats', minQuantity: 'Minimum quantity' } as const;

/** Checks one entry of the spec's tiers / packages / quantityPricing lists, naming the field on failure. */
function aliasEntry(list: string, i: number, raw: Record<string, unknown>, fields: ('name' | 'price' | 'quantity' | 'seats' | 'minQuantity')[]) {
  const at = (f: string) => `pricing.${list}.${i}.${f}`;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = f === 'name' ? (typeof raw.name === 'string' ? raw.name.trim() : raw.name) : num(raw[f]);
    if (f === 'name' && (typeof v !== 'string' || !v || v.length > 60)) fail(at(f), 'Name is required (at most 60 characters).');
    if (f === 'price' && !isMoney(v)) fail(at(f), 'Price must be 0 or more, with at most 2 decimals.');
    if (f === 'price' && (v as number) > MAX_PRICE_RUPEES) fail(at(f), 'Price must be at most 10,00,000.');
    if (f === 'quantity' && !isWhole(v, 0)) fail(at(f), 'Quantity must be a whole number of 0 or more.');
    if ((f === 'seats' || f === 'minQuantity') && !isWhole(v, 1)) fail(at(f), `${f === 'seats' ? 'Seats' : 'Minimum quantity'} must be a whole number of at least 1.`);
    if (f in COUNT_LABELS && (v as number) > MAX_TICKETS) fail(at(f), `${COUNT_LABELS[f as keyof typeof COUNT_LABELS]} must be at most 10,00,000.`);
    out[f] = v;
  }
  return out as { name: string; price: number; quantity: number; seats: number; minQuantity: number };
}

/**
 * The ticket types the form asks for, or undefined to keep the event's types (an update that sends no
 * ticket field). `ticketTypes` wins; otherwise the spec's pricing fields are mapped (docs/decisions.md, Swagger):
 * simple, tiered, package, quantity_based.
 */
export function ticketTypesOf(dto: EventFormDto, existing: ExistingType[] | undefined): TicketTypeSpec[] | undefined {
  if (dto.ticketTypes) {
    return dto.ticketTypes.map((t, position) => {
      if (t.salesStart && t.salesEnd && t.salesEnd <= t.salesStart) fail(`ticketTypes.${position}.salesEnd`, 'Sales end must be after sales start.');
      const min = t.minPerOrder ?? 1;
      const max = t.maxPerOrder ?? 10;
      if (max < min) fail(`ticketTypes.${position}.maxPerOrder`, 'Maximum per order must not be below the minimum.');
      if (t.hidden && !t.accessCode) fail(`ticketTypes.${position}.accessCode`, Messages.accessCodeForHidden);
      return spec({
        id: t._id ?? t.id, name: t.name, description: t.description ?? null, pricePaise: rupeesToPaise(t.price), quantity: t.quantity,
        seatsPerUnit: t.seatsPerUnit ?? 1, minPerOrder: min, maxPerOrder: max,
        salesStart: t.salesStart ? new Date(t.salesStart) : null, salesEnd: t.salesEnd ? new Date(t.salesEnd) : null,
        quantityPricing: (t.quantityPricing ?? []).map((q) => ({ minQuantity: q.minQuantity, pricePaise: rupeesToPaise(q.price) })),
        position, hidden: t.hidden ?? false, accessCode: t.accessCode ? t.accessCode.toUpperCase() : null,
      });
    });
  }
  const pricing = dto.pricing;
  const total = dto.ticketsAvailable ?? dto.capacity?.maxAttendees;
  const keptTotal = total ?? (existing?.length === 1 ? existing[0].quantity : 0);
  const list = (key: 'tiers' | 'packages' | 'quantityPricing') => (Array.isArray(pricing?.[key]) && pricing![key]!.length ? pricing![key]! : undefined);
  let specs: TicketTypeSpec[] | undefined;
  if (pricing?.pricingType === 'tiered' && list('tiers')) {
    specs = list('tiers')!.map((raw, i) => {
      const e = aliasEntry('tiers', i, raw, ['name', 'price', 'quantity']);
      return spec({ name: e.name, pricePaise: rupeesToPaise(e.price), quantity: e.quantity, position: i });
    });
  } else if (pricing?.pricingType === 'package' && list('packages')) {
    specs = list('packages')!.map((raw, i) => {
      const e = aliasEntry('packages', i, raw, ['name', 'price', 'seats', 'quantity']);
      return spec({ name: e.name, pricePaise: rupeesToPaise(e.price), quantity: e.quantity, seatsPerUnit: e.seats, position: i });
    });
  } else if (pricing?.pricingType === 'quantity_based' && list('quantityPricing')) {
    const steps = list('quantityPricing')!.map((raw, i) => aliasEntry('quantityPricing', i, raw, ['minQuantity', 'price']));
    const lowest = steps.reduce((a, b) => (b.minQuantity < a.minQuantity ? b : a));
    const base = pricing.price ?? dto.price ?? lowest.price;
    specs = [spec({
      name: DEFAULT_TYPE_NAME, pricePaise: rupeesToPaise(base), quantity: keptTotal, position: 0,
      quantityPricing: steps.map((q) => ({ minQuantity: q.minQuantity, pricePaise: rupeesToPaise(q.price) })),
    })];
  } else {
    const touched = pricing !== undefined || dto.price !== undefined || total !== undefined;
    if (existing && !touched) return undefined;
    const rupees = pricing?.price ?? dto.price;
    const isFree = pricing?.isFree ?? (rupees === undefined || rupees === 0);
    // not free and no price: nothing is on sale yet (the spec's 'price not set')
    if (!isFree && rupees === undefined) return [];
    specs = [spec({ name: existing?.length === 1 ? existing[0].name : DEFAULT_TYPE_NAME, pricePaise: isFree ? 0 : rupeesToPaise(rupees!), quantity: keptTotal, position: 0 })];
  }
  // a mapped type keeps the id of the existing type of the same name (or of the only one)
  return specs.map((s) => {
    const same = existing?.find((e) => e.name.toLowerCase() === s.name.toLowerCase()) ?? (existing?.length === 1 && specs!.length === 1 ? existing[0] : undefined);
    return same ? { ...s, id: same.id } : s;
  });
}
