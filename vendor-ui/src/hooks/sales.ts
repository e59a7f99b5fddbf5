import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesApi } from '../api/sales';

export function useEventWaitlist(eventId: string) {
  return useQuery({ queryKey: ['vendor', 'waitlist', eventId], queryFn: () => salesApi.waitlist(eventId), enabled: !!eventId });
}

export function useEventSales(eventId: string, sessionId?: string) {
  return useQuery({
    queryKey: ['vendor', 'sales', eventId, sessionId ?? null],
    queryFn: () => salesApi.get(eventId, sessionId),
    enabled: !!eventId,
    placeholderData: keepPreviousData,
  });
}
