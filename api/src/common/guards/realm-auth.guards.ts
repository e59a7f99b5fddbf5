import { applyDecorators, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Messages } from '@marketplace/shared-dto';
import type { AdminPrincipal } from '../decorators/principal.decorator';

const TOTP_SETUP_ALLOWED = 'totpSetupAllowed';
/** A route an administrator who must still set up two-step sign-in may call (the set-up itself, me, logout). */
export const TotpSetupAllowed = () => SetMetadata(TOTP_SETUP_ALLOWED, true);

/**
 * Each realm has its own passport strategy (named after the realm) checking its own JWT audience. While
 * every administrator must use two-step sign-in, one who has not set it up gets 403 TOTP_SETUP_REQUIRED
 * everywhere but the set-up.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard('admin') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const ok = (await super.canActivate(ctx)) as boolean;
    const admin = ctx.switchToHttp().getRequest().user as AdminPrincipal | undefined;
    if (admin?.totpSetupRequired && !this.reflector.getAllAndOverride<boolean>(TOTP_SETUP_ALLOWED, [ctx.getHandler(), ctx.getClass()])) {
      throw new ForbiddenException(Messages.totpSetupRequired);
    }
    return ok;
  }
}

@Injectable()
export class VendorAuthGuard extends AuthGuard('vendor') {}

@Injectable()
export class UserAuthGuard extends AuthGuard('user') {}

/** A valid user token, its revocation left to the route's own statement (UserTokenStrategy). */
@Injectable()
export class UserTokenGuard extends AuthGuard('user-token') {}

/** A user token when one is sent and valid; anonymous otherwise (e.g. the interest count). */
@Injectable()
export class OptionalUserAuthGuard extends AuthGuard('user') {
  handleRequest<T>(_err: unknown, user: T): T {
    return user ?? (null as T);
  }
}

export const AdminOnly = () => applyDecorators(UseGuards(AdminAuthGuard), ApiBearerAuth('admin'), ApiUnauthorizedResponse({ description: 'No or wrong-realm token' }));
export const VendorOnly = () => applyDecorators(UseGuards(VendorAuthGuard), ApiBearerAuth('vendor'), ApiUnauthorizedResponse({ description: 'No or wrong-realm token' }));
export const UserOnly = () => applyDecorators(UseGuards(UserAuthGuard), ApiBearerAuth('user'), ApiUnauthorizedResponse({ description: 'No or wrong-realm token' }));
export const UserTokenOnly = () => applyDecorators(UseGuards(UserTokenGuard), ApiBearerAuth('user'), ApiUnauthorizedResponse({ description: 'No, wrong-realm or revoked token' }));
export const UserOptional = () => applyDecorators(UseGuards(OptionalUserAuthGuard), ApiBearerAuth('user'));
