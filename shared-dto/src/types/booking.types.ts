import type { BookingStatus, PaymentMethod, PaymentStatus } from '../enums';

/** Money in a response is rupees with 2 decimals; the server stores paise. */
export interface Quote {
  unitPrice: number;
  quantity: number;
  subtotal: number;
  convenience: number;
  delivery: number;
  donation: number;
  total: number;
  currency: string;
}

/**
 * Body of quote and create. The quantity may come as qty or quantity (numbers or strings); the server
 * normalises it to a whole number of at least 1. No price field is accepted: the server decides.
 */
export interface BookingRequest {
  eventId: string;
  qty?: number | string;
  quantity?: number | string;
  sessionId?: string;
  /** Add ₹2.00 to support musicians; true unless false is sent. */
  donation?: boolean;
  paymentMethod?: PaymentMethod;
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

/** A booking as its buyer and the back office see it: the stored breakdown, the event and the QR. */
export interface BookingSummary extends Quote {
  _id: string;
  id: string;
  bookingId: string;
  orderNo: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  ticketCount: number;
  totalPrice: number;
  /** Unpaid online bookings give their tickets back at this time. */
  holdExpiresAt: string | null;
  cancelledAt: string | null;
  /** Why a cancelled booking was cancelled: by its buyer, rejected by an administrator, or released when its payment hold ran out. */
  cancelReason: 'user' | 'rejected' | 'hold_expired' | null;
  createdAt: string;
  updatedAt: string;
  event: BookingEventRef;
  session: BookingSessionRef | null;
  user: BookingUserRef;
  /** A data: URL PNG QR of the signed ticket token; null unless confirmed. */
  qrCode: string | null;
}

/** Status shown on the vendor's tickets screen, from the booking and payment states. */
export type VendorTicketStatus = 'pending' | 'paid' | 'confirmed' | 'cancelled' | 'refunded';

/** A row of the vendor's tickets/bookings table. */
export interface VendorTicketRow {
  _id: string;
  id: string;
  orderNo: string;
  eventId: string;
  eventName: string;
  venueName: string | null;
  startAt: string;
  buyerName: string | null;
  qty: number;
  amount: number;
  currency: string;
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
