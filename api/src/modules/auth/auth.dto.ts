import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AcceptablePassword } from '../../common/passwords';
import { mergeTaxProfile, Messages, PASSWORD_MIN_LENGTH, type TaxProfile, type AdminProfile, type ForgotPasswordRequest, type LoginRequest, type SecuritySettings, type TotpCodeRequest, type TotpDisableRequest, type TotpRecoveryCodesRequest, type ResetPasswordRequest, type UpdateAdminProfileRequest, type UpdateVendorProfileRequest, type UserProfile, type VendorProfile } from '@marketplace/shared-dto';
import type { AdminRow, UserRow, VendorRow } from './auth.repository';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** An app's code as typed ('123 456'): the spaces go. */
const codeDigits = () => Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value));
const SIX_DIGITS = /^[0-9]{6}$/;

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin@example.com' })
  @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email: string;

  @ApiProperty({ example: 'secret123' })
  @IsString() @IsNotEmpty({ message: 'Password is required.' }) @MaxLength(200)
  password: string;

  @ApiPropertyOptional({
    example: '123456',
    description: "With two-step sign-in on: the authenticator app's current code. Without it (or recoveryCode) a right password answers 401 TOTP_CODE_REQUIRED",
  })
  @IsOptional() @codeDigits() @IsString({ message: Messages.codeSixDigits }) @Matches(SIX_DIGITS, { message: Messages.codeSixDigits })
  totpCode?: string;

  @ApiPropertyOptional({ example: 'abcde-fghjk', description: 'Instead of totpCode: one of the recovery codes shown at enrolment, each usable once' })
  @IsOptional() @IsString() @IsNotEmpty({ message: Messages.recoveryCodeWrong }) @MaxLength(40, { message: Messages.recoveryCodeWrong })
  recoveryCode?: string;
}

export class TotpCodeDto implements TotpCodeRequest {
  @ApiProperty({ example: '123456', description: "The authenticator app's current code" })
  @codeDigits() @IsDefined({ message: Messages.codeSixDigits }) @IsString({ message: Messages.codeSixDigits }) @Matches(SIX_DIGITS, { message: Messages.codeSixDigits })
  code: string;
}

export class TotpDisableDto implements TotpDisableRequest {
  @ApiPropertyOptional({ description: 'The account password (or code)' })
  @IsOptional() @IsString() @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ example: '123456', description: "The authenticator app's current code (or password)" })
  @IsOptional() @codeDigits() @IsString({ message: Messages.codeSixDigits }) @Matches(SIX_DIGITS, { message: Messages.codeSixDigits })
  code?: string;
}

/** The same proof as turning it off. */
export class TotpRecoveryCodesDto extends TotpDisableDto implements TotpRecoveryCodesRequest {}

export class SecuritySettingsDto implements SecuritySettings {
  @ApiProperty({ description: 'Every administrator must sign in with a TOTP code; one without it is made to set it up before anything else' })
  @IsDefined() @IsBoolean()
  requireAdminTotp: boolean;
}

export class UpdateAdminProfileDto implements UpdateAdminProfileRequest {
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @IsNotEmpty({ message: 'Name is required.' }) @MaxLength(120)
  name?: string;

  @ApiPropertyOptional() @IsOptional() @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email?: string;

  @ApiPropertyOptional({ description: 'The current password, or empty, keeps it; a new one needs currentPassword' })
  @IsOptional() @IsString() @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: 'Required when password is a new one' })
  @IsOptional() @IsString() @MaxLength(200)
  currentPassword?: string;
}

export class VendorRegisterDto {
  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Company name is required.' }) @MaxLength(160)
  companyName: string;

  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Contact name is required.' }) @MaxLength(120)
  contactName: string;

  @ApiProperty() @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email: string;

  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(20)
  phone?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, description: 'Not in the common-password list' })
  @IsString() @IsNotEmpty({ message: 'Password is required.' }) @AcceptablePassword() @MaxLength(200)
  password: string;
}

/** The vendor's own Settings: contact name, email and phone, the password with the current one, and the tax profile (Business & tax). */
export class UpdateVendorProfileDto implements UpdateVendorProfileRequest {
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @IsNotEmpty({ message: 'Contact name is required.' }) @MaxLength(120)
  contactName?: string;

