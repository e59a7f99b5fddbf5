import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import type { DevMailMessage } from '@marketplace/shared-dto';
import type { OutboxRow } from './mail.repository';

export class MailOutboxQueryDto {
  @ApiProperty({ example: 'buyer@utsav.test', description: 'The recipient whose messages to list' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'A valid email is required.' })
  to: string;
}

export const toOutboxMessage = (r: OutboxRow): DevMailMessage => ({
  to: r.to, subject: r.subject, text: r.text, attachments: r.attachments, createdAt: r.createdAt.toISOString(),
});
