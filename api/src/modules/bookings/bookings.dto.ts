import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { BadRequestException } from '@nestjs/common';
import { Allow, IsBoolean, IsDateString, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { isUUID } from 'class-validator';
import {
  BestAvailableRequest, BOOKING_STATUSES, BookingItem, MAX_TICKETS_PER_BOOKING, BookingPrice, GST_STATE_CODES, taxInRupees, BookingRequest, BookingStatus, BookingSummary, BookingTicket, cancellationRefundPaise, EventOnlineDetails, MAX_ORDER_LINES,
  Messages, OrderPricePaise, PAYMENT_METHODS, SeatMapCategory, ShowtimeSeatMap, PAYMENT_STATUSES, paiseToRupees, PaymentMethod, PaymentStatus, Quote, RefundFacts, VENDOR_TICKET_STATUSES,
  seatLabel, VendorTicketRow, VendorTicketStatus,
} from '@marketplace/shared-dto';
import { ListQueryDto } from '../../common/http/list-query.dto';
import type { BookingViewRow, LineRow, SeatRow, TicketRow } from './bookings.repository';
import type { BookingTax } from '../../db/schema';

const validId = (field: string) => IsUUID('all', { message: `${field} must be a valid id.` });
/** List filters sent empty (a cleared select) mean no filter. */
const blankAsMissing = () => Transform(({ value }) => (value === '' ? undefined : value));

class BookingItemDoc implements BookingItem {
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty({ oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', example: '2' }] }) qty: number | string;
}

class BestAvailableDoc implements BestAvailableRequest {
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty({ minimum: 1 }) quantity: number;
}

/** quote and create: no price, amount or fee field is accepted (unknown fields are 400); the server prices. */
class BookingBodyDto implements BookingRequest {
  @ApiProperty({ format: 'uuid' }) @validId('eventId')
  eventId: string;

  @ApiPropertyOptional({
    type: [BookingItemDoc],
    description: 'One entry per ticket type. Without items, qty/quantity buys the first on-sale type.',
  })
  @Allow()
  items?: BookingItem[];

  @ApiPropertyOptional({
    type: [String], example: ['stalls:f:11', 'stalls:f:12'],
    description: "A seated showtime (issue 24): the chosen seats' guids (from its seat map), instead of items; at most each type's maxPerOrder. "
      + "A seat taken meanwhile is 409 'Seat F-12 was just taken.'; a blocked or unknown one 400",
  })
  @Allow()
  seats?: string[];

  @ApiPropertyOptional({ type: BestAvailableDoc, description: 'A seated showtime: the best side-by-side seats of one type (nearest the stage, then the centre), instead of items or seats' })
  @Allow()
  bestAvailable?: BestAvailableRequest;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Tickets of the first on-sale type (the spec\'s body): a whole number ≥ 1' })
  @Allow()
  qty?: number | string;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Same as qty (used when qty is absent)' })
  @Allow()
  quantity?: number | string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required when the event has showtimes' })
  @IsOptional() @validId('sessionId')
  sessionId?: string;

  @ApiPropertyOptional({ default: true, description: 'Add ₹2.00 to support musicians' })
  @IsOptional() @IsBoolean({ message: 'donation must be true or false.' })
  donation?: boolean;

  @ApiPropertyOptional({ example: 'DIWALI-10', description: "A promo code of the event (case-insensitive): applies when its discount is at least the group discount's" })
  @IsOptional() @IsString({ message: Messages.promoCodeInvalid }) @MaxLength(100, { message: Messages.promoCodeInvalid })
  promoCode?: string;

  @ApiPropertyOptional({ example: 'INVITE-2026', description: 'The access code of a hidden ticket type in the order (case-insensitive); a hidden type without it is refused' })
  @IsOptional() @IsString({ message: Messages.accessCodeNeeded }) @MaxLength(100, { message: Messages.accessCodeNeeded })
  accessCode?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The buyer's waitlist entry whose offer this books (the link of the offer's SMS and mail): the order is its showtime × type, at most its quantity, "
      + 'and takes the seats held for it; a smaller quantity gives the rest to the next entry',
  })
  @IsOptional() @validId('waitlistEntryId')
  waitlistEntryId?: string;

  @ApiPropertyOptional({ enum: GST_STATE_CODES, example: '07', description: "The buyer's billing state by its GST code (07 Delhi, 27 Maharashtra): the convenience fee's place of supply. Default: the venue's state" })
  @IsOptional() @IsIn(GST_STATE_CODES, { message: Messages.billingStateInvalid })
  billingState?: string;
}

