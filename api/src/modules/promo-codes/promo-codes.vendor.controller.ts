import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PromoCodesService } from './promo-codes.service';
import { CreatePromoCodeDto, UpdatePromoCodeDto } from './promo-codes.dto';
import { PromoCodeDoc } from './promo-codes.docs';


@ApiTags('vendor: promo codes')
@Controller('vendor/events/:id/promo-codes')
@VendorOnly()
export class PromoCodesVendorController {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Get()
  @ApiOperation({ summary: 'The promo codes of my event with their uses and remaining' })
  @ApiOkResponse({ type: [PromoCodeDoc] })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event or code" })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) eventId: string) {
    return this.promoCodes.list({ kind: 'vendor', vendorId: vendor.id }, eventId);
  }

  @Post()
  @ApiOperation({ summary: 'Make a promo code for my event' })
  @ApiCreatedResponse({ type: PromoCodeDoc })
  @ApiBadRequestResponse({ description: 'A malformed field (code, kind, value, limits, dates, ticket types not of the event)' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event or code" })
  @ApiConflictResponse({ description: 'This code already exists for this event.' })
  create(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) eventId: string, @Body() dto: CreatePromoCodeDto) {
    return this.promoCodes.create({ kind: 'vendor', vendorId: vendor.id }, eventId, dto);
  }

  @Patch(':codeId')
  @ApiOperation({ summary: 'Edit a promo code, or disable it with active: false' })
  @ApiOkResponse({ type: PromoCodeDoc })
  @ApiBadRequestResponse({ description: 'A malformed field or id' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event or code" })
  @ApiConflictResponse({ description: 'The code already exists for this event, or maxUses is below the uses taken' })
  update(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) eventId: string, @Param('codeId', ParseIdPipe) codeId: string, @Body() dto: UpdatePromoCodeDto) {
    return this.promoCodes.update({ kind: 'vendor', vendorId: vendor.id }, eventId, codeId, dto);
  }

  @Delete(':codeId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a promo code no booking has used' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event or code" })
  @ApiConflictResponse({ description: 'The code has been used: disable it instead' })
  async delete(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) eventId: string, @Param('codeId', ParseIdPipe) codeId: string): Promise<void> {
    await this.promoCodes.delete({ kind: 'vendor', vendorId: vendor.id }, eventId, codeId);
  }
}
