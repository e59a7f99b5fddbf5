import { BadRequestException, ConflictException, Inject, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { hmacHex, signatureMatches } from '../../common/hmac';
import {
  DevSmsMessage, Locale, Messages, OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_PHONE, OTP_RESEND_COOLDOWN_SECONDS, OTP_SEND_WINDOW_MINUTES,
  OTP_TTL_SECONDS, SendOtpResponse, UserAuthResponse, VerifyOtpResponse,
} from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AuthRepository } from './auth.repository';
import { LoginDto, normalizePhone, toUserProfile, VerifyOtpDto } from './auth.dto';
import { SMS_PROVIDER, SmsProvider } from './sms/sms.provider';
import { TokenService } from './token.service';
import { otpSms } from '../../common/buyer-texts';
import { LoginThrottleService } from './login-throttle.service';

/**
 * Phone one-time codes: 6 digits, stored as an HMAC, valid 5 minutes, killed by the fifth wrong try,
 * single use, resend after 30 s, and a cap on sends per phone and per IP. All state is in the database,
 * so any number of processes share it.
 */
@Injectable()
export class UserAuthService {
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** `requestLocale`: the language of the page that asked, for a phone without an account (else the buyer's own). */
  async sendOtp(rawPhone: string, ip: string, requestLocale: Locale = 'en'): Promise<SendOtpResponse> {
    const phone = normalizePhone(rawPhone);
    if (!this.config.otpCountries.some((prefix) => phone.startsWith(prefix))) {
      const message = Messages.otpCountryNotServed(this.config.otpCountries.join(', '));
      throw new BadRequestException({ message, details: { phone: message } });
    }
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const refused = await this.repo.issueOtp(
      { phone, ip, codeHash: this.hash(phone, code), expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000) },
      { cooldownSeconds: OTP_RESEND_COOLDOWN_SECONDS, windowMinutes: OTP_SEND_WINDOW_MINUTES, perPhone: OTP_MAX_SENDS_PER_PHONE, perIp: this.config.otpMaxSendsPerIp },
    );
    if (refused) {
      throw new TooManyRequestsException(refused.limit === 'cooldown' ? Messages.otpResendTooSoon(refused.retryAfter) : Messages.otpTooManySends, refused.retryAfter);
    }
    try {
      const locale = (await this.repo.findUserByPhone(phone))?.locale ?? requestLocale;
      await this.sms.send(phone, otpSms(code, OTP_TTL_SECONDS / 60, locale), { code });
    } catch (e) {
      // the gateway's words go to the log (never the code); the buyer may ask again after the cooldown
      this.logger.warn(e instanceof Error ? e.message : String(e));
      throw new ServiceUnavailableException(Messages.otpNotSent);
    }
    // no isNewUser here: before the code is verified, the answer must not tell whether the phone has an account
    return { message: Messages.otpSent, resendAfter: OTP_RESEND_COOLDOWN_SECONDS };
  }

  /** `requestLocale`: a new account starts in the language of the page it signed up on. */
  async verifyOtp(dto: VerifyOtpDto, requestLocale: Locale = 'en'): Promise<VerifyOtpResponse> {
    const phone = normalizePhone(dto.phone);
    const otp = await this.repo.latestOtp(phone);
    if (!otp) throw new BadRequestException(Messages.otpInvalid);
    if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new BadRequestException(Messages.otpTooManyAttempts);
    if (otp.consumedAt) throw new BadRequestException(Messages.otpInvalid);
    if (otp.expiresAt.getTime() <= Date.now()) throw new BadRequestException(Messages.otpExpired);

    if (!signatureMatches(this.hash(phone, dto.otp), otp.codeHash)) {
      const tries = await this.repo.recordWrongOtp(otp.id, OTP_MAX_ATTEMPTS);
      throw new BadRequestException(tries === null || tries >= OTP_MAX_ATTEMPTS ? Messages.otpTooManyAttempts : Messages.otpInvalid);
    }

    // A new user must name themselves; the code stays usable until they do.
    let user = await this.repo.findUserByPhone(phone);
    const isNew = !user?.name;
    if (isNew && !(dto.name && dto.email)) throw new BadRequestException({ message: Messages.otpNameEmailRequired, details: { name: 'Name is required.', email: 'Email is required.' } });
    if (isNew && dto.email) {
      const owner = await this.repo.findUserByEmail(dto.email);
      if (owner && owner.id !== user?.id) throw new ConflictException(Messages.emailInUse);
    }

    if (!(await this.repo.consumeOtp(otp.id))) throw new BadRequestException(Messages.otpInvalid);
    if (!user) user = await this.repo.createUser({ phone, name: dto.name, email: dto.email, locale: requestLocale });
    else if (isNew) user = await this.repo.updateUser(user.id, { name: dto.name, email: dto.email, locale: requestLocale });
    return { token: this.tokens.sign('user', user), user: toUserProfile(user), isNewUser: isNew };
  }

  async login(dto: LoginDto, ip: string): Promise<UserAuthResponse> {
    const user = await this.throttle.check('user', dto.email, ip, dto.password, await this.repo.findUserByEmail(dto.email));
    if (!user) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    return { token: this.tokens.sign('user', user), user: toUserProfile(user) };
  }

  async logout(id: string): Promise<{ message: string }> {
    await this.repo.bumpTokenVersion('user', id);
    return { message: Messages.loggedOut };
  }

  async outbox(phone: string): Promise<{ data: DevSmsMessage[] }> {
    const rows = await this.repo.listSms(normalizePhone(phone), 50);
    return { data: rows.map((r) => ({ phone: r.phone, body: r.body, createdAt: r.createdAt.toISOString() })) };
  }

  private hash(phone: string, code: string): string {
    return hmacHex(this.config.jwtSecret, `${phone}:${code}`);
  }
}
