import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { Locale } from '@marketplace/shared-dto';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PasswordResetService } from './password-reset.service';
import { ClientIp } from '../../common/http/client-ip.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorAuthService } from './vendor-auth.service';
import { LoginDto, UpdateVendorProfileDto, VendorRegisterDto, ForgotPasswordDto, ResetPasswordDto } from './auth.dto';
import { LocaleChoiceDto } from '../../common/http/locale-choice.dto';
import { RequestLocale } from '../../common/http/request-locale.decorator';
import { MessageDoc, VendorAuthResponseDoc, VendorProfileDoc, VendorProfileUpdateDoc } from './auth.docs';

@ApiTags('vendor: auth')
@Controller('vendor/auth')
export class AuthVendorController {
  constructor(private readonly auth: VendorAuthService, private readonly resets: PasswordResetService) {}

  @Post('register')
  @ApiOperation({ summary: 'Register a vendor; a token at once, or "You can sign in once approved."' })
  @ApiCreatedResponse({ type: VendorAuthResponseDoc })
  @ApiConflictResponse({ description: 'The email is already registered' })
  register(@Body() dto: VendorRegisterDto, @RequestLocale() locale: Locale) {
    return this.auth.register(dto, locale);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Vendor login',
    description: 'With two-step sign-in on, a right password without totpCode or recoveryCode answers 401 TOTP_CODE_REQUIRED (details.totpCode): '
      + 'the client asks for the code and sends the same form with it.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins for this account or IP' })
  @ApiOkResponse({ type: VendorAuthResponseDoc })
  @ApiForbiddenResponse({ description: 'Pending or suspended vendor; the reason is in error' })
  @ApiUnauthorizedResponse({ description: 'Wrong email or password; TOTP_CODE_REQUIRED; a wrong or used code (details.totpCode or details.recoveryCode)' })
  login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return this.auth.login(dto, ip);
  }

  @Post('logout')
  @HttpCode(200)
  @VendorOnly()
  @ApiOperation({ summary: 'Ends this session and every other token of the account' })
  @ApiOkResponse({ type: MessageDoc })
  logout(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.auth.logout(vendor.id);
  }

  @Get('me')
  @VendorOnly()
  @ApiOperation({ summary: 'Session check; 403 with the reason for a pending or suspended vendor' })
  @ApiOkResponse({ type: VendorProfileDoc })
  me(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.auth.me(vendor.id);
  }

  @Put('profile')
  @VendorOnly()
  @ApiOperation({
    summary: 'Vendor Settings: contact name, email, phone and password',
    description: 'A password equal to the current one (or none) keeps every session. A new password needs currentPassword, ends every other '
      + 'session of the account, and the answer\'s token replaces the one that made the call.',
  })
  @ApiOkResponse({ type: VendorProfileUpdateDoc })
  @ApiBadRequestResponse({ description: 'Validation failed, a password under the rule, a missing or wrong currentPassword (details name the field)' })
  @ApiConflictResponse({ description: 'A vendor with this email already exists.' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account or IP' })
  updateProfile(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: UpdateVendorProfileDto, @ClientIp() ip: string) {
    return this.auth.updateProfile(vendor.id, dto, ip);
  }

  @Put('locale')
  @VendorOnly()
  @ApiOperation({ summary: 'The organiser’s language (en or hi), chosen with the portal’s switch: their mail goes out in it; answers the profile' })
  @ApiOkResponse({ type: VendorProfileDoc })
  @ApiBadRequestResponse({ description: 'Language must be en or hi.' })
  @ApiUnauthorizedResponse({ description: 'Not signed in as a vendor' })
  updateLocale(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: LocaleChoiceDto) {
    return this.auth.updateLocale(vendor.id, dto.locale);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a password reset link (single use, 30 minutes); the same answer whether or not the email has an account' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'Not an email' })
  @ApiTooManyRequestsResponse({ description: 'Too many links asked for this email or from this IP in an hour' })
  forgotPassword(@Body() dto: ForgotPasswordDto, @ClientIp() ip: string) {
    return this.resets.request('vendor', dto.email, ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with the e-mailed link\'s token; ends every earlier session of the account' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'A link invalid, used or expired (details.token), or a password under the rule (details.password)' })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.resets.reset('vendor', dto.token, dto.password);
  }
}
