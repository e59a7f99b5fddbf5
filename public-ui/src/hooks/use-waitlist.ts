import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMyWaitlist, joinWaitlist, leaveWaitlist } from '../api/waitlist';
import { useSession } from '../api/session';

/** The buyer's waitlist entries, newest first (none without a login). */
export function useMyWaitlist() {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'waitlist'], queryFn: getMyWaitlist, enabled: Boolean(session) });
}

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({ mutationFn: joinWaitlist, onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }) });
}

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({ mutationFn: leaveWaitlist, onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }) });
}
