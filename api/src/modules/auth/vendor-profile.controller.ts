import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorAuthService } from './vendor-auth.service';
import { UpdateVendorProfileDto } from './auth.dto';
import { VendorProfileDoc, VendorProfileUpdateDoc } from './auth.docs';

/** The organiser's profile as issue 26 names it (the Business & tax screen): the same record as /vendor/auth/me and /vendor/auth/profile. */
@ApiTags('vendor: profile')
@Controller('vendor/profile')
@VendorOnly()
export class VendorProfileController {
  constructor(private readonly auth: VendorAuthService) {}

  @Get()
  @ApiOperation({ summary: 'The vendor profile, tax profile included (legalName, gstin, address, stateCode)' })
  @ApiOkResponse({ type: VendorProfileDoc })
  get(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.auth.me(vendor.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Edit the profile: contact fields, password, and the tax profile',
    description: "A GSTIN must pass the GSTN mod-36 checksum (400 'Enter a valid GSTIN.'); a stateCode other than the GSTIN's is 400; "
      + "without a stateCode the GSTIN's is taken. Empty or null clears a tax field: without a GSTIN no GST is charged on tickets.",
  })
  @ApiOkResponse({ type: VendorProfileUpdateDoc })
  @ApiBadRequestResponse({ description: 'An invalid GSTIN or state code, or another field (details name it)' })
  @ApiConflictResponse({ description: 'A vendor with this email already exists.' })
  update(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: UpdateVendorProfileDto, @ClientIp() ip: string) {
    return this.auth.updateProfile(vendor.id, dto, ip);
  }
}
