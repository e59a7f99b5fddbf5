import { BadRequestException, ConflictException, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES_PER_ACCOUNT, Messages,
  type SecuritySettings, type TotpConfirmResponse, type TotpDisableRequest, type TotpEnrolment, type TotpRecoveryCodesRequest, type TotpStatus,
} from '@marketplace/shared-dto';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AuthRepository } from './auth.repository';
import { LoginThrottleService } from './login-throttle.service';
import { TwoFactorRealm, TwoFactorRepository } from './two-factor.repository';

const ISSUER: Record<TwoFactorRealm, string> = { admin: 'Utsav Admin', vendor: 'Utsav Organiser' };
const RECOVERY_CODES = 10;
// no 0/o, 1/l/i: a code is read from paper
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
// the step before and after the current one: an app's clock may be up to 30 s off
const EPOCH_TOLERANCE_SECONDS = 30;

const fieldError = (status: 400 | 401, field: string, message: string) =>
  new HttpException({ message, details: { [field]: message } }, status);
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
/** Case, spaces and dashes as typed do not matter. */
const recoveryHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');


/**
 * Two-step sign-in (TOTP, RFC 6238) for administrators and vendors, one piece for both realms. A code is
 * checked in Node against the secret, but accepted only if PostgreSQL records its time step as newer than
 * the last one used, so a code works once even when sent twice in parallel. Wrong codes count against the
 * account like wrong passwords (a separate counter, which a right password does not clear).
 */
@Injectable()
export class TwoFactorService {
  constructor(private readonly repo: TwoFactorRepository, private readonly accounts: AuthRepository, private readonly throttle: LoginThrottleService) {}

  async status(realm: TwoFactorRealm, accountId: string): Promise<TotpStatus> {
    const [row, recoveryCodesLeft, required] = await Promise.all([
      this.repo.find(realm, accountId), this.repo.recoveryCodesLeft(realm, accountId), this.requiredFor(realm),
    ]);
    return { enabled: !!row?.enabledAt, pending: !row?.enabledAt && !!row?.pendingSecret, recoveryCodesLeft: row?.enabledAt ? recoveryCodesLeft : 0, required };
  }

  /** A new secret waiting for its first code (a second call replaces it); 409 when already on. */
  async enrol(realm: TwoFactorRealm, accountId: string): Promise<TotpEnrolment> {
    const account = await this.account(realm, accountId);
    const secret = generateSecret();
    if (!(await this.repo.startEnrolment(realm, account.id, secret))) throw new ConflictException(Messages.totpAlreadyOn);
    const otpauthUri = generateURI({ issuer: ISSUER[realm], label: account.email, secret });
    return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
  }

  /** The first code turns it on and answers the recovery codes, the only time they are shown. */
  async confirm(realm: TwoFactorRealm, accountId: string, code: string): Promise<TotpConfirmResponse> {
    const row = await this.repo.find(realm, accountId);
    if (row?.enabledAt) throw new ConflictException(Messages.totpAlreadyOn);
    if (!row?.pendingSecret) throw new ConflictException(Messages.totpNoEnrolment);
    const step = await this.stepOf(realm, accountId, row.pendingSecret, code);
    if (step === null) throw fieldError(400, 'code', Messages.totpCodeWrong);
    const recoveryCodes = newRecoveryCodes();
    if (!(await this.repo.confirm(realm, accountId, row.pendingSecret, step, recoveryCodes.map(recoveryHash)))) {
      throw new ConflictException(Messages.totpNoEnrolment);
    }
    return { message: Messages.totpEnabled, recoveryCodes };
  }

  /** Off with the password or a current code; an administrator cannot while every administrator must use it. */
  async disable(realm: TwoFactorRealm, accountId: string, dto: TotpDisableRequest, ip: string): Promise<{ message: string }> {
    const account = await this.account(realm, accountId);
    const row = await this.repo.find(realm, account.id);
    if (!row?.enabledAt || !row.secret) throw new ConflictException(Messages.totpNotOn);
    if (await this.requiredFor(realm)) throw new ConflictException(Messages.totpRequiredForAdmins);
    await this.prove(realm, account, row.secret, dto, ip);
    await this.repo.remove(realm, account.id);
    return { message: Messages.totpDisabled };
  }

  /**
   * New recovery codes, with the password or a current code: the old ones (used or not) stop working, and
   * the new ones are answered this once (only their hashes are kept).
   */
  async replaceRecoveryCodes(realm: TwoFactorRealm, accountId: string, dto: TotpRecoveryCodesRequest, ip: string): Promise<TotpConfirmResponse> {
    const account = await this.account(realm, accountId);
    const row = await this.repo.find(realm, account.id);
    if (!row?.enabledAt || !row.secret) throw new ConflictException(Messages.totpNotOn);
    await this.prove(realm, account, row.secret, dto, ip);
    const recoveryCodes = newRecoveryCodes();
    if (!(await this.repo.replaceRecoveryCodes(realm, account.id, recoveryCodes.map(recoveryHash)))) throw new ConflictException(Messages.totpNotOn);
    return { message: Messages.recoveryCodesReplaced, recoveryCodes };
  }