const paymentMethodIn = () => IsIn(PAYMENT_METHODS, { message: Messages.paymentMethodRequired });

export class QuoteBookingDto extends BookingBodyDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'Accepted for symmetry with create; the price does not depend on it' })
  @IsOptional() @paymentMethodIn()
  paymentMethod?: PaymentMethod;
}

export class CreateBookingDto extends BookingBodyDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'Required unless the order is free (total ₹0.00), which is confirmed at create without one' })
  @IsOptional() @paymentMethodIn()
  paymentMethod?: PaymentMethod;
}

export const BOOKING_SORTS = ['createdAt', 'updatedAt', 'totalPrice', 'status', 'ticketCount'] as const;

export class BookingListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @blankAsMissing() @IsOptional() @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}.` })
  status?: BookingStatus;

  @ApiPropertyOptional({ enum: BOOKING_SORTS, default: 'createdAt', description: 'Any other value sorts by createdAt' })
  @IsOptional() @Transform(({ value }) => (BOOKING_SORTS.includes(value) ? value : 'createdAt'))
  sort?: (typeof BOOKING_SORTS)[number];

  @ApiPropertyOptional({ format: 'uuid' }) @blankAsMissing() @IsOptional() @validId('eventId')
  eventId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Same as eventId' }) @blankAsMissing() @IsOptional() @validId('event')
  event?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, description: "Where the money stands, e.g. refund_failed: the bookings whose refund failed (to retry)" })
  @blankAsMissing() @IsOptional() @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}.` })
  paymentStatus?: PaymentStatus;
}

export class VendorTicketsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: VENDOR_TICKET_STATUSES })
  @Transform(({ value }) => (value === '' ? undefined : value === 'canceled' ? 'cancelled' : value))
  @IsOptional() @IsIn(VENDOR_TICKET_STATUSES, { message: `status must be one of ${VENDOR_TICKET_STATUSES.join(', ')}.` })
  status?: VendorTicketStatus;

  @ApiPropertyOptional({ format: 'uuid' }) @blankAsMissing() @IsOptional() @validId('eventId')
  eventId?: string;

  @ApiPropertyOptional({ description: 'Booked on or after: a date (YYYY-MM-DD, a day in Asia/Kolkata) or an ISO time' })
  @blankAsMissing() @IsOptional() @IsDateString({}, { message: 'from must be a date.' })
  from?: string;

  @ApiPropertyOptional({ description: 'Booked on or before: a date (the whole day in Asia/Kolkata) or an ISO time' })
  @blankAsMissing() @IsOptional() @IsDateString({}, { message: 'to must be a date.' })
  to?: string;
}

export class TicketQueryDto {
  @ApiPropertyOptional({ enum: ['pdf'], default: 'pdf' })
  @IsOptional() @IsIn(['pdf'], { message: 'format must be pdf.' })
  format?: 'pdf';
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, details: { [field]: message } });
}

/** A whole number ≥ 1, as a number or numeric text ('2'); anything else ('abc', 1.5, 0, -1, [1], {}, null) is 400 naming the field. */
export function wholeQuantity(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw invalid(field, Messages.wholeQuantity(field));
  return n;
}

/** What the body asks for: items by type, chosen seats, the best seats of a type (a seated showtime), or `legacy` units of the first on-sale type (the spec's qty/quantity). */
export type Requested = { items: { ticketTypeId: string; quantity: number }[] } | { legacy: number } | { seats: string[] } | { best: BestAvailableRequest };

