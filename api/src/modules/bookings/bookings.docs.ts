import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, VENDOR_TICKET_STATUSES } from '@marketplace/shared-dto';
import type {
  BookedSeat, BookingEventRef, BookingPrice, BookingSessionRef, BookingSummary, BookingTicket, BookingUserRef, EventOnlineDetails, Paged, Quote, QuoteLine, QuoteTax, RefundFacts,
  TaxSplitRupees, VendorTicketRow,
} from '@marketplace/shared-dto';

/** Swagger shapes of the booking answers (the TypeScript shapes live in shared-dto). Money in rupees. */
class QuoteLineDoc implements QuoteLine {
  @ApiProperty() ticketTypeId: string;
  @ApiProperty({ example: 'Gold' }) name: string;
  @ApiProperty({ example: 499, description: 'After quantity pricing' }) unitPrice: number;
  @ApiProperty({ example: 3, description: 'Units' }) quantity: number;
  @ApiProperty({ example: 3, description: 'Seats the units take' }) seats: number;
  @ApiProperty({ example: 1497 }) amount: number;
  @ApiProperty({ enum: [0, 18, 40], example: 0, description: "GST % inside the price: the event's taxCategory, the price per seat (admission: 0% up to ₹500, else 18%), 0 when the organiser has no GSTIN" })
  taxRate: number;
  @ApiPropertyOptional({ type: [String], example: ['Stalls · Row F · Seat 11', 'Stalls · Row F · Seat 12'], description: "A seated showtime's line: its reserved seats, in plan order" })
  seatLabels?: string[];
  @ApiPropertyOptional({ type: [String], example: ['stalls:f:11', 'stalls:f:12'], description: "A seated showtime's line: the same seats' guids, as the seat map names them" })
  seatGuids?: string[];
}

export class BookedSeatDoc implements BookedSeat {
  @ApiProperty({ example: 'stalls:f:12' }) guid: string;
  @ApiProperty({ example: 'Stalls · Row F · Seat 12' }) label: string;
}

class TaxSplitDoc implements TaxSplitRupees {
  @ApiProperty({ example: 1000, description: 'amount × 100 / (100 + rate), half up to the paisa' }) taxable: number;
  @ApiProperty({ example: 90, description: 'Within the state: tax / 2' }) cgst: number;
  @ApiProperty({ example: 90, description: 'Within the state: tax − CGST (the odd paisa)' }) sgst: number;
  @ApiProperty({ example: 0, description: 'Across states: all the tax' }) igst: number;
}

class QuoteTaxDoc implements QuoteTax {
  @ApiProperty({ type: TaxSplitDoc, description: "The tickets (subtotal − discount), supplied by the organiser at the venue's state" }) tickets: TaxSplitDoc;
  @ApiProperty({ type: TaxSplitDoc, description: "The convenience fee at 18%, supplied by the marketplace at the buyer's billing state" }) convenience: TaxSplitDoc;
  @ApiProperty({ example: 189, description: 'All GST inside the total (nothing is added to the price)' }) total: number;
}

class PromoAppliedDoc implements NonNullable<Quote['promo']> {
  @ApiProperty({ example: 'DIWALI-10' }) code: string;
  @ApiProperty({ example: 149.7, description: 'Rupees the code takes off the eligible lines' }) discount: number;
}

export class QuoteDoc implements Quote {
  @ApiProperty({ type: [QuoteLineDoc] }) lines: QuoteLineDoc[];
  @ApiProperty({ example: 499, description: "The first line's unit price" }) unitPrice: number;
  @ApiProperty({ example: 3, description: 'Tickets (units) over all lines' }) quantity: number;
  @ApiProperty({ example: 1497 }) subtotal: number;
  @ApiProperty({ example: 0, description: "The discount applied: the promo code's or the group discount (min(subtotal × value %, maxDiscount), half up to the paisa), whichever is larger" }) discount: number;
  @ApiProperty({ enum: ['promo', 'group'], nullable: true, type: String, description: 'Which discount applies; null when there is none' }) discountSource: 'promo' | 'group' | null;
  @ApiProperty({ type: PromoAppliedDoc, nullable: true, description: 'The promo code asked for and what it takes off; null without one' }) promo: PromoAppliedDoc | null;
  @ApiProperty({ example: 74.85, description: '5% of (subtotal − discount), rounded half up to the paisa' }) convenience: number;
  @ApiProperty({ example: 0 }) delivery: number;
  @ApiProperty({ example: 2 }) donation: number;
  @ApiProperty({ example: 1573.85 }) total: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ type: QuoteTaxDoc, description: 'GST inside the prices' }) tax: QuoteTaxDoc;
  @ApiProperty({ example: '07', description: "The buyer's billing state (GST code): as sent, else the venue's state" }) billingState: string;
}

/** A booking's price: the quote's, except that a booking priced before GST was recorded has no tax split. */
class BookingPriceDoc extends OmitType(QuoteDoc, ['tax', 'billingState'] as const) implements BookingPrice {
  @ApiProperty({ type: QuoteTaxDoc, nullable: true, description: 'GST inside the prices; null on a booking priced before GST was recorded' }) tax: QuoteTaxDoc | null;
  @ApiProperty({ type: String, nullable: true, example: '07', description: "The buyer's billing state (GST code); null before GST was recorded" }) billingState: string | null;
}

class BookingVenueDoc implements NonNullable<BookingEventRef['venue']> {
  @ApiProperty() name: string;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
}

class BookingOnlineDetailsDoc implements EventOnlineDetails {
  @ApiPropertyOptional({ enum: ['zoom', 'teams', 'google_meet', 'custom', 'other'] }) platform?: 'zoom' | 'teams' | 'google_meet' | 'custom' | 'other';
  @ApiPropertyOptional({ type: String }) meetingLink?: string;
  @ApiPropertyOptional({ type: String }) meetingId?: string;
  @ApiPropertyOptional({ type: String }) password?: string;
}

