import { ApiProperty } from '@nestjs/swagger';
import { VendorProfileDoc } from '../auth/auth.docs';

export class VendorListDoc {
  @ApiProperty({ type: [VendorProfileDoc] }) data: VendorProfileDoc[];
  @ApiProperty() total: number;
}
