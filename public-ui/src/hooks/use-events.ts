import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EVENT_LIST_PAGE_SIZE } from '@marketplace/shared-dto';
import { EventFilters, getPublicEvent, getShowtimeSeats, listPublicEvents } from '../api/events';

/** A short list of events (home trending, venue page, performer page): first page only. */
export function useEventStrip(filters: EventFilters, limit: number, enabled = true) {
  return useQuery({ queryKey: ['events', 'strip', filters, limit], queryFn: () => listPublicEvents({ ...filters, limit }), enabled });
}

const PAGE = EVENT_LIST_PAGE_SIZE + 2; // 12 fills whole rows of 2, 3 or 4 cards

/** The events list with 'Load more' pages. */
export function useEventList(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: ['events', 'list', filters],
    queryFn: ({ pageParam }) => listPublicEvents({ ...filters, page: pageParam, limit: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function usePublicEvent(slug: string | undefined, code: string | undefined, fresh = false, accessCode?: string) {
  return useQuery({
    queryKey: accessCode ? ['event', slug, code, accessCode] : ['event', slug, code],
    queryFn: () => getPublicEvent(slug!, code!, fresh, accessCode),
    enabled: Boolean(slug && code),
  });
}

/** A seated showtime's map, read again every 30 s while the buyer looks, so seats others take turn grey. */
export function useShowtimeSeats(slug: string | undefined, code: string | undefined, sessionId: string | undefined) {
  return useQuery({
    queryKey: ['seats', slug, code, sessionId],
    queryFn: () => getShowtimeSeats(slug!, code!, sessionId!),
    enabled: Boolean(slug && code && sessionId),
    refetchInterval: 30_000,
  });
}
