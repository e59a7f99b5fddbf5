import { ApiProperty } from '@nestjs/swagger';
import type { Paged, VendorProfile } from '@marketplace/shared-dto';
import { VendorProfileDoc } from '../auth/auth.docs';

export class VendorListDoc implements Paged<VendorProfile> {
  @ApiProperty({ type: [VendorProfileDoc] }) data: VendorProfileDoc[];
  @ApiProperty() total: number;
}
