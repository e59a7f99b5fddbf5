import type { BookingStatus, PaymentMethod, PaymentStatus, RefundStatus } from '../enums';
import type { RefundFacts } from '../status';
import type { EventOnlineDetails } from './events.types';
import type { QuoteTax } from '../gst';
import type { BestAvailableRequest, BookedSeat } from '../seating';

/** One line of a quote or booking (rupees). */
export interface QuoteLine {
  ticketTypeId: string;
  name: string;
  unitPrice: number;
  /** Units of the type (a family pack is one unit). */
  quantity: number;
  seats: number;
  amount: number;
  /** The GST percent inside the line's price: 0, 18 or 40 (taxCategory, the price per seat, the organiser's GSTIN). */
  taxRate: number;
  /** A seated showtime's line: its reserved seats' labels ('Stalls · Row F · Seat 12'), in plan order. */
  seatLabels?: string[];
  /** The same seats' guids, as the seat map names them ('Best available' shows the server's pick on the map by these). */
  seatGuids?: string[];
}

/** Money in a response is rupees with 2 decimals; the server stores paise. */
export interface Quote {
  lines: QuoteLine[];
  /** The first line's unit price (for the spec's single-price clients). */
  unitPrice: number;
  /** Tickets (units) over all lines. */
  quantity: number;
  subtotal: number;
  /** The discount applied: the promo code's or the group discount's, whichever is larger (they do not stack). */
  discount: number;
  /** Which discount applies; null when there is none. */
  discountSource: 'promo' | 'group' | null;
  /** The promo code asked for (upper-case) and what it takes off; null without one. */
  promo: { code: string; discount: number } | null;
  convenience: number;
  delivery: number;
  donation: number;
  total: number;
  currency: string;
  /** The GST inside the prices (nothing is added): the tickets' (the organiser's) and the convenience fee's (the marketplace's). */
  tax: QuoteTax;
  /** The buyer's billing state (GST state code), the fee's place of supply: as sent, else the venue's state. */
  billingState: string;
}

export interface BookingItem {
  ticketTypeId: string;
  /** A whole number ≥ 1 (a numeric string is accepted). */
  qty: number | string;
}

/**
 * Body of quote and create: `items` (one per ticket type), or the spec's `qty`/`quantity`, which buys the
 * first on-sale type. Quantities are whole numbers ≥ 1 (numbers or numeric strings); anything else is
 * 400 naming the field. No price field is accepted: the server decides.
 */
export interface BookingRequest {
  eventId: string;
  items?: BookingItem[];
  qty?: number | string;
  quantity?: number | string;
  sessionId?: string;
  /** Add ₹2.00 to support musicians; true unless false is sent. */
  donation?: boolean;
  paymentMethod?: PaymentMethod;
  /** GST state code of the buyer's billing address ('07'); the venue's state when absent. */
  billingState?: string;
  /** A promo code of the event (case-insensitive). */
  promoCode?: string;
  /** The access code of a hidden ticket type in the order (case-insensitive). */
  accessCode?: string;
  /**
   * The buyer's waitlist entry whose offer this books (the public site reads it from `?waitlist=` of the event
   * page): the order is that showtime × type, at most the entry's quantity, and takes the seats held for it.
   */
  waitlistEntryId?: string;
  /** A seated showtime (issue 24): the chosen seats by guid (at most the type's maxPerOrder), instead of items. */
  seats?: string[];
  /** A seated showtime: the best adjacent seats of one type, instead of items or seats. */
  bestAvailable?: BestAvailableRequest;
}

export interface BookingEventRef {
  _id: string;
  id: string;
  title: string;
  slug: string;
  code: string;
  startDate: string;
  endDate: string | null;
  venue: { name: string; city: string | null } | null;
  city: string | null;
  bannerImage: string | null;
  /** How to join an online or hybrid event: only on a confirmed booking, null otherwise. */
  onlineDetails: EventOnlineDetails | null;
}

export interface BookingSessionRef {
  _id: string;
  id: string;
  startsAt: string;
  label: string;
}

