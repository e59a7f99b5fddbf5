import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@marketplace/shared-dto';
import type {
  AdminLoginResponse, AdminProfile, AdminProfileUpdateResponse, DevSmsMessage, Envelope, SecuritySettings, SendOtpResponse, TotpConfirmResponse, TotpEnrolment,
  TotpStatus, UserAuthResponse, UserProfile, VendorAuthResponse, VendorProfile, VendorProfileUpdateResponse, VerifyOtpResponse, WithMessage,
} from '@marketplace/shared-dto';

/** Swagger shapes of the auth answers (the TypeScript shapes live in shared-dto). */
export { MessageDoc } from '../../common/http/message.docs';

export class AdminProfileDoc implements AdminProfile {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class AdminLoginResponseDoc implements AdminLoginResponse {
  @ApiProperty() token: string;
  @ApiProperty({ type: AdminProfileDoc }) admin: AdminProfileDoc;
  @ApiProperty({ description: 'Administrators must use two-step sign-in and this one has not set it up: every call but the set-up (and me, logout) answers 403 TOTP_SETUP_REQUIRED until it does' })
  totpSetupRequired: boolean;
}

export class VendorProfileDoc implements VendorProfile {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactName: string;
  @ApiProperty() email: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'suspended'] }) status: 'pending' | 'approved' | 'suspended';
  @ApiProperty() createdAt: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Registered name printed on invoices' }) legalName: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '07AADCD4321K1ZT', description: 'Without one, no GST is charged on its tickets (a bill of supply)' }) gstin: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '07', description: "GST state code: the GSTIN's first two digits" }) stateCode: string | null;
  @ApiProperty({ enum: LOCALES, description: 'The language the organiser reads; their mail goes out in it' }) locale: Locale;
}

export class VendorAuthResponseDoc implements VendorAuthResponse {
  @ApiProperty() message: string;
  @ApiPropertyOptional() token?: string;
  @ApiProperty({ type: VendorProfileDoc }) vendor: VendorProfileDoc;
}

export class UserProfileDoc implements UserProfile {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: LOCALES, description: 'The language the buyer reads; their SMS and mail go out in it' }) locale: Locale;
}

export class UserAuthResponseDoc implements UserAuthResponse {
  @ApiProperty() token: string;
  @ApiProperty({ type: UserProfileDoc }) user: UserProfileDoc;
}

export class VerifyOtpResponseDoc extends UserAuthResponseDoc implements VerifyOtpResponse {
  @ApiProperty({ description: 'True when this verification created the account' }) isNewUser: boolean;
}

export class SendOtpResponseDoc implements SendOtpResponse {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Seconds before another code may be requested' }) resendAfter: number;
}

const NEW_TOKEN = 'Only when the password changed: every earlier token of the account has ended; the client goes on with this one';

export class AdminProfileUpdateDoc implements AdminProfileUpdateResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: AdminProfileDoc }) admin: AdminProfileDoc;
  @ApiPropertyOptional({ description: NEW_TOKEN }) token?: string;
}

export class VendorProfileUpdateDoc implements VendorProfileUpdateResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: VendorProfileDoc }) vendor: VendorProfileDoc;
  @ApiPropertyOptional({ description: NEW_TOKEN }) token?: string;
}

export class DevSmsMessageDoc implements DevSmsMessage {
  @ApiProperty() phone: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class DevSmsOutboxDoc implements Envelope<DevSmsMessage[]> {
  @ApiProperty({ type: [DevSmsMessageDoc] }) data: DevSmsMessageDoc[];
}

export class TotpStatusDoc implements TotpStatus {
  @ApiProperty({ description: 'A login asks for a code' }) enabled: boolean;
  @ApiProperty({ description: 'An enrolment waits for its first code' }) pending: boolean;
  @ApiProperty({ description: 'Unused recovery codes (0 while off)' }) recoveryCodesLeft: number;
  @ApiProperty({ description: 'Administrators only: every administrator must use it (then it cannot be turned off)' }) required: boolean;
}

export class TotpEnrolmentDoc implements TotpEnrolment {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32, to type into the app by hand' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Utsav%20Admin:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Utsav%20Admin' }) otpauthUri: string;
  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'The otpauth URI as a QR code' }) qrDataUrl: string;
}

export class TotpConfirmResponseDoc implements TotpConfirmResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: [String], example: ['abcde-fghjk'], description: 'Shown this once (only their hashes are kept): each signs in once instead of a code' })
  recoveryCodes: string[];
}

export class SecuritySettingsDoc implements SecuritySettings {
  @ApiProperty() requireAdminTotp: boolean;
}

export class SecuritySettingsSavedDoc extends SecuritySettingsDoc implements WithMessage<SecuritySettings> {
  @ApiProperty() message: string;
}
