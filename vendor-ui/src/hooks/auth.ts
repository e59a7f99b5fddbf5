import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, VendorAuthResponse, VendorRegisterRequest } from '@marketplace/shared-dto';
import { authApi } from '../api/auth';
import { vendorSession } from '../api/session';
import { chooseLocale, storedLocale } from '../i18n/i18n';

/**
 * Keeps the token and the vendor's display name; stale answers of an earlier session are dropped. The language: a
 * browser without a choice of its own takes the account's; one with a choice keeps it and saves it on the account
 * (the latest choice the organiser made, which their mail then follows).
 */
function useStartSession() {
  const queryClient = useQueryClient();
  return (res: VendorAuthResponse) => {
    if (!res.token) return false;
    queryClient.clear();
    vendorSession.save(res.token, res.vendor?.companyName || res.vendor?.contactName || 'Vendor');
    const mine = storedLocale();
    if (!mine && res.vendor?.locale) chooseLocale(res.vendor.locale);
    else if (mine && res.vendor && mine !== res.vendor.locale) void authApi.updateLocale({ locale: mine }).catch(() => undefined);
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
