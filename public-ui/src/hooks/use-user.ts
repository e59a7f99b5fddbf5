import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDashboard, updateProfile } from '../api/user';
import { getSession, saveSession, useSession } from '../api/session';

export function useUserDashboard() {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'dashboard'], queryFn: getDashboard, enabled: Boolean(session) });
}

/** Saves name and email; the stored session follows, so the header shows the new name at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      const session = getSession();
      if (session) saveSession({ ...session, user: { ...session.user, name: answer.profile.name, email: answer.profile.email } });
      return client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
