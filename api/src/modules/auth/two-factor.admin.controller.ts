import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { AdminOnly, TotpSetupAllowed } from '../../common/guards/realm-auth.guards';
import { AdminPrincipal, CurrentPrincipal } from '../../common/decorators/principal.decorator';
import { TwoFactorService } from './two-factor.service';
import { SecuritySettingsDto, TotpCodeDto, TotpDisableDto, TotpRecoveryCodesDto } from './auth.dto';
import { MessageDoc, SecuritySettingsDoc, SecuritySettingsSavedDoc, TotpConfirmResponseDoc, TotpEnrolmentDoc, TotpStatusDoc } from './auth.docs';

/** The administrator's own two-step sign-in, and the setting that requires it of every administrator. */
@ApiTags('admin: auth')
@Controller('admin')
@AdminOnly()
export class TwoFactorAdminController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get('auth/totp')
  @TotpSetupAllowed()
  @ApiOperation({ summary: 'Two-step sign-in (TOTP) of this administrator: on, waiting for its first code, recovery codes left, required of every administrator' })
  @ApiOkResponse({ type: TotpStatusDoc })
  status(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.twoFactor.status('admin', admin.id);
  }

  @Post('auth/totp/enrol')
  @HttpCode(200)
  @TotpSetupAllowed()
  @ApiOperation({ summary: 'Starts the set-up: a new secret, its otpauth URI and a QR code of it; it is on once confirmed with a first code' })
  @ApiOkResponse({ type: TotpEnrolmentDoc })
  @ApiConflictResponse({ description: 'Two-step sign-in is already on' })
  enrol(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.twoFactor.enrol('admin', admin.id);
  }

  @Post('auth/totp/confirm')
  @HttpCode(200)
  @TotpSetupAllowed()
  @ApiOperation({ summary: 'Turns it on with the app\'s first code and answers 10 single-use recovery codes, shown this once' })
  @ApiOkResponse({ type: TotpConfirmResponseDoc })
  @ApiBadRequestResponse({ description: 'Not 6 digits, or a wrong code (details.code)' })
  @ApiConflictResponse({ description: 'Already on, or no set-up waiting for a code' })
  confirm(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: TotpCodeDto) {
    return this.twoFactor.confirm('admin', admin.id, dto.code);
  }

  @Post('auth/totp/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns it off, with the password or a current code' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'Neither given, or a wrong one (details.password or details.code)' })
  @ApiConflictResponse({ description: 'Not on, or required of every administrator' })
  disable(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: TotpDisableDto, @ClientIp() ip: string) {
    return this.twoFactor.disable('admin', admin.id, dto, ip);
  }

  @Post('auth/totp/recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replaces the recovery codes, with the password or a current code: the old ones stop working; the 10 new ones are shown this once' })
  @ApiOkResponse({ type: TotpConfirmResponseDoc })
  @ApiBadRequestResponse({ description: 'Neither given, or a wrong one (details.password or details.code)' })
  @ApiConflictResponse({ description: 'Two-step sign-in is not on' })
  replaceRecoveryCodes(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: TotpRecoveryCodesDto, @ClientIp() ip: string) {
    return this.twoFactor.replaceRecoveryCodes('admin', admin.id, dto, ip);
  }

  @Get('settings/security')
  @ApiOperation({ summary: 'Platform security settings: whether every administrator must use two-step sign-in' })
  @ApiOkResponse({ type: SecuritySettingsDoc })
  @ApiForbiddenResponse({ description: 'This administrator must set up two-step sign-in first' })
  settings() {
    return this.twoFactor.settings();
  }

  @Put('settings/security')
  @ApiOperation({
    summary: 'Requires (or stops requiring) two-step sign-in of every administrator',
    description: 'An administrator without it is then made to set it up at the next call (403 TOTP_SETUP_REQUIRED elsewhere); requiring it needs it on for the caller.',
  })
  @ApiOkResponse({ type: SecuritySettingsSavedDoc })
  @ApiConflictResponse({ description: 'Turn on two-step sign-in for your own account first.' })
  saveSettings(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: SecuritySettingsDto) {
    return this.twoFactor.saveSettings(admin.id, dto);
  }
}
