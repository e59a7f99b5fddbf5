import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ticketsApi, type TicketQuery } from '../api/tickets';

export function useTickets(query: TicketQuery) {
  return useQuery({ queryKey: ['vendor', 'tickets', query], queryFn: () => ticketsApi.list(query), placeholderData: keepPreviousData });
}
