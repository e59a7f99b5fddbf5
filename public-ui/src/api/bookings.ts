import type { BestAvailableRequest, BookingItem, BookingSummary, InvoiceSummary, Paged, PaymentMethod, Quote } from '@marketplace/shared-dto';
import { request } from './client';

export type Booking = BookingSummary;

export interface BookingInput {
  eventId: string;
  sessionId?: string;
  donation: boolean;
  /** One entry per ticket type (the booking wizard). */
  items?: BookingItem[];
  /** A seated showtime: the chosen seats' guids, instead of items. */
  seats?: string[];
  /** A seated showtime: the server's best adjacent seats of a type (asked in a quote, to show them on the map). */
  bestAvailable?: BestAvailableRequest;
  /** Without items: tickets of the first on-sale type (the spec's checkout page). */
  quantity?: number;
  /** GST state code of the buyer's billing address; the server uses the venue's state without it. */
  billingState?: string;
  /** A promo code of the event, as applied at checkout. */
  promoCode?: string;
  /** The access code of a hidden ticket type (the shared link's `?code=`). */
  accessCode?: string;
  /** The buyer's waitlist entry whose held tickets this books. */
  waitlistEntryId?: string;
}

/** Items by type, or the spec's quantity sent as both `qty` and `quantity`, normalised to a whole number of at least 1. */
function bookingBody(input: BookingInput) {
  const base = {
    eventId: input.eventId, donation: input.donation, ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    ...(input.billingState ? { billingState: input.billingState } : {}),
    ...(input.promoCode ? { promoCode: input.promoCode } : {}),
    ...(input.accessCode ? { accessCode: input.accessCode } : {}),
    ...(input.waitlistEntryId ? { waitlistEntryId: input.waitlistEntryId } : {}),
  };
  if (input.seats) return { ...base, seats: input.seats };
  if (input.bestAvailable) return { ...base, bestAvailable: input.bestAvailable };
  if (input.items) return { ...base, items: input.items };
  const quantity = Math.max(1, Math.floor(Number(input.quantity)) || 1);
  return { ...base, qty: quantity, quantity };
}

export const quoteBooking = (input: BookingInput) => request<Quote>('/user/bookings/quote', { method: 'POST', body: bookingBody(input) });

/** A free order (₹0.00) is sent without a payment method: the server confirms it at once. */
export const createBooking = (input: BookingInput, paymentMethod: PaymentMethod | null) =>
  request<Booking>('/user/bookings/create', {
    method: 'POST',
    body: { ...bookingBody(input), ...(paymentMethod ? { paymentMethod } : {}) },
  });

export const listBookings = async () => (await request<Paged<Booking>>('/user/bookings', { query: { limit: 1000 } })).data;
export const getBooking = (id: string) => request<Booking>(`/user/bookings/${id}`);
export const cancelBooking = (id: string) => request<Booking>(`/user/bookings/${id}/cancel`, { method: 'POST' });
export const downloadTicket = (id: string) => request<Blob>(`/user/bookings/${id}/ticket`, { query: { format: 'pdf' }, as: 'blob' });
/** The booking's tax invoices, bills of supply and credit notes, in the order issued. */
export const listInvoices = async (id: string) => (await request<{ data: InvoiceSummary[] }>(`/user/bookings/${id}/invoices`)).data;
export const downloadInvoice = (bookingId: string, invoiceId: string) => request<Blob>(`/user/bookings/${bookingId}/invoices/${invoiceId}`, { as: 'blob' });

/** Readers over the spec's alternative names (bookingId/_id/id, ticketCount/quantity, session or event start). */
export const bookingId = (b: Booking) => b.bookingId || b._id || b.id;
export const bookingQty = (b: Booking) => b.ticketCount ?? b.quantity ?? 0;
export const bookingTitle = (b: Booking) => b.event?.title || 'Event';
export const bookingStart = (b: Booking) => b.session?.startsAt || b.event?.startDate || null;
export const bookingVenue = (b: Booking) => [b.event?.venue?.name, b.event?.venue?.city || b.event?.city].filter(Boolean).join(', ');