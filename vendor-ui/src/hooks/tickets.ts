import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ticketsApi, type TicketQuery } from '../api/tickets';

export function useTickets(query: TicketQuery) {
  return useQuery({ queryKey: ['vendor', 'tickets', query], queryFn: () => ticketsApi.list(query), placeholderData: keepPreviousData });
}

/** A booking's invoices and credit notes, while its dialog is open. */
export function useBookingInvoices(id: string | null) {
  return useQuery({ queryKey: ['vendor', 'booking', id, 'invoices'], queryFn: () => ticketsApi.invoices(id!), enabled: Boolean(id) });
}
