import type { Locale } from '../message-locale';
import type { Identified } from './common.types';
import type { VendorStatus } from '../enums';

/**
 * With two-step sign-in on, the same call carries `totpCode` (or a single-use `recoveryCode`); without one
 * the answer is 401 `TOTP_CODE_REQUIRED` and the client asks for the code and sends the form again.
 */
export interface LoginRequest {
  email: string;
  password: string;
  totpCode?: string;
  recoveryCode?: string;
}

export interface AdminProfile extends Identified {
  name: string;
  email: string;
}

export interface AdminLoginResponse {
  token: string;
  admin: AdminProfile;
  /** Administrators must use two-step sign-in and this one has not set it up: every call but the set-up answers 403 until it does. */
  totpSetupRequired: boolean;
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
  /** The language the organiser reads: the portal's switch saves it; their mail goes out in it. */
  locale: Locale;
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
  /** The language the buyer reads: the site's switch saves it; their SMS and mail go out in it. */
  locale: Locale;
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

/** Two-step sign-in (TOTP) of an administrator or a vendor. */
export interface TotpStatus {
  enabled: boolean;
  /** An enrolment waits for its first code. */
  pending: boolean;
  recoveryCodesLeft: number;
  /** Administrators only: every administrator must use it (then it cannot be turned off). */
  required: boolean;
}

export interface TotpEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code: a `data:image/png;base64,…` URL. */
  qrDataUrl: string;
}

export interface TotpCodeRequest {
  code: string;
}

export interface TotpConfirmResponse {
  message: string;
  /** Shown once: each signs in once instead of a code. */
  recoveryCodes: string[];
}

/** Turning two-step sign-in off, or replacing the recovery codes, takes the password or a current code. */
export interface TotpDisableRequest {
  password?: string;
  code?: string;
}
export type TotpRecoveryCodesRequest = TotpDisableRequest;

export interface SecuritySettings {
  requireAdminTotp: boolean;
}