  @ApiPropertyOptional() @IsOptional() @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Empty or null removes it' })
  @IsOptional() @trim() @IsString() @Matches(/^$|^\+?[0-9][0-9 -]{8,18}$/, { message: 'Enter a valid phone number.' })
  phone?: string | null;

  @ApiPropertyOptional({ description: 'The current password, or empty, keeps it; a new one needs currentPassword' })
  @IsOptional() @IsString() @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: 'Required when password is a new one' })
  @IsOptional() @IsString() @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Registered name printed on invoices; empty or null removes it' })
  @IsOptional() @IsString() @MaxLength(200)
  legalName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '07AADCD4321K1ZT', description: "15 characters with the GSTN check character ('Enter a valid GSTIN.'); empty or null removes it: no GST on tickets" })
  @IsOptional() @IsString({ message: Messages.gstinInvalid }) @MaxLength(20, { message: Messages.gstinInvalid })
  gstin?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Principal place of business, printed on invoices' })
  @IsOptional() @IsString() @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '07', description: "GST state code; must be the GSTIN's (default: the GSTIN's)" })
  @IsOptional() @IsString() @MaxLength(2, { message: Messages.stateCodeInvalid })
  stateCode?: string | null;
}

/** The administrator's edit of a vendor's tax profile. */
export class AdminVendorTaxProfileDto extends PickType(UpdateVendorProfileDto, ['legalName', 'gstin', 'address', 'stateCode'] as const) {}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'vendor@example.com' })
  @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' }) @MaxLength(200)
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The ?token= of the e-mailed link' })
  @IsString() @IsNotEmpty({ message: Messages.passwordResetInvalid }) @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, description: 'Not in the common-password list' })
  @IsString() @IsNotEmpty({ message: 'Password is required.' }) @AcceptablePassword() @MaxLength(200)
  password: string;
}

const PHONE = /^\+?[0-9][0-9 -]{8,18}$/;

export class SendOtpDto {
  @ApiProperty({ example: '+919876543210' })
  @IsString() @Matches(PHONE, { message: 'Enter a valid phone number.' })
  phone: string;
}

export class VerifyOtpDto extends SendOtpDto {
  @ApiProperty({ example: '123456' })
  @IsString() @Matches(/^[0-9]{6}$/, { message: Messages.codeSixDigits })
  otp: string;

  @ApiPropertyOptional({ description: 'Required for a new user' })
  @IsOptional() @trim() @IsString() @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ description: 'Required for a new user' })
  @IsOptional() @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email?: string;
}

export class SmsOutboxQueryDto {
  @ApiProperty({ example: '+919876543210' })
  @IsDefined({ message: Messages.outboxPhoneRequired }) @IsString({ message: Messages.outboxPhoneRequired }) @Matches(PHONE, { message: 'Enter a valid phone number.' })
  phone: string;
}

/** Indian numbers typed as 10 digits become +91…; everything is stored as +<digits>. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, '');
  if (!raw.trim().startsWith('+') && digits.length === 10) return `+91${digits}`;
  return `+${digits}`;
}

export const toAdminProfile = (a: AdminRow): AdminProfile => ({ _id: a.id, id: a.id, name: a.name, email: a.email });

/** The tax profile a change makes of the stored one, or 400 with the problems at their fields. */
export function taxProfileOrRefuse(current: TaxProfile, change: Partial<TaxProfile>): TaxProfile {
  const merged = mergeTaxProfile(current, change);
  if ('problems' in merged) throw new BadRequestException({ message: Object.values(merged.problems)[0], details: merged.problems });
  return merged.profile;
}

export const toVendorProfile = (v: VendorRow): VendorProfile => ({
  _id: v.id, id: v.id, companyName: v.companyName, contactName: v.contactName, email: v.email, phone: v.phone, status: v.status,
  createdAt: v.createdAt.toISOString(), legalName: v.legalName, gstin: v.gstin, address: v.address, stateCode: v.stateCode, locale: v.locale,
});

export const toUserProfile = (u: UserRow): UserProfile => ({ _id: u.id, id: u.id, name: u.name, email: u.email, phone: u.phone, locale: u.locale });
