import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { DashboardService } from './dashboard.service';
import { UserDashboardDoc } from './dashboard.docs';

@ApiTags('user: dashboard')
@Controller('user')
export class DashboardPublicController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @UserOnly()
  @ApiOperation({ summary: 'The buyer’s profile and stats.totalBookings' })
  @ApiOkResponse({ type: UserDashboardDoc })
  userDashboard(@CurrentPrincipal() user: UserPrincipal) {
    return this.dashboard.userDashboard(user.id);
  }
}
