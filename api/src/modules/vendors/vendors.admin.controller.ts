import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { VendorProfileDoc } from '../auth/auth.docs';
import { VendorsService } from './vendors.service';
import { VendorListQueryDto, VendorStatusDto } from './vendors.dto';
import { VendorListDoc } from './vendors.docs';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

@ApiTags('admin: vendors')
@Controller('admin/vendors')
@AdminOnly()
export class VendorsAdminController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  @ApiOperation({ summary: 'Vendors with total; q searches company, contact and email' })
  @ApiOkResponse({ type: VendorListDoc })
  list(@Query() query: VendorListQueryDto) {
    return this.vendors.list(query);
  }

  @Patch(':id/status')
  @InvalidatesPublicCache('events')
  @ApiOperation({
    summary: 'Set a vendor to pending, approved or suspended, with an optional reason mailed to the vendor',
    description: "A pending or suspended vendor is refused (403) from its next call on. Suspension stops sales at once: quotes and bookings of its events answer 409 'This event is not on sale.', and its pending bookings are released.",
  })
  @ApiOkResponse({ type: VendorProfileDoc })
  @ApiBadRequestResponse({ description: 'Unknown status, or a reason over 1000 characters' })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  setStatus(@Param('id', ParseIdPipe) id: string, @Body() dto: VendorStatusDto) {
    return this.vendors.setStatus(id, dto.status, dto.reason);
  }
}
