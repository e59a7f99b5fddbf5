import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { TwoFactorService } from './two-factor.service';
import { TotpCodeDto, TotpDisableDto, TotpRecoveryCodesDto } from './auth.dto';
import { MessageDoc, TotpConfirmResponseDoc, TotpEnrolmentDoc, TotpStatusDoc } from './auth.docs';

/** The vendor's own two-step sign-in (the same rules as an administrator's). */
@ApiTags('vendor: auth')
@Controller('vendor')
@VendorOnly()
export class TwoFactorVendorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get('auth/totp')
  @ApiOperation({ summary: 'Two-step sign-in (TOTP) of this vendor: on, waiting for its first code, recovery codes left (required is always false)' })
  @ApiOkResponse({ type: TotpStatusDoc })
  status(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.twoFactor.status('vendor', vendor.id);
  }

  @Post('auth/totp/enrol')
  @HttpCode(200)
  @ApiOperation({ summary: 'Starts the set-up: a new secret, its otpauth URI and a QR code of it; it is on once confirmed with a first code' })
  @ApiOkResponse({ type: TotpEnrolmentDoc })
  @ApiConflictResponse({ description: 'Two-step sign-in is already on' })
  enrol(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.twoFactor.enrol('vendor', vendor.id);
  }

  @Post('auth/totp/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns it on with the app\'s first code and answers 10 single-use recovery codes, shown this once' })
  @ApiOkResponse({ type: TotpConfirmResponseDoc })
  @ApiBadRequestResponse({ description: 'Not 6 digits, or a wrong code (details.code)' })
  @ApiConflictResponse({ description: 'Already on, or no set-up waiting for a code' })
  confirm(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: TotpCodeDto) {
    return this.twoFactor.confirm('vendor', vendor.id, dto.code);
  }

  @Post('auth/totp/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns it off, with the password or a current code' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'Neither given, or a wrong one (details.password or details.code)' })
  @ApiConflictResponse({ description: 'Not on' })
  disable(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: TotpDisableDto, @ClientIp() ip: string) {
    return this.twoFactor.disable('vendor', vendor.id, dto, ip);
  }

  @Post('auth/totp/recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replaces the recovery codes, with the password or a current code: the old ones stop working; the 10 new ones are shown this once' })
  @ApiOkResponse({ type: TotpConfirmResponseDoc })
  @ApiBadRequestResponse({ description: 'Neither given, or a wrong one (details.password or details.code)' })
  @ApiConflictResponse({ description: 'Two-step sign-in is not on' })
  replaceRecoveryCodes(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: TotpRecoveryCodesDto, @ClientIp() ip: string) {
    return this.twoFactor.replaceRecoveryCodes('vendor', vendor.id, dto, ip);
  }
}