export function requestedOf(dto: BookingRequest): Requested {
  const given = (['items', 'seats', 'bestAvailable'] as const).filter((k) => dto[k] !== undefined);
  if (given.length > 1) throw invalid(given[1], Messages.seatOrderOneOf);
  if (dto.seats !== undefined) {
    const seats = dto.seats as unknown;
    if (Array.isArray(seats) && seats.length > MAX_TICKETS_PER_BOOKING) throw invalid('seats', Messages.tooManyTickets(MAX_TICKETS_PER_BOOKING));
    const ok = Array.isArray(seats) && seats.length >= 1
      && seats.every((g) => typeof g === 'string' && g.length >= 1 && g.length <= 64) && new Set(seats).size === seats.length;
    if (!ok) throw invalid('seats', Messages.seatsList);
    return { seats: seats as string[] };
  }
  if (dto.bestAvailable !== undefined) {
    const best = dto.bestAvailable as unknown;
    if (!best || typeof best !== 'object' || Array.isArray(best)) throw invalid('bestAvailable', Messages.bestAvailableType);
    const { ticketTypeId, quantity, ...rest } = best as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown) throw invalid(`bestAvailable.${unknown}`, `property ${unknown} should not exist`);
    if (typeof ticketTypeId !== 'string' || !isUUID(ticketTypeId)) throw invalid('bestAvailable.ticketTypeId', Messages.bestAvailableType);
    return { best: { ticketTypeId, quantity: wholeQuantity(quantity, 'bestAvailable.quantity') } };
  }
  if (dto.items === undefined) {
    const field = dto.qty !== undefined ? 'qty' : 'quantity';
    const raw = dto.qty !== undefined ? dto.qty : dto.quantity;
    return { legacy: raw === undefined ? 1 : wholeQuantity(raw, field) };
  }
  if (!Array.isArray(dto.items) || !dto.items.length) throw invalid('items', Messages.itemsRequired);
  if (dto.items.length > MAX_ORDER_LINES) throw invalid('items', Messages.tooManyOrderLines(MAX_ORDER_LINES));
  const seen = new Set<string>();
  const items = (dto.items as unknown[]).map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid(`items.${i}`, Messages.itemsRequired);
    const { ticketTypeId, qty, ...rest } = item as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown) throw invalid(`items.${i}.${unknown}`, `property ${unknown} should not exist`);
    if (typeof ticketTypeId !== 'string' || !isUUID(ticketTypeId)) throw invalid(`items.${i}.ticketTypeId`, 'ticketTypeId must be a valid id.');
    if (seen.has(ticketTypeId)) throw invalid(`items.${i}.ticketTypeId`, Messages.ticketTypeTwice);
    seen.add(ticketTypeId);
    return { ticketTypeId, quantity: wholeQuantity(qty, `items.${i}.qty`) };
  });
  return { items };
}

/** 'YYYY-MM-DD' is a whole day in India; anything else is an instant. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:30`);
}

/** A seated line's seats, in plan order, as a booking line stores them; empty lists for general admission. */
export type LineSeats = Pick<LineRow, 'seatGuids' | 'seatLabels'>;

/** The seats of a line as it stores and answers them: guids, and labels ('Stalls · Row F · Seat 12'). */
export const lineSeatsOf = (seats: SeatRow[]): LineSeats =>
  ({ seatGuids: seats.map((s) => s.seatGuid), seatLabels: seats.map((s) => seatLabel(s.zone, s.row, s.seat)) });

/** The price in rupees with its GST (the stored or quoted split; null for a booking priced before GST was recorded). */
export function toQuoteResponse(p: Omit<OrderPricePaise, 'seats'>, currency: string, tax: BookingTax, lineSeats?: LineSeats[]): Quote;
export function toQuoteResponse(p: Omit<OrderPricePaise, 'seats'>, currency: string, tax: BookingTax | null, lineSeats?: LineSeats[]): BookingPrice;
/** `lineSeats`: each line's reserved seats (a seated showtime's lines carry them, general admission's none). */
export function toQuoteResponse(p: Omit<OrderPricePaise, 'seats'>, currency: string, tax: BookingTax | null, lineSeats?: LineSeats[]): BookingPrice {
  return {
    lines: p.lines.map((l, i) => ({
      ticketTypeId: l.ticketTypeId, name: l.name, unitPrice: paiseToRupees(l.unitPrice), quantity: l.quantity, seats: l.seats, amount: paiseToRupees(l.amount),
      taxRate: tax?.lineRates[i] ?? 0,
      ...(lineSeats?.[i]?.seatGuids.length ? { seatLabels: lineSeats[i].seatLabels, seatGuids: lineSeats[i].seatGuids } : {}),
    })),
    unitPrice: paiseToRupees(p.lines[0]?.unitPrice ?? 0),
    quantity: p.quantity,
    subtotal: paiseToRupees(p.subtotal),
    discount: paiseToRupees(p.discount),
    discountSource: p.discountSource,
    promo: p.promo ? { code: p.promo.code, discount: paiseToRupees(p.promo.discount) } : null,
    convenience: paiseToRupees(p.convenience),
    delivery: paiseToRupees(p.delivery),
    donation: paiseToRupees(p.donation),
    total: paiseToRupees(p.total),
    currency,
    tax: tax ? taxInRupees(tax) : null,
    billingState: tax?.billingState ?? null,
  };
}

