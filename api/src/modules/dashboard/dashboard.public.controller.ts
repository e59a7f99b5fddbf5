import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { UpdateUserProfileDto } from './dashboard.dto';
import { LocaleChoiceDto } from '../../common/http/locale-choice.dto';
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

  @Put('profile')
  @UserOnly()
  @ApiOperation({ summary: 'The buyer changes their name and email (the phone is the login and stays); answers the dashboard' })
  @ApiOkResponse({ type: UserDashboardDoc })
  @ApiConflictResponse({ description: 'This email is already in use.' })
  updateProfile(@CurrentPrincipal() user: UserPrincipal, @Body() dto: UpdateUserProfileDto) {
    return this.dashboard.updateProfile(user.id, dto);
  }

  @Put('locale')
  @UserOnly()
  @ApiOperation({ summary: 'The buyer’s language (en or hi), chosen with the site’s switch: their SMS and mail go out in it; answers the dashboard' })
  @ApiOkResponse({ type: UserDashboardDoc })
  @ApiBadRequestResponse({ description: 'Language must be en or hi.' })
  @ApiUnauthorizedResponse({ description: 'Not signed in as a buyer' })
  updateLocale(@CurrentPrincipal() user: UserPrincipal, @Body() dto: LocaleChoiceDto) {
    return this.dashboard.updateLocale(user.id, dto.locale);
  }
}
