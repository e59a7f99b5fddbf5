import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DevSmsMessage } from '@marketplace/shared-dto';
import type { AdminLoginResponse, AdminProfile, SendOtpResponse, UserAuthResponse, UserProfile, VendorAuthResponse, VendorProfile, VerifyOtpResponse } from '@marketplace/shared-dto';

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

export class AdminProfileUpdateDoc {
  @ApiProperty() message: string;
  @ApiProperty({ type: AdminProfileDoc }) admin: AdminProfileDoc;
  @ApiPropertyOptional({ description: NEW_TOKEN }) token?: string;
}

export class VendorProfileUpdateDoc {
  @ApiProperty() message: string;
  @ApiProperty({ type: VendorProfileDoc }) vendor: VendorProfileDoc;
  @ApiPropertyOptional({ description: NEW_TOKEN }) token?: string;
}

export class DevSmsMessageDoc implements DevSmsMessage {
  @ApiProperty() phone: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class DevSmsOutboxDoc {
  @ApiProperty({ type: [DevSmsMessageDoc] }) data: DevSmsMessageDoc[];
}
