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

/**
 * A profile save. `password` equal to the current one changes nothing (the spec's form always sends it);
 * a new one needs `currentPassword`, ends every other session and answers a fresh `token`.
 */
export interface ProfilePasswordFields {
  password?: string;
  currentPassword?: string;
}

export interface UpdateAdminProfileRequest extends ProfilePasswordFields {
  name?: string;
  email?: string;
}

/** `token` is present only when the password changed: the earlier tokens have ended, this one goes on. */
export interface AdminProfileUpdateResponse {
  message: string;
  admin: AdminProfile;
  token?: string;
}

export interface VendorProfileUpdateResponse {
  message: string;
  vendor: VendorProfile;
  token?: string;
}

export interface UpdateVendorProfileRequest extends ProfilePasswordFields {
  contactName?: string;
  email?: string;
  phone?: string | null;
  legalName?: string | null;
  gstin?: string | null;
  address?: string | null;
  stateCode?: string | null;
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
  /** The tax profile its invoices print; without a GSTIN no GST is charged on its tickets. */
  legalName: string | null;
  gstin: string | null;
  address: string | null;
  /** GST state code ('07'): the GSTIN's first two digits when it has one. */
  stateCode: string | null;
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

/** Whether the phone has an account is told only after its code is verified (verify-otp). */
export interface SendOtpResponse {
  message: string;
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

/** A verified code: `isNewUser` is true when this verification created the account. */
export interface VerifyOtpResponse extends UserAuthResponse {
  isNewUser: boolean;
}

export interface ForgotPasswordRequest {
  email: string;
}

/** `token` comes from the e-mailed link's `?token=`. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}
