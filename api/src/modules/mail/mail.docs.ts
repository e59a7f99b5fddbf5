import { ApiProperty } from '@nestjs/swagger';
import type { DevMailMessage, Envelope } from '@marketplace/shared-dto';

class DevMailAttachmentDoc implements NonNullable<DevMailMessage['attachments'][number]> {
  @ApiProperty() filename: string;
  @ApiProperty() contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}

export class DevMailMessageDoc implements DevMailMessage {
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: [DevMailAttachmentDoc] }) attachments: DevMailAttachmentDoc[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class DevMailOutboxDoc implements Envelope<DevMailMessage[]> {
  @ApiProperty({ type: [DevMailMessageDoc] }) data: DevMailMessageDoc[];
}
