import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { VendorProfileDoc } from '../auth/auth.docs';
import { VendorsService } from './vendors.service';
import { VendorListQueryDto, VendorStatusDto } from './vendors.dto';
import { VendorListDoc } from './vendors.docs';

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
  @ApiOperation({ summary: 'Set a vendor to pending, approved or suspended', description: 'A pending or suspended vendor is refused (403) from its next call on.' })
  @ApiOkResponse({ type: VendorProfileDoc })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  setStatus(@Param('id', ParseIdPipe) id: string, @Body() dto: VendorStatusDto) {
    return this.vendors.setStatus(id, dto.status);
  }
}
