import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PasswordResetService } from './password-reset.service';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { AdminOnly, TotpSetupAllowed } from '../../common/guards/realm-auth.guards';
import { AdminPrincipal, CurrentPrincipal } from '../../common/decorators/principal.decorator';
import { AdminAuthService } from './admin-auth.service';
import { LoginDto, UpdateAdminProfileDto, ForgotPasswordDto, ResetPasswordDto } from './auth.dto';
import { AdminLoginResponseDoc, AdminProfileDoc, AdminProfileUpdateDoc, MessageDoc } from './auth.docs';

@ApiTags('admin: auth')
@Controller('admin')
export class AuthAdminController {
  constructor(private readonly auth: AdminAuthService, private readonly resets: PasswordResetService) {}

  @Post('auth/login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Administrator login: token and admin.name',
    description: 'With two-step sign-in on, a right password without totpCode or recoveryCode answers 401 TOTP_CODE_REQUIRED (details.totpCode): '
      + 'the client asks for the code and sends the same form with it. totpSetupRequired: every administrator must use it and this one has not set it up.',
  })
  @ApiOkResponse({ type: AdminLoginResponseDoc })
  @ApiUnauthorizedResponse({ description: 'Wrong email or password; TOTP_CODE_REQUIRED; a wrong or used code (details.totpCode or details.recoveryCode)' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins for this account or IP' })
  login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return this.auth.login(dto, ip);
  }

  @Post('auth/logout')
  @HttpCode(200)
  @AdminOnly()
  @TotpSetupAllowed()
  @ApiOperation({ summary: 'Ends this session and every other token of the account' })
  @ApiOkResponse({ type: MessageDoc })
  logout(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.auth.logout(admin.id);
  }

  @Get('auth/me')
  @AdminOnly()
  @TotpSetupAllowed()
  @ApiOperation({ summary: 'Session check' })
  @ApiOkResponse({ type: AdminProfileDoc })
  me(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.auth.me(admin.id);
  }

  @Put('user/profile')
  @AdminOnly()
  @ApiOperation({
    summary: 'Update own name, email and password',
    description: 'A password equal to the current one (or none) keeps every session. A new password needs currentPassword, ends every other '
      + 'session of the account, and the answer\'s token replaces the one that made the call.',
  })
  @ApiOkResponse({ type: AdminProfileUpdateDoc })
  @ApiBadRequestResponse({ description: 'Validation failed, a password under the rule, a missing or wrong currentPassword (details name the field)' })
  @ApiConflictResponse({ description: 'This email is already in use.' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account or IP' })
  updateProfile(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: UpdateAdminProfileDto, @ClientIp() ip: string) {
    return this.auth.updateProfile(admin.id, dto, ip);
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a password reset link (single use, 30 minutes); the same answer whether or not the email has an account' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'Not an email' })
  @ApiTooManyRequestsResponse({ description: 'Too many links asked for this email or from this IP in an hour' })
  forgotPassword(@Body() dto: ForgotPasswordDto, @ClientIp() ip: string) {
    return this.resets.request('admin', dto.email, ip);
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with the e-mailed link\'s token; ends every earlier session of the account' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'A link invalid, used or expired (details.token), or a password under the rule (details.password)' })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.resets.reset('admin', dto.token, dto.password);
  }
}
