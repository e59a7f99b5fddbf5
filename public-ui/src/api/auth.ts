import type { SendOtpResponse, UserAuthResponse, VerifyOtpRequest } from '@marketplace/shared-dto';
import { request } from './client';

export const sendOtp = (phone: string) => request<SendOtpResponse>('/user/auth/send-otp', { method: 'POST', body: { phone } });

export const verifyOtp = (body: VerifyOtpRequest) => request<UserAuthResponse>('/user/auth/verify-otp', { method: 'POST', body });

export const loginWithPassword = (email: string, password: string) =>
  request<UserAuthResponse>('/user/auth/login', { method: 'POST', body: { email, password } });

/** Ends the token on the server (every token of the account). */
export const logout = () => request<{ message: string }>('/user/auth/logout', { method: 'POST' });
