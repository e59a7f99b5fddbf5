import { BadRequestException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  Locale, Messages, PASSWORD_RESET_MAX_PER_EMAIL, PASSWORD_RESET_MAX_PER_IP, PASSWORD_RESET_MINUTES,
} from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { hmacHex, signatureMatches } from '../../common/hmac';
import { hashPassword } from '../../common/passwords';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { AuthRepository, ResetRealm } from './auth.repository';

export const PASSWORD_RESET_MAIL_JOB = 'accounts.password_reset_mail';
const WINDOW_MINUTES = 60;

/** The reset mail in the account's language (an organiser's choice; administrators read English). */
const RESET_MAIL: Record<Locale, {
  subject: string; hello: (name: string) => string; asked: (realm: ResetRealm) => string; within: (minutes: number) => string; ignore: string;
}> = {
  en: {
    subject: 'Reset your Utsav password',
    hello: (name) => `Hello ${name},`,
    asked: (realm) => `Someone (we hope you) asked to reset the password of your Utsav ${realm === 'admin' ? 'administrator' : 'organiser'} account.`,
    within: (minutes) => `Open this link within ${minutes} minutes to choose a new password. It works once:`,
    ignore: 'If you did not ask, ignore this mail: your password stays as it is.',
  },
  hi: {
    subject: 'अपना उत्सव पासवर्ड रीसेट करें',
    hello: (name) => `नमस्ते ${name},`,
    asked: (realm) => `किसी ने (उम्मीद है आपने) आपके उत्सव ${realm === 'admin' ? 'व्यवस्थापक' : 'आयोजक'} खाते का पासवर्ड रीसेट करने को कहा है।`,
    within: (minutes) => `नया पासवर्ड चुनने के लिए यह लिंक ${minutes} मिनट के भीतर खोलें। यह एक ही बार चलता है:`,
    ignore: 'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};

/**
 * Password reset by e-mailed link for administrators and vendors. The link is `<row id>.<HMAC of it>`, so
 * neither the database nor the job table holds anything that opens an account. Asking answers the same
 * words whether or not the email has an account; the asks are counted per email and per IP in
 * PostgreSQL (one upsert each), so parallel requests cannot pass the limit.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly repo: AuthRepository,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.jobs.register<{ resetId: string }>(PASSWORD_RESET_MAIL_JOB, ({ resetId }) => this.sendMail(resetId));
  }

  async request(realm: ResetRealm, email: string, ip: string): Promise<{ message: string }> {
    const [byEmail, byIp] = await Promise.all([
      this.repo.countLoginFailure(`reset:${realm}:${email}`, WINDOW_MINUTES),
      this.repo.countLoginFailure(`reset-ip:${ip}`, WINDOW_MINUTES),
    ]);
    const over = [byEmail.failures > PASSWORD_RESET_MAX_PER_EMAIL && byEmail, byIp.failures > PASSWORD_RESET_MAX_PER_IP && byIp]
      .filter((b): b is { failures: number; retryAfter: number } => !!b);
    if (over.length) {
      const seconds = Math.max(1, ...over.map((b) => b.retryAfter));
      throw new TooManyRequestsException(Messages.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
    }
    const account = realm === 'admin' ? await this.repo.findAdminByEmail(email) : await this.repo.findVendorByEmail(email);
    if (account) {
      await this.repo.createPasswordReset(realm, account.id, PASSWORD_RESET_MINUTES, (tx, resetId) =>
        this.jobs.enqueue(PASSWORD_RESET_MAIL_JOB, `${PASSWORD_RESET_MAIL_JOB}:${resetId}`, { resetId }, tx));
      this.jobs.runSoon();
    }
    return { message: Messages.passwordResetSent };
  }

  /** Sets the new password (the DTO has checked the rule) and ends every earlier session of the account. */
  async reset(realm: ResetRealm, token: string, password: string): Promise<{ message: string }> {
    const [id, signature = ''] = token.split('.');
    if (!isUUID(id) || !signatureMatches(signature, this.sign(id))) throw this.invalid();
    if (!(await this.repo.usePasswordReset(realm, id, await hashPassword(password)))) throw this.invalid();
    return { message: Messages.passwordResetDone };
  }

  private invalid() {
    return new BadRequestException({ message: Messages.passwordResetInvalid, details: { token: Messages.passwordResetInvalid } });
  }

  private sign(id: string) {
    return hmacHex(this.config.jwtSecret, `password-reset:${id}`);
  }

  /** The mail of a link still live when its job runs (a used or replaced link is not sent). */
  private async sendMail(resetId: string) {
    const reset = await this.repo.liveReset(resetId);
    if (!reset) return;
    const portal = reset.realm === 'admin' ? 'admin' : 'vendor';
    const link = `${this.config.publicUrl}/${portal}/reset-password?token=${resetId}.${this.sign(resetId)}`;
    const words = RESET_MAIL[reset.locale];
    await this.mail.send({
      to: reset.email,
      subject: words.subject,
      text: [words.hello(reset.name), '', words.asked(reset.realm), words.within(PASSWORD_RESET_MINUTES), '', link, '', words.ignore].join('\n'),
    });
  }
}