/** A showtime's seat map from its seats in plan order (zones and rows as they come) and its categories. */
export function toSeatMap(seats: SeatRow[], categories: SeatMapCategory[]): ShowtimeSeatMap {
  const zones: ShowtimeSeatMap['plan']['zones'] = [];
  const status: ShowtimeSeatMap['status'] = {};
  for (const s of seats) {
    let zone = zones[zones.length - 1];
    if (zone?.name !== s.zone) zones.push(zone = { name: s.zone, rows: [] });
    let row = zone.rows[zone.rows.length - 1];
    if (row?.label !== s.row) zone.rows.push(row = { label: s.row, seats: [] });
    row.seats.push({ guid: s.seatGuid, label: s.seat, x: s.x, y: s.y, category: s.category });
    status[s.seatGuid] = s.status === 'available' ? 'available' : 'unavailable';
  }
  return { plan: { zones }, categories, status };
}

/** 'Gold × 2, Silver × 1' */
export const ticketsSummary = (lines: LineRow[]) => lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');

/** The venue line of a booking: the venue record, else the event's own location, else online. */
export function venueOf(r: BookingViewRow): { name: string; city: string | null } | null {
  const name = r.venueName ?? r.eventLocation?.name ?? null;
  if (name) return { name, city: r.venueCity ?? r.eventCity ?? r.eventLocation?.city ?? null };
  return r.eventType === 'online' ? { name: 'Online', city: null } : null;
}

/** Money going back, as every screen shows it. */
export function refundFacts(b: BookingViewRow['booking']): RefundFacts {
  return {
    paymentStatus: b.paymentStatus,
    refundAmount: paiseToRupees(b.refundedPaise),
    refundRequestedAt: b.refundRequestedAt?.toISOString() ?? null,
    refundedAt: b.refundedAt?.toISOString() ?? null,
  };
}

/** Until when the buyer may cancel: a pending booking until the start, a confirmed one until `cutoffHours` before it. */
export function cancellableUntil(r: BookingViewRow, cutoffHours: number): string | null {
  const start = (r.sessionStartsAt ?? r.eventStartAt).getTime();
  if (r.booking.status === 'pending') return new Date(start).toISOString();
  if (r.booking.status === 'confirmed') return new Date(start - cutoffHours * 3600_000).toISOString();
  return null;
}

/** Rupees a buyer's cancellation gives back now (cancellationRefundPaise of shared-dto); null when it cannot be cancelled. */
function refundOnCancel(b: BookingViewRow['booking'], cancellable: boolean): number | null {
  if (!cancellable) return null;
  if (!['paid', 'partially_refunded'].includes(b.paymentStatus)) return 0;
  const share = cancellationRefundPaise({ subtotal: b.subtotalPaise, discount: b.discountPaise, total: b.totalPaise }, 'buyer');
  return paiseToRupees(Math.max(0, share - b.refundedPaise));
}

/** Why the booking ended, in the buyer's words, when someone else ended it. */
function statusNote(reason: string | null, codHoldHours: number): string | null {
  if (reason === 'event_cancelled') return Messages.eventCancelledNote;
  if (reason === 'hold_expired') return Messages.holdExpiredNote;
  if (reason === 'cod_expired') return Messages.codExpiredNote(codHoldHours);
  return null;
}

/** The booking rules a response explains: the cancellation cutoff and how long cash on delivery waits. */
export interface BookingPolicy { cutoffHours: number; codHoldHours: number }

/** The stored breakdown of a booking in rupees, lines included. */
export function toBookingPrice(b: BookingViewRow['booking'], lines: LineRow[]): BookingPrice {
  return toQuoteResponse(
    {
      lines: lines.map((l) => ({ ticketTypeId: l.ticketTypeId, name: l.name, unitPrice: l.unitPricePaise, quantity: l.quantity, seats: l.seats, amount: l.amountPaise })),
      quantity: b.quantity, subtotal: b.subtotalPaise, discount: b.discountPaise, convenience: b.conveniencePaise,
      // a booking stores the code only when it won over the group discount
      discountSource: b.promoCode ? 'promo' : b.discountPaise > 0 ? 'group' : null,
      promo: b.promoCode ? { code: b.promoCode, discount: b.discountPaise } : null, lineDiscounts: null,
      delivery: b.deliveryPaise, donation: b.donationPaise, total: b.totalPaise,
    },
    b.currency,
    b.tax,
    lines,
  );
}

