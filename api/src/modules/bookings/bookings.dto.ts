import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsDateString, IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  BOOKING_STATUSES, BookingRequest, BookingStatus, BookingSummary, PAYMENT_METHODS, paiseToRupees, PaymentMethod,
  PriceBreakdownPaise, Quote, VendorTicketRow, VendorTicketStatus,
} from '@marketplace/shared-dto';
import { ListQueryDto } from '../../common/http/list-query.dto';
import type { BookingViewRow } from './bookings.repository';

const validId = (field: string) => IsUUID('all', { message: `${field} must be a valid id.` });
/** List filters sent empty (a cleared select) mean no filter. */
const blankAsMissing = () => Transform(({ value }) => (value === '' ? undefined : value));

/** quote and create: no price, amount or fee field is accepted (unknown fields are 400); the server prices. */
class BookingBodyDto implements BookingRequest {
  @ApiProperty({ format: 'uuid' }) @validId('eventId')
  eventId: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Tickets; normalised to a whole number ≥ 1, at most 10' })
  @Allow()
  qty?: number | string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Same as qty (used when qty is absent)' })
  @Allow()
  quantity?: number | string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required when the event has showtimes' })
  @IsOptional() @validId('sessionId')
  sessionId?: string;

  @ApiPropertyOptional({ default: true, description: 'Add ₹2.00 to support musicians' })
  @IsOptional() @IsBoolean({ message: 'donation must be true or false.' })
  donation?: boolean;
}

const paymentMethodIn = () => IsIn(PAYMENT_METHODS, { message: 'paymentMethod must be razorpay or cod.' });

export class QuoteBookingDto extends BookingBodyDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'Accepted for symmetry with create; the price does not depend on it' })
  @IsOptional() @paymentMethodIn()
  paymentMethod?: PaymentMethod;
}

export class CreateBookingDto extends BookingBodyDto {
  @ApiProperty({ enum: PAYMENT_METHODS }) @paymentMethodIn()
  paymentMethod: PaymentMethod;
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
}

export const VENDOR_TICKET_STATUSES: VendorTicketStatus[] = ['pending', 'paid', 'confirmed', 'cancelled', 'refunded'];

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

/** The spec's quantity rule: qty or quantity, a whole number of at least 1; anything non-numeric is 1. */
export function bookingQuantity(dto: Pick<BookingRequest, 'qty' | 'quantity'>): number {
  const raw = dto.qty ?? dto.quantity;
  const n = typeof raw === 'number' || typeof raw === 'string' ? Math.floor(Number(raw)) : NaN;
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** 'YYYY-MM-DD' is a whole day in India; anything else is an instant. */
export function dayBound(value: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:30`);
}

export function toQuoteResponse(b: PriceBreakdownPaise, currency: string): Quote {
  return {
    unitPrice: paiseToRupees(b.unitPrice),
    quantity: b.quantity,
    subtotal: paiseToRupees(b.subtotal),
    convenience: paiseToRupees(b.convenience),
    delivery: paiseToRupees(b.delivery),
    donation: paiseToRupees(b.donation),
    total: paiseToRupees(b.total),
    currency,
  };
}

/** The venue line of a booking: the venue record, else the event's own location, else online. */
export function venueOf(r: BookingViewRow): { name: string; city: string | null } | null {
  const name = r.venueName ?? r.eventLocation?.name ?? null;
  if (name) return { name, city: r.venueCity ?? r.eventCity ?? r.eventLocation?.city ?? null };
  return r.eventType === 'online' ? { name: 'Online', city: null } : null;
}

export function toBookingResponse(r: BookingViewRow, qrCode: string | null): BookingSummary {
  const b = r.booking;
  return {
    _id: b.id,
    id: b.id,
    bookingId: b.id,
    orderNo: b.orderNo,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    ticketCount: b.quantity,
    ...toQuoteResponse(
      { unitPrice: b.unitPricePaise, quantity: b.quantity, subtotal: b.subtotalPaise, convenience: b.conveniencePaise, delivery: b.deliveryPaise, donation: b.donationPaise, total: b.totalPaise },
      b.currency,
    ),
    totalPrice: paiseToRupees(b.totalPaise),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: (b.cancelReason as BookingSummary['cancelReason']) ?? null,
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
    },
    session: b.sessionId && r.sessionStartsAt
      ? { _id: b.sessionId, id: b.sessionId, startsAt: r.sessionStartsAt.toISOString(), label: r.sessionLabel ?? '' }
      : null,
    user: { _id: b.userId, id: b.userId, name: r.userName, email: r.userEmail, phone: r.userPhone },
    qrCode,
  };
}

/** The vendor screen's status: paid and refunded come from the payment state (refunds are made outside the system). */
export function vendorTicketStatus(b: BookingViewRow['booking']): VendorTicketStatus {
  if (b.status === 'pending') return 'pending';
  if (b.status === 'confirmed') return b.paymentStatus === 'paid' ? 'paid' : 'confirmed';
  return b.paymentStatus === 'refund_due' ? 'refunded' : 'cancelled';
}

export function toVendorTicketRow(r: BookingViewRow): VendorTicketRow {
  const b = r.booking;
  return {
    _id: b.id,
    id: b.id,
    orderNo: b.orderNo,
    eventId: b.eventId,
    eventName: r.eventTitle,
    venueName: venueOf(r)?.name ?? null,
    startAt: (r.sessionStartsAt ?? r.eventStartAt).toISOString(),
    buyerName: r.userName,
    qty: b.quantity,
    amount: paiseToRupees(b.totalPaise),
    currency: b.currency,
    status: vendorTicketStatus(b),
    createdAt: b.createdAt.toISOString(),
  };
}
