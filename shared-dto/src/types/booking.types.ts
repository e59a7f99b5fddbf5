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

export interface BookingRequest {
  eventId: string;
  qty?: number;
  quantity?: number;
  sessionId?: string;
  donation?: boolean;
  paymentMethod?: PaymentMethod;
}

export interface BookingSummary {
  _id: string;
  id: string;
  bookingId: string;
  orderNo: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  ticketCount: number;
  quantity: number;
  totalPrice: number;
  currency: string;
  createdAt: string;
}
