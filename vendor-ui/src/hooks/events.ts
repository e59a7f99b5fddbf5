import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VENDOR_EVENTS_MAX_LIMIT, type CancelEventInput } from '@marketplace/shared-dto';
import { eventsApi, type EventListQuery } from '../api/events';

export function useEventList(query: EventListQuery) {
  return useQuery({ queryKey: ['vendor', 'events', query], queryFn: () => eventsApi.list(query), placeholderData: keepPreviousData });
}

/** The dashboard counts every event of the vendor: one page of up to 1000. */
export function useAllEvents() {
  return useQuery({ queryKey: ['vendor', 'events', 'all'], queryFn: () => eventsApi.list({ page: 1, limit: VENDOR_EVENTS_MAX_LIMIT }) });
}

export function useEvent(id: string | undefined) {
  return useQuery({ queryKey: ['vendor', 'event', id], queryFn: () => eventsApi.get(id!), enabled: !!id });
}

/** After a change to an event: its lists and details are read again. */
const eventQueries = (q: { queryKey: readonly unknown[] }) => q.queryKey[1] === 'events' || q.queryKey[1] === 'event';

export function useSaveEvent(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id ? eventsApi.update(id, form) : eventsApi.create(form)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendor'], predicate: eventQueries }),
  });
}

/** Cancels the event or one showtime; its bookings change too, so every vendor query is read again. */
export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelEventInput) => eventsApi.cancel(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendor'] }),
  });
}
