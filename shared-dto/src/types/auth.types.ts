import type { Identified } from './common.types';
import type { VendorStatus } from '../enums';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AdminProfile extends Identified {
  name: string;
  email: string;
}

export interface AdminLoginResponse {
  token: string;
  admin: AdminProfile;
}

export interface VendorRegisterRequest {
  companyName: string;
  contactName: string;
  email: string;
  phone?: string;
  password: string;
}

export interface VendorProfile extends Identified {
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  status: VendorStatus;
  createdAt: string;
}

export interface VendorAuthResponse {
  message: string;
  token?: string;
  vendor: VendorProfile;
}

export interface UserProfile extends Identified {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface SendOtpRequest {
  phone: string;
}

export interface SendOtpResponse {
  message: string;
  isNewUser: boolean;
  /** Seconds before another code may be requested. */
  resendAfter: number;
}

export interface VerifyOtpRequest {
  phone: string;
  otp: string;
  name?: string;
  email?: string;
}

export interface UserAuthResponse {
  token: string;
  user: UserProfile;
}
