import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Messages, Realm } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { AdminPrincipal, UserPrincipal, UserToken, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { AuthRepository } from './auth.repository';

const options = (config: AppConfig, realm: Realm) => ({
  jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
  // a KeyObject, made once: given the string, jsonwebtoken first tries it as a PEM public key on every request
  // (createPublicKey throws, then createSecretKey), about a tenth of a hold's CPU time (bench:holds --cpu-prof)
  secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
  audience: realm,
  algorithms: ['HS256' as const],
});

/** `ver`: the account's token version when signed; a logout, password change or suspension raises it. */
interface Payload { sub: string; ver?: number }
const current = (payload: Payload, account: { tokenVersion: number } | undefined) => !!account && (payload.ver ?? 0) === account.tokenVersion;

/** An admin token whose admin still exists and has not revoked it (one statement per request, which also reads the two-step requirement). */
@Injectable()
export class AdminStrategy extends PassportStrategy(Strategy, 'admin') {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly repo: AuthRepository) {
    super(options(config, 'admin'));
  }

  async validate(payload: Payload): Promise<AdminPrincipal | false> {
    const admin = await this.repo.findAdminSession(payload.sub);
    return admin && current(payload, admin)
      ? { realm: 'admin', id: admin.id, name: admin.name, email: admin.email, totpSetupRequired: admin.totpSetupRequired }
      : false;
  }
}

/** A vendor token of an approved vendor; pending or suspended vendors get 403 with the reason. */
@Injectable()
export class VendorStrategy extends PassportStrategy(Strategy, 'vendor') {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly repo: AuthRepository) {
    super(options(config, 'vendor'));
  }

  async validate(payload: Payload): Promise<VendorPrincipal | false> {
    const vendor = await this.repo.findVendorById(payload.sub);
    if (!vendor) return false;
    if (vendor.status === 'pending') throw new ForbiddenException(Messages.vendorPending);
    // the reason first: a suspended vendor's revoked token still learns why
    if (vendor.status === 'suspended') throw new ForbiddenException(Messages.vendorSuspended);
    if (!current(payload, vendor)) return false;
    return { realm: 'vendor', id: vendor.id, companyName: vendor.companyName, contactName: vendor.contactName, status: vendor.status };
  }
}

@Injectable()
export class UserStrategy extends PassportStrategy(Strategy, 'user') {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly repo: AuthRepository) {
    super(options(config, 'user'));
  }

  async validate(payload: Payload): Promise<UserPrincipal | false> {
    const user = await this.repo.findUserById(payload.sub);
    return user && current(payload, user) ? { realm: 'user', id: user.id, name: user.name, email: user.email, phone: user.phone } : false;
  }
}

/**
 * A user token without the account lookup, for the booking calls of an on-sale rush: the booking's first
 * statement checks the token version itself and answers 401 as UserStrategy would, saving a round trip.
 */
@Injectable()
export class UserTokenStrategy extends PassportStrategy(Strategy, 'user-token') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(options(config, 'user'));
  }

  validate(payload: Payload): UserToken {
    return { realm: 'user', id: payload.sub, tokenVersion: payload.ver ?? 0 };
  }
}