export interface BookingUserRef {
  _id: string;
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** A seat of a confirmed booking; its QR carries `token` and nothing else. */
export interface BookingTicket {
  id: string;
  /** The order number and k: 'UT-7K2M9QX4AB-1'. */
  number: string;
  ticketTypeId: string;
  ticketType: string;
  sessionId: string;
  /** The reserved seat ('Stalls · Row F · Seat 12'); null for general admission. */
  seat: BookedSeat | null;
  holderName: string;
  /** Signed ticket id (HMAC with TICKET_SECRET). */
  token: string;
  checkedInAt: string | null;
}

/** A booking as its buyer and the back office see it: the stored breakdown, the event, the QR and its refunds. */
/** A booking's stored breakdown: as the quote, except that bookings made before GST was recorded carry no tax (null). */
export interface BookingPrice extends Omit<Quote, 'tax' | 'billingState'> {
  tax: QuoteTax | null;
  billingState: string | null;
}

export interface BookingSummary extends BookingPrice, RefundFacts {
  _id: string;
  id: string;
  bookingId: string;
  orderNo: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** Tickets (units); a family pack of 4 is one ticket. */
  ticketCount: number;
  /** Seats those tickets take (shown beside them: '3 tickets (6 seats)'). */
  seatCount: number;
  totalPrice: number;
  /** Unpaid online bookings give their tickets back at this time. */
  holdExpiresAt: string | null;
  cancelledAt: string | null;
  /** Why a cancelled booking was cancelled: by its buyer, rejected by an administrator, released when its payment hold (hold_expired) or cash-on-delivery wait (cod_expired) ran out, or fully refunded. */
  cancelReason: 'user' | 'rejected' | 'hold_expired' | 'cod_expired' | 'refunded' | 'vendor_suspended' | 'event_cancelled' | null;
  /** Why the booking was released, in words, when the system released it. */
  statusNote: string | null;
  /** 'Gold × 2, Silver × 1' */
  ticketsSummary: string;
  createdAt: string;
  updatedAt: string;
  event: BookingEventRef;
  session: BookingSessionRef | null;
  user: BookingUserRef;
  /** A data: URL PNG QR of the first ticket's token; null unless confirmed. */
  qrCode: string | null;
  /** A ticket per seat once confirmed (empty before). */
  tickets: BookingTicket[];
  /** The buyer may cancel until this time (CANCEL_CUTOFF_HOURS before the start); null when cancelling is not possible. */
  cancellableUntil: string | null;
  /**
   * Rupees the buyer gets back by cancelling now (the ticket amount paid: subtotal − discount, less what went
   * back already; 0 when nothing was paid); null when the booking cannot be cancelled. The cancel dialog shows it.
   */
  refundOnCancel: number | null;
}

/** Body of the admin's and the vendor's refund: rupees (the whole refundable rest when absent) and why. */
export interface RefundRequest {
  amount?: number;
  reason: string;
}

export interface RefundView {
  _id: string;
  id: string;
  bookingId: string;
  /** Rupees. */
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  requestedBy: 'admin' | 'vendor' | 'buyer' | 'system';
  createdAt: string;
  processedAt: string | null;
  failedAt: string | null;
  /** Why a failed refund failed (the provider's answer, or why it could not be asked for); null otherwise. */
  failureReason: string | null;
}

/** The answer of a refund request (a repeated request answers the same refund). */
export interface RefundResult {
  refund: RefundView;
  booking: { id: string; status: BookingStatus } & RefundFacts;
}

/** Status shown on the vendor's tickets screen, from the booking and payment states. */
export const VENDOR_TICKET_STATUSES = ['pending', 'paid', 'confirmed', 'cancelled', 'refund_due', 'refund_pending', 'refunded', 'refund_failed'] as const;
export type VendorTicketStatus = (typeof VENDOR_TICKET_STATUSES)[number];

/** A row of the vendor's tickets/bookings table. */
export interface VendorTicketRow extends RefundFacts {
  _id: string;
  id: string;
  orderNo: string;
  eventId: string;
  eventName: string;
  venueName: string | null;
  startAt: string;
  buyerName: string | null;
  /** Tickets (units). */
  qty: number;
  /** Seats those tickets take. */
  seats: number;
  /** 'Gold × 2, Silver × 1' */
  tickets: string;
  /** A seated booking's seats ('Stalls · Row F · Seat 12'), in line order; empty for general admission. */
  seatLabels: string[];
  amount: number;
  currency: string;
  /** The promo code the booking used (upper-case); null without one. */
  promoCode: string | null;
  status: VendorTicketStatus;
  createdAt: string;
}

export interface PaymentOrderRequest {
  bookingId: string;
  /** Rupees; when sent it must equal the booking's stored total. */
  amount?: number;
  currency?: string;
}

export interface PaymentOrder {
  id: string;
  orderId: string;
  /** Paise, as Razorpay's checkout expects. */
  amount: number;
  amountRupees: number;
  currency: string;
  keyId: string;
  provider: 'razorpay' | 'sandbox';
  bookingId: string;
}

/** What Razorpay's checkout hands the browser, sent back to verify. */
export interface PaymentVerifyRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  bookingId?: string;
}

/** POST /api/payments/webhook: what became of the provider's event. */
export interface WebhookAnswer {
  status: 'processed' | 'duplicate' | 'ignored';
}

export interface PaymentVerifyResponse {
  verified: true;
  bookingId: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Set when the payment came after the booking was released and will be refunded. */
  message?: string;
}

export interface EventInterest {
  count: number;
  isInterested: boolean;
}
