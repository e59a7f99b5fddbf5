import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, VendorAuthResponse, VendorRegisterRequest } from '@marketplace/shared-dto';
import { authApi } from '../api/auth';
import { vendorSession } from '../api/session';

/** Keeps the token and the vendor's display name; stale answers of an earlier session are dropped. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (res: VendorAuthResponse) => {
    if (!res.token) return false;
    queryClient.clear();
    vendorSession.save(res.token, res.vendor?.companyName || res.vendor?.contactName || 'Vendor');
    return true;
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: (body: LoginRequest) => authApi.login(body), onSuccess: (res) => void start(res) });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({ mutationFn: (body: VendorRegisterRequest) => authApi.register(body), onSuccess: (res) => void start(res) });
}
