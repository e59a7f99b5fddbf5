import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventInterest } from '@marketplace/shared-dto';
import { addInterest, getInterest, removeInterest } from '../api/interest';
import { useSession } from '../api/session';

/** Interest count and the buyer's own mark (false without a login). */
export function useInterest(eventId: string | undefined) {
  const session = useSession();
  return useQuery({ queryKey: ['interest', eventId, session?.user?.id ?? null], queryFn: () => getInterest(eventId!), enabled: Boolean(eventId) });
}

/**
 * Marks or unmarks interest. The count moves at once (never below 0) and is then re-read from the
 * server, which knows whether this buyer had already marked the event.
 */
export function useToggleInterest(eventId: string | undefined) {
  const client = useQueryClient();
  const session = useSession();
  const key = ['interest', eventId, session?.user?.id ?? null];
  return useMutation({
    mutationFn: (interested: boolean) => (interested ? addInterest(eventId!) : removeInterest(eventId!)),
    onMutate: async (interested) => {
      // a read already in flight would land after the change and undo it on screen
      await client.cancelQueries({ queryKey: ['interest', eventId] });
      const before = client.getQueryData<EventInterest>(key);
      if (before && before.isInterested !== interested) {
        client.setQueryData<EventInterest>(key, { isInterested: interested, count: Math.max(0, before.count + (interested ? 1 : -1)) });
      }
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && client.setQueryData(key, ctx.before),
    onSettled: () => client.invalidateQueries({ queryKey: ['interest', eventId] }),
  });
}