class BookingEventDoc implements BookingEventRef {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
  @ApiProperty() code: string;
  @ApiProperty() startDate: string;
  @ApiPropertyOptional({ type: String, nullable: true }) endDate: string | null;
  @ApiPropertyOptional({ type: BookingVenueDoc, nullable: true }) venue: BookingVenueDoc | null;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bannerImage: string | null;
  @ApiPropertyOptional({ type: BookingOnlineDetailsDoc, nullable: true, description: 'How to join an online or hybrid event: confirmed bookings only' })
  onlineDetails: BookingOnlineDetailsDoc | null;
}

class BookingSessionDoc implements BookingSessionRef {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() startsAt: string;
  @ApiProperty() label: string;
}

class BookingTicketDoc implements BookingTicket {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'UT-7K2M9QX4AB-1' }) number: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty({ example: 'Gold' }) ticketType: string;
  @ApiProperty({ format: 'uuid' }) sessionId: string;
  @ApiProperty() holderName: string;
  @ApiProperty({ type: BookedSeatDoc, nullable: true, description: 'The reserved seat; null for general admission' }) seat: BookedSeatDoc | null;
  @ApiProperty({ description: 'The signed string the QR carries (the ticket id and its HMAC)' }) token: string;
  @ApiPropertyOptional({ type: String, nullable: true }) checkedInAt: string | null;
}

class BookingUserDoc implements BookingUserRef {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
}

/** Money going back to the buyer (also on the vendor's rows). */
export class RefundFactsDoc implements RefundFacts {
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: (typeof PAYMENT_STATUSES)[number];
  @ApiProperty({ description: 'Rupees promised back: every refund not failed' }) refundAmount: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'When the latest refund was asked for' }) refundRequestedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'When the latest refund completed' }) refundedAt: string | null;
}

export class BookingDoc extends IntersectionType(BookingPriceDoc, RefundFactsDoc) implements BookingSummary {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() bookingId: string;
  @ApiProperty({ example: 'UT-7KQ2M9XH4P' }) orderNo: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: (typeof BOOKING_STATUSES)[number];
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: (typeof PAYMENT_METHODS)[number];
  @ApiProperty({ description: 'Tickets (units); a family pack is one' }) ticketCount: number;
  @ApiProperty({ description: 'Seats those tickets take' }) seatCount: number;
  @ApiProperty({ description: 'Same as total' }) totalPrice: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An unpaid booking releases its seats at this time (online: 15 minutes; cash on delivery: COD_HOLD_HOURS)' }) holdExpiresAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['user', 'rejected', 'hold_expired', 'cod_expired', 'refunded', 'vendor_suspended', 'event_cancelled'] }) cancelReason: BookingSummary['cancelReason'];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why the system released the booking, in words' }) statusNote: string | null;
  @ApiProperty({ example: 'Gold × 2, Silver × 1' }) ticketsSummary: string;
  @ApiPropertyOptional({ type: String, nullable: true }) cancelledAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ type: BookingEventDoc }) event: BookingEventDoc;
  @ApiPropertyOptional({ type: BookingSessionDoc, nullable: true }) session: BookingSessionDoc | null;
  @ApiProperty({ type: BookingUserDoc }) user: BookingUserDoc;
  @ApiPropertyOptional({ type: String, nullable: true, description: "data: URL (PNG) of the QR code of the first ticket's token; confirmed bookings only" }) qrCode: string | null;
  @ApiProperty({ type: [BookingTicketDoc], description: 'A ticket per seat once confirmed' }) tickets: BookingTicketDoc[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The buyer may cancel until then (CANCEL_CUTOFF_HOURS before the start for a confirmed booking)' }) cancellableUntil: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Rupees a cancellation by the buyer gives back now (subtotal − discount paid, less refunds so far; 0 when unpaid); null when it cannot be cancelled' }) refundOnCancel: number | null;
}

export class BookingPageDoc implements Paged<BookingSummary> {
  @ApiProperty({ type: [BookingDoc] }) data: BookingDoc[];
  @ApiProperty() total: number;
}

export class VendorTicketRowDoc extends RefundFactsDoc implements VendorTicketRow {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() orderNo: string;
  @ApiProperty() eventId: string;
  @ApiProperty() eventName: string;
  @ApiPropertyOptional({ type: String, nullable: true }) venueName: string | null;
  @ApiProperty({ description: 'The showtime, or the event start' }) startAt: string;
  @ApiPropertyOptional({ type: String, nullable: true }) buyerName: string | null;
  @ApiProperty({ description: 'Tickets (units)' }) qty: number;
  @ApiProperty({ description: 'Seats those tickets take' }) seats: number;
  @ApiProperty({ example: 'Gold × 2, Silver × 1' }) tickets: string;
  @ApiProperty({ type: [String], example: ['Stalls · Row F · Seat 12'], description: "A seated booking's seats, in line order; empty for general admission" }) seatLabels: string[];
  @ApiProperty({ description: 'The booking total in rupees' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: String, nullable: true, example: 'DIWALI-10', description: 'The promo code the booking used; null without one' }) promoCode: string | null;
  @ApiProperty({ enum: VENDOR_TICKET_STATUSES }) status: (typeof VENDOR_TICKET_STATUSES)[number];
  @ApiProperty() createdAt: string;
}

export class VendorTicketPageDoc implements Paged<VendorTicketRow> {
  @ApiProperty({ type: [VendorTicketRowDoc] }) data: VendorTicketRowDoc[];
  @ApiProperty() total: number;
}
