import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DevSmsMessage } from '@marketplace/shared-dto';

/** Swagger shapes of the auth answers (the TypeScript shapes live in shared-dto). */
export { MessageDoc } from '../../common/http/message.docs';

export class AdminProfileDoc {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class AdminLoginResponseDoc {
  @ApiProperty() token: string;
  @ApiProperty({ type: AdminProfileDoc }) admin: AdminProfileDoc;
}

export class VendorProfileDoc {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactName: string;
  @ApiProperty() email: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'suspended'] }) status: string;
  @ApiProperty() createdAt: string;
}

export class VendorAuthResponseDoc {
  @ApiProperty() message: string;
  @ApiPropertyOptional() token?: string;
  @ApiProperty({ type: VendorProfileDoc }) vendor: VendorProfileDoc;
}

export class UserProfileDoc {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
}

export class UserAuthResponseDoc {
  @ApiProperty() token: string;
  @ApiProperty({ type: UserProfileDoc }) user: UserProfileDoc;
}

export class VerifyOtpResponseDoc extends UserAuthResponseDoc {
  @ApiProperty({ description: 'True when this verification created the account' }) isNewUser: boolean;
}

export class SendOtpResponseDoc {
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
