import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { clearSession, getToken } from '../api/session';

export function useVendorMe() {
  return useQuery({ queryKey: ['vendor', 'me'], queryFn: authApi.me, enabled: !!getToken(), staleTime: 0 });
}

/** Logout: forget the session and every cached answer, then show the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
