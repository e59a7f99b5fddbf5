import type {
  LoginRequest, TaxProfile, UpdateLocaleRequest, UpdateVendorProfileRequest, VendorAuthResponse, VendorProfile, VendorProfileUpdateResponse, VendorRegisterRequest,
} from '@marketplace/shared-dto';
import { request } from './client';

export const authApi = {
  login: (body: LoginRequest) => request<VendorAuthResponse>('/vendor/auth/login', { method: 'POST', body, anonymous: true }),
  register: (body: VendorRegisterRequest) =>
    request<VendorAuthResponse>('/vendor/auth/register', { method: 'POST', body, anonymous: true }),
  me: () => request<VendorProfile>('/vendor/auth/me', { endSessionOn401: false }),
  /** PUT /vendor/auth/locale: the organiser's language, which their mail follows. */
  updateLocale: (body: UpdateLocaleRequest) => request<VendorProfile>('/vendor/auth/locale', { method: 'PUT', body }),
  updateProfile: (body: UpdateVendorProfileRequest) => request<VendorProfileUpdateResponse>('/vendor/auth/profile', { method: 'PUT', body }),
  /** The Business & tax screen's PUT /vendor/profile (empty clears a field). */
  updateTaxProfile: (body: TaxProfile) => request<VendorProfileUpdateResponse>('/vendor/profile', { method: 'PUT', body }),
  /** Forgot-password and reset-password: anonymous calls answering `{message}`. */
  postAnonymous: (path: string, body: Record<string, string>) => request<{ message: string }>(path, { method: 'POST', body, anonymous: true }),
  logout: () => request<{ message: string }>('/vendor/auth/logout', { method: 'POST', endSessionOn401: false }),
};
