import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { WaitlistService } from './waitlist.service';
import { EventWaitlistDoc } from './waitlist.docs';

@ApiTags('vendor: waitlist')
@Controller('vendor/events/:id/waitlist')
@VendorOnly()
export class WaitlistVendorController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiOperation({ summary: "My event's waitlist per showtime × type: waiting, offered, converted, expired, and the tickets that would sell" })
  @ApiOkResponse({ type: EventWaitlistDoc })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event" })
  counts(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) eventId: string) {
    return this.waitlist.forVendor(vendor.id, eventId);
  }
}