  /** The account holder's proof for a change to two-step sign-in: a current code (used up), or else the password. */
  private async prove(realm: TwoFactorRealm, account: { id: string; email: string; passwordHash: string | null }, secret: string, dto: TotpDisableRequest, ip: string) {
    if (dto.code) {
      if (!(await this.useCode(realm, account.id, secret, dto.code))) throw fieldError(400, 'code', Messages.totpCodeWrong);
    } else if (dto.password) {
      if (!(await this.throttle.check(realm, account.email, ip, dto.password, account))) throw fieldError(400, 'password', Messages.currentPasswordWrong);
    } else {
      throw new BadRequestException({ message: Messages.totpDisableProof, details: { password: Messages.totpDisableProof } });
    }
  }

  /**
   * The second step of a login whose password was right: with two-step sign-in on, a current code or an
   * unused recovery code, else 401 naming the field. Answers whether an administrator must still set it up.
   */
  async atLogin(realm: TwoFactorRealm, accountId: string, dto: { totpCode?: string; recoveryCode?: string }): Promise<{ setupRequired: boolean }> {
    const row = await this.repo.find(realm, accountId);
    if (!row?.enabledAt || !row.secret) return { setupRequired: await this.requiredFor(realm) };
    if (dto.recoveryCode) {
      const used = await this.counted(realm, accountId, () => this.repo.useRecoveryCode(realm, accountId, recoveryHash(dto.recoveryCode!)));
      if (!used) throw fieldError(401, 'recoveryCode', Messages.recoveryCodeWrong);
    } else if (!dto.totpCode) {
      throw new UnauthorizedException({ message: Messages.totpCodeRequired, details: { totpCode: Messages.totpCodeRequired } });
    } else if (!(await this.useCode(realm, accountId, row.secret, dto.totpCode))) {
      throw fieldError(401, 'totpCode', Messages.totpCodeWrong);
    }
    return { setupRequired: false };
  }

  async settings(): Promise<SecuritySettings> {
    return { requireAdminTotp: await this.repo.requireAdminTotp() };
  }

  /** Requiring it needs it on for the administrator who asks, so the setting never locks its author into a set-up. */
  async saveSettings(adminId: string, settings: SecuritySettings): Promise<SecuritySettings & { message: string }> {
    if (settings.requireAdminTotp && !(await this.repo.find('admin', adminId))?.enabledAt) throw new ConflictException(Messages.totpOwnFirst);
    await this.repo.setRequireAdminTotp(settings.requireAdminTotp);
    return { message: Messages.securitySettingsSaved, ...settings };
  }

  private async account(realm: TwoFactorRealm, id: string) {
    const account = realm === 'admin' ? await this.accounts.findAdminById(id) : await this.accounts.findVendorById(id);
    if (!account) throw new UnauthorizedException();
    return account;
  }

  private async requiredFor(realm: TwoFactorRealm): Promise<boolean> {
    return realm === 'admin' && this.repo.requireAdminTotp();
  }

  /** A current code of the enabled secret, its time step recorded as used. */
  private useCode(realm: TwoFactorRealm, accountId: string, secret: string, code: string): Promise<boolean> {
    return this.counted(realm, accountId, async () => {
      const step = await this.matchingStep(secret, code);
      return step !== null && this.repo.useStep(realm, accountId, step);
    });
  }

  /** The time step a code of the (pending) secret belongs to, or null; counted like a login. */
  private stepOf(realm: TwoFactorRealm, accountId: string, secret: string, code: string): Promise<number | null> {
    return this.counted(realm, accountId, () => this.matchingStep(secret, code));
  }

  private async matchingStep(secret: string, code: string): Promise<number | null> {
    const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
    // the TOTP result carries its time step (the HOTP one of the same union does not)
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Counts the attempt in PostgreSQL before it is made (429 past the account's limit) and takes it back when it succeeds. */
  private async counted<T>(realm: TwoFactorRealm, accountId: string, attempt: () => Promise<T>): Promise<T> {
    const key = `totp:${realm}:${accountId}`;
    const count = await this.accounts.countLoginFailure(key, LOGIN_FAILURE_WINDOW_MINUTES);
    if (count.failures > LOGIN_MAX_FAILURES_PER_ACCOUNT) {
      throw new TooManyRequestsException(Messages.tooManyAttempts(Math.ceil(Math.max(1, count.retryAfter) / 60)), Math.max(1, count.retryAfter));
    }
    const result = await attempt();
    if (result !== false && result !== null) await this.accounts.clearLoginFailures(key);
    return result;
  }
}
