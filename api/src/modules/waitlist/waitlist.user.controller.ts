import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { WaitlistService } from './waitlist.service';
import { JoinWaitlistDto } from './waitlist.dto';
import { WaitlistEntryDoc, WaitlistJoinedDoc } from './waitlist.docs';

@ApiTags('user: waitlist')
@Controller('user/waitlist')
@UserOnly()
export class WaitlistUserController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @ApiOperation({ summary: 'Join the waitlist of a showtime × ticket type that has fewer than `quantity` tickets left' })
  @ApiCreatedResponse({ type: WaitlistJoinedDoc })
  @ApiBadRequestResponse({ description: 'A malformed field, a showtime or type not of the event, a hidden type without its code, a type sold as reserved seats' })
  @ApiNotFoundResponse({ description: 'No such public event' })
  @ApiConflictResponse({ description: "'Tickets are available: book them now.', already on this waitlist, no waitlist for the event, or a cancelled showtime" })
  join(@CurrentPrincipal() user: UserPrincipal, @Body() dto: JoinWaitlistDto) {
    return this.waitlist.join(user.id, dto);
  }

  @Get()
  @ApiOperation({ summary: 'My waitlist entries, newest first, with my place in each queue' })
  @ApiOkResponse({ type: [WaitlistEntryDoc] })
  list(@CurrentPrincipal() user: UserPrincipal) {
    return this.waitlist.list(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave a waitlist' })
  @ApiNoContentResponse({ description: 'Left' })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: 'No waiting entry of mine with this id' })
  async leave(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.waitlist.leave(user.id, id);
  }
}
