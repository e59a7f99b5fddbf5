import type { Locale } from '@marketplace/shared-dto';
import { RequestLocale } from '../../common/http/request-locale.decorator';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserAuthService } from './user-auth.service';
import { LoginDto, SendOtpDto, VerifyOtpDto } from './auth.dto';
import { MessageDoc, SendOtpResponseDoc, UserAuthResponseDoc, VerifyOtpResponseDoc } from './auth.docs';

@ApiTags('user: auth')
@Controller('user/auth')
export class AuthPublicController {
  constructor(private readonly auth: UserAuthService) {}

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a one-time login code by SMS (to the countries of OTP_COUNTRIES); whether the phone has an account is told only by verify-otp' })
  @ApiOkResponse({ type: SendOtpResponseDoc })
  @ApiBadRequestResponse({ description: 'Not a phone number, or a country codes are not sent to' })
  @ApiServiceUnavailableResponse({ description: 'The SMS gateway refused the message' })
  @ApiTooManyRequestsResponse({ description: 'Inside the 30 s cooldown, or too many codes for this phone or IP' })
  sendOtp(@Body() dto: SendOtpDto, @ClientIp() ip: string, @RequestLocale() locale: Locale) {
    return this.auth.sendOtp(dto.phone, ip, locale);
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the code; a new user is told so (400 naming name and email) and the code stays usable until they are sent' })
  @ApiOkResponse({ type: VerifyOtpResponseDoc })
  @ApiBadRequestResponse({ description: 'Wrong, expired or used code, or name and email missing for a new user' })
  verifyOtp(@Body() dto: VerifyOtpDto, @RequestLocale() locale: Locale) {
    return this.auth.verifyOtp(dto, locale);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email and password login (login modal)' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins for this account or IP' })
  @ApiOkResponse({ type: UserAuthResponseDoc })
  @ApiUnauthorizedResponse({ description: 'Wrong email or password' })
  login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return this.auth.login(dto, ip);
  }

  @Post('logout')
  @HttpCode(200)
  @UserOnly()
  @ApiOperation({ summary: 'Ends this session and every other token of the account' })
  @ApiOkResponse({ type: MessageDoc })
  logout(@CurrentPrincipal() user: UserPrincipal) {
    return this.auth.logout(user.id);
  }
}
