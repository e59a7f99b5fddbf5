import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { AdminPrincipal, CurrentPrincipal } from '../../common/decorators/principal.decorator';
import { DashboardService } from './dashboard.service';
import { AdminDashboardDoc, AdminStatsDoc } from './dashboard.docs';

@ApiTags('admin: dashboard')
@Controller('admin')
@AdminOnly()
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'Greeting and admin id' })
  @ApiOkResponse({ type: AdminDashboardDoc })
  welcome(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.dashboard.adminWelcome(admin);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Stat cards: events, bookings, tickets and seats sold, users, venues and revenue (₹, confirmed bookings)' })
  @ApiOkResponse({ type: AdminStatsDoc })
  stats() {
    return this.dashboard.adminStats();
  }
}
