import { refundNote, type RefundFacts, type RefundRequest, type RefundResult } from '@marketplace/shared-dto';
import { isApiError } from '@marketplace/shared-ui';
import { request } from './client';
import { listOf } from './meta';

/** A ticket row as the table shows it, read from the spec's field names or their usual alternates. */
export interface TicketRow {
  id: string;
  orderNo: string;
  eventName: string;
  venueName: string;
  startAt: string | null;
  buyerName: string;
  qty: number;
  amount: number | null;
  status: string;
  /** 'Refund of ₹X initiated on …', 'Refunded on … (₹X)': the shared wording, from the row's refund facts. */
  refundNote: string | null;
  /** What the Refund action needs: the payment's state and the rupees already going back. */
  paymentStatus: string;
  refundAmount: number;
}

export interface TicketQuery {
  page: number;
  limit: number;
  status?: string;
  eventId?: string;
  from?: string;
  to?: string;
  q?: string;
}

export interface TicketPage {
  rows: TicketRow[];
  total: number;
}

type Raw = Record<string, unknown>;

function pick(row: Raw, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = key.split('.').reduce<unknown>((obj, part) => (obj && typeof obj === 'object' ? (obj as Raw)[part] : undefined), row);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function text(value: unknown): string {
  return value === undefined ? '' : String(value);
}

export function toTicketRow(row: Raw): TicketRow {
  const amount = pick(row, 'amount', 'totalPrice', 'total', 'totalAmount');
  return {
    id: text(pick(row, 'id', '_id', 'bookingId')),
    orderNo: text(pick(row, 'orderNo', 'reference', 'code', 'bookingId', 'id')),
    eventName: text(pick(row, 'eventName', 'eventTitle', 'event.title', 'event.name')),
    venueName: text(pick(row, 'venueName', 'venue.name', 'event.venue.name', 'venue')),
    startAt: (pick(row, 'startAt', 'startsAt', 'eventDate', 'event.startDate', 'date') as string | undefined) ?? null,
    buyerName: text(pick(row, 'buyerName', 'customerName', 'userName', 'user.name', 'buyer.name', 'buyerEmail')),
    qty: Number(pick(row, 'qty', 'quantity', 'ticketCount', 'tickets') ?? 0),
    amount: amount === undefined ? null : Number(amount),
    status: text(pick(row, 'status', 'paymentStatus') ?? 'pending'),
    refundNote: row.paymentStatus ? refundNote(row as unknown as RefundFacts) : null,
    paymentStatus: text(row.paymentStatus),
    refundAmount: Number(row.refundAmount ?? 0),
  };
}

async function fetchFrom(path: string, query: TicketQuery): Promise<TicketPage> {
  const body = await request<unknown>(path, { query: { ...query } });
  const rows = listOf<Raw>(body, 'data', 'rows', 'bookings', 'tickets').map(toTicketRow);
  const total = Number((body as { total?: number })?.total ?? rows.length);
  return { rows, total };
}

export const ticketsApi = {
  refund: (id: string, body: RefundRequest) => request<RefundResult>(`/vendor/bookings/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
  /** GET /bookings, falling back to GET /tickets when the first is not there. */
  list: async (query: TicketQuery): Promise<TicketPage> => {
    try {
      return await fetchFrom('/vendor/bookings', query);
    } catch (err) {
      if (isApiError(err, 404) || isApiError(err, 405)) return fetchFrom('/vendor/tickets', query);
      throw err;
    }
  },
};