export function toTicketResponse(t: TicketRow, token: string): BookingTicket {
  return {
    id: t.id, number: t.number, ticketTypeId: t.ticketTypeId, ticketType: t.ticketType, sessionId: t.sessionId, holderName: t.holderName,
    seat: t.seatGuid ? { guid: t.seatGuid, label: t.seatLabel ?? '' } : null,
    token, checkedInAt: t.checkedInAt?.toISOString() ?? null,
  };
}

export function toBookingResponse(r: BookingViewRow, lines: LineRow[], tickets: BookingTicket[], qrCode: string | null, policy: BookingPolicy): BookingSummary {
  const b = r.booking;
  const until = cancellableUntil(r, policy.cutoffHours);
  return {
    ...refundFacts(b),
    _id: b.id,
    id: b.id,
    bookingId: b.id,
    orderNo: b.orderNo,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    ticketCount: b.quantity,
    seatCount: b.seats,
    ...toBookingPrice(b, lines),
    unitPrice: paiseToRupees(b.unitPricePaise),
    totalPrice: paiseToRupees(b.totalPaise),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: (b.cancelReason as BookingSummary['cancelReason']) ?? null,
    statusNote: statusNote(b.cancelReason, policy.codHoldHours),
    ticketsSummary: ticketsSummary(lines),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    event: {
      _id: b.eventId,
      id: b.eventId,
      title: r.eventTitle,
      slug: r.eventSlug,
      code: r.eventCode,
      startDate: r.eventStartAt.toISOString(),
      endDate: r.eventEndAt?.toISOString() ?? null,
      venue: venueOf(r),
      city: r.venueCity ?? r.eventCity,
      bannerImage: r.eventBanner,
      // how to join an online event is for ticket holders only
      onlineDetails: b.status === 'confirmed' && r.eventType !== 'offline' ? (r.eventOnlineDetails as EventOnlineDetails | null) ?? null : null,
    },
    session: b.sessionId && r.sessionStartsAt && !r.sessionImplicit
      ? { _id: b.sessionId, id: b.sessionId, startsAt: r.sessionStartsAt.toISOString(), label: r.sessionLabel ?? '' }
      : null,
    user: { _id: b.userId, id: b.userId, name: r.userName, email: r.userEmail, phone: r.userPhone },
    qrCode,
    tickets,
    cancellableUntil: until,
    refundOnCancel: refundOnCancel(b, until !== null),
  };
}

/** The vendor screen's status: a confirmed booking is paid or not; a cancelled one shows where its refund stands. */
export function vendorTicketStatus(b: BookingViewRow['booking']): VendorTicketStatus {
  if (b.status === 'pending') return 'pending';
  if (b.status === 'confirmed') return b.paymentStatus === 'unpaid' || b.paymentStatus === 'free' ? 'confirmed' : 'paid';
  const refund = b.paymentStatus as VendorTicketStatus;
  return (['refund_due', 'refund_pending', 'refunded', 'refund_failed'] as VendorTicketStatus[]).includes(refund) ? refund : 'cancelled';
}

export function toVendorTicketRow(r: BookingViewRow, lines: LineRow[]): VendorTicketRow {
  const b = r.booking;
  return {
    ...refundFacts(b),
    _id: b.id,
    id: b.id,
    orderNo: b.orderNo,
    eventId: b.eventId,
    eventName: r.eventTitle,
    venueName: venueOf(r)?.name ?? null,
    startAt: (r.sessionImplicit ? r.eventStartAt : r.sessionStartsAt ?? r.eventStartAt).toISOString(),
    buyerName: r.userName,
    qty: b.quantity,
    seats: b.seats,
    tickets: ticketsSummary(lines),
    seatLabels: lines.flatMap((l) => l.seatLabels),
    amount: paiseToRupees(b.totalPaise),
    currency: b.currency,
    promoCode: b.promoCode,
    status: vendorTicketStatus(b),
    createdAt: b.createdAt.toISOString(),
  };
}
