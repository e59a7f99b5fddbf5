import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { vendorSession } from '../api/session';

export function useVendorMe() {
  return useQuery({ queryKey: ['vendor', 'me'], queryFn: authApi.me, enabled: !!vendorSession.token(), staleTime: 0 });
}

/**
 * Logout: the server ends the token (the call takes it before the session is cleared; a failure must
 * not keep the vendor signed in here), then forget the session and every cached answer and show the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    if (vendorSession.token()) void authApi.logout().catch(() => undefined);
    vendorSession.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
