import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Realm } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';

const LIFETIME: Record<Realm, string> = { admin: '8h', vendor: '7d', user: '30d' };

/** Signs session tokens; the audience is the realm, so a token of one realm fails the others. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Carries the account's token version: raising it in the database ends this token. */
  sign(realm: Realm, account: { id: string; tokenVersion: number }): string {
    return this.jwt.sign({ ver: account.tokenVersion }, { subject: account.id, audience: realm, expiresIn: LIFETIME[realm] as never, secret: this.config.jwtSecret });
  }
}
