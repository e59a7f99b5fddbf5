import { BadRequestException, Injectable } from '@nestjs/common';
import { Messages, type ProfilePasswordFields } from '@marketplace/shared-dto';
import { hashPassword, passwordProblem } from '../../common/passwords';
import { LoginThrottleService } from './login-throttle.service';
import type { AccountRealm } from './auth.repository';

const fieldError = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

/**
 * The password fields of a profile save, the same in every realm. The spec's admin form always sends the
 * password, so one equal to the current password changes nothing and every session goes on. A new one
 * must pass the password rule and come with the current password. Both comparisons go through the login
 * throttle, so a stolen token cannot use this form to guess the password faster than the login could.
 */
@Injectable()
export class PasswordChangeService {
  constructor(private readonly throttle: LoginThrottleService) {}

  /** The new password's hash, or null when the save leaves the password as it is. */
  async newHash(
    realm: AccountRealm, account: { id: string; email: string | null; passwordHash: string | null }, fields: ProfilePasswordFields, ip: string,
  ): Promise<string | null> {
    const { password, currentPassword } = fields;
    if (!password) return null;
    const key = account.email ?? account.id;
    if (account.passwordHash && (await this.throttle.check(realm, key, ip, password, account))) return null;
    const problem = passwordProblem(password);
    if (problem) throw fieldError('password', problem);
    if (account.passwordHash) {
      if (!currentPassword) throw fieldError('currentPassword', Messages.currentPasswordRequired);
      if (!(await this.throttle.check(realm, key, ip, currentPassword, account))) throw fieldError('currentPassword', Messages.currentPasswordWrong);
    }
    return hashPassword(password);
  }
}
