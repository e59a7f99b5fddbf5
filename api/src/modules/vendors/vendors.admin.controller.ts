import { Body, Controller, Get, Param, Patch, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { VendorProfileDoc } from '../auth/auth.docs';
import { AdminVendorTaxProfileDto } from '../auth/auth.dto';
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

  @Get(':id')
  @ApiOperation({ summary: 'One vendor with its tax profile (the back office\'s vendor edit)' })
  @ApiOkResponse({ type: VendorProfileDoc })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  findOne(@Param('id', ParseIdPipe) id: string) {
    return this.vendors.findOne(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Edit a vendor's tax profile: legalName, gstin, address, stateCode",
    description: "A GSTIN must pass the GSTN checksum (400 'Enter a valid GSTIN.'); a stateCode other than the GSTIN's is 400. Empty or null clears a field; a vendor without a GSTIN charges no GST on tickets.",
  })
  @ApiOkResponse({ type: VendorProfileDoc })
  @ApiBadRequestResponse({ description: 'An invalid GSTIN, or a state code that is not the GSTIN\'s' })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  setTaxProfile(@Param('id', ParseIdPipe) id: string, @Body() dto: AdminVendorTaxProfileDto) {
    return this.vendors.setTaxProfile(id, dto);
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
