import type { LoginRequest, VendorAuthResponse, VendorProfile, VendorRegisterRequest } from '@marketplace/shared-dto';
import { request } from './client';

export const authApi = {
  login: (body: LoginRequest) => request<VendorAuthResponse>('/vendor/auth/login', { method: 'POST', body, anonymous: true }),
  register: (body: VendorRegisterRequest) =>
    request<VendorAuthResponse>('/vendor/auth/register', { method: 'POST', body, anonymous: true }),
  me: () => request<VendorProfile>('/vendor/auth/me', { endSessionOn401: false }),
  logout: () => request<{ message: string }>('/vendor/auth/logout', { method: 'POST', endSessionOn401: false }),
};
