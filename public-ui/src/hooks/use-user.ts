import { useQuery } from '@tanstack/react-query';
import { getDashboard } from '../api/user';
import { useSession } from '../api/session';

export function useUserDashboard() {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'dashboard'], queryFn: getDashboard, enabled: Boolean(session) });
}
