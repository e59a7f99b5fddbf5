import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserAuthService } from './user-auth.service';
import { LoginDto, SendOtpDto, VerifyOtpDto } from './auth.dto';
import { MessageDoc, SendOtpResponseDoc, UserAuthResponseDoc } from './auth.docs';

@ApiTags('user: auth')
@Controller('user/auth')
export class AuthPublicController {
  constructor(private readonly auth: UserAuthService) {}

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a one-time login code by SMS' })
  @ApiOkResponse({ type: SendOtpResponseDoc })
  @ApiTooManyRequestsResponse({ description: 'Inside the 30 s cooldown, or too many codes for this phone or IP' })
  sendOtp(@Body() dto: SendOtpDto, @ClientIp() ip: string) {
    return this.auth.sendOtp(dto.phone, ip);
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the code; name and email are required for a new user' })
  @ApiOkResponse({ type: UserAuthResponseDoc })
  verifyOtp(@Body() dto: VerifyOtpDto) {
    return this.auth.verifyOtp(dto);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email and password login (login modal)' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins for this account or IP' })
  @ApiOkResponse({ type: UserAuthResponseDoc })
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
