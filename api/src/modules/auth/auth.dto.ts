import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Messages, type AdminProfile, type UserProfile, type VendorProfile } from '@marketplace/shared-dto';
import type { AdminRow, UserRow, VendorRow } from './auth.repository';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export class LoginDto {
  @ApiProperty({ example: 'admin@example.com' })
  @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email: string;

  @ApiProperty({ example: 'secret123' })
  @IsString() @IsNotEmpty({ message: 'Password is required.' }) @MaxLength(200)
  password: string;
}

export class UpdateAdminProfileDto {
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @IsNotEmpty({ message: 'Name is required.' }) @MaxLength(120)
  name?: string;

  @ApiPropertyOptional() @IsOptional() @lowerTrim() @IsEmail({}, { message: 'A valid email is required.' })
  email?: string;

  @ApiPropertyOptional({ description: 'Leave empty to keep the current password' })
  @IsOptional() @IsString() @MaxLength(200)
  password?: string;
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

  @ApiProperty({ minLength: 8 })
  @IsString() @IsNotEmpty({ message: 'Password is required.' }) @MinLength(8, { message: 'Password must be at least 8 characters.' }) @MaxLength(200)
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
  @IsString() @Matches(/^[0-9]{6}$/, { message: 'The code has 6 digits.' })
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

export const toVendorProfile = (v: VendorRow): VendorProfile => ({
  _id: v.id, id: v.id, companyName: v.companyName, contactName: v.contactName, email: v.email, phone: v.phone, status: v.status,
  createdAt: v.createdAt.toISOString(),
});

export const toUserProfile = (u: UserRow): UserProfile => ({ _id: u.id, id: u.id, name: u.name, email: u.email, phone: u.phone });
