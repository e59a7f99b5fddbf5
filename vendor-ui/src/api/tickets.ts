import { refundNote, type InvoiceSummary, type Paged, type RefundRequest, type RefundResult, type VendorTicketRow } from '@marketplace/shared-dto';
import { request } from './client';

/** A ticket row as the server answers it, with the shared refund wording ('Refund of ₹X initiated on …'). */
export type TicketRow = VendorTicketRow & { refundNote: string | null };

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

export const ticketsApi = {
  /** The booking's tax invoices, bills of supply and credit notes, in the order issued. */
  invoices: async (id: string) => (await request<{ data: InvoiceSummary[] }>(`/vendor/bookings/${encodeURIComponent(id)}/invoices`)).data,
  invoicePdf: (id: string, invoiceId: string) =>
    request<Blob>(`/vendor/bookings/${encodeURIComponent(id)}/invoices/${encodeURIComponent(invoiceId)}`, { as: 'blob' }),
  refund: (id: string, body: RefundRequest) => request<RefundResult>(`/vendor/bookings/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
  list: async (query: TicketQuery): Promise<TicketPage> => {
    const page = await request<Paged<VendorTicketRow>>('/vendor/bookings', { query: { ...query } });
    return { rows: page.data.map((row) => ({ ...row, refundNote: refundNote(row) })), total: page.total };
  },
};
