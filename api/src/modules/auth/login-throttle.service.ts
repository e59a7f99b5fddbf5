import { Injectable } from '@nestjs/common';
import {
  LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP, Messages,
} from '@marketplace/shared-dto';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { hashPassword, needsRehash, verifyPassword } from '../../common/passwords';
import { AccountRealm, AuthRepository } from './auth.repository';

/**
 * Password logins of the three realms. Each attempt is counted in PostgreSQL before the password is
 * checked (one upsert per account and per IP), so parallel guesses in any number of processes cannot
 * pass the limit; a success takes its attempt back and clears the account's count. Unknown emails are
 * counted like real ones, so the answers do not reveal which accounts exist.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly repo: AuthRepository) {}

  /** The account when the password is right, null when wrong; 429 with Retry-After past a limit. */
  async check<T extends { id: string; passwordHash: string | null }>(
    realm: AccountRealm, email: string, ip: string, password: string, account: T | undefined,
  ): Promise<T | null> {
    const accountKey = `account:${realm}:${email}`;
    const ipKey = `ip:${ip}`;
    const [byAccount, byIp] = await Promise.all([
      this.repo.countLoginFailure(accountKey, LOGIN_FAILURE_WINDOW_MINUTES),
      this.repo.countLoginFailure(ipKey, LOGIN_FAILURE_WINDOW_MINUTES),
    ]);
    const blocked = [byAccount.failures > LOGIN_MAX_FAILURES_PER_ACCOUNT && byAccount, byIp.failures > LOGIN_MAX_FAILURES_PER_IP && byIp]
      .filter((b): b is { failures: number; retryAfter: number } => !!b);
    if (blocked.length) {
      const seconds = Math.max(1, ...blocked.map((b) => b.retryAfter));
      throw new TooManyRequestsException(Messages.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
    }
    if (!(await verifyPassword(password, account?.passwordHash)) || !account?.passwordHash) return null;
    await Promise.all([this.repo.clearLoginFailures(accountKey), this.repo.uncountLoginFailure(ipKey)]);
    if (needsRehash(account.passwordHash)) await this.repo.setPasswordHash(realm, account.id, await hashPassword(password));
    return account;
  }
}
