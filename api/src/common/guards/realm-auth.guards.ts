import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';

/** Each realm has its own passport strategy (named after the realm) checking its own JWT audience. */
@Injectable()
export class AdminAuthGuard extends AuthGuard('admin') {}

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
