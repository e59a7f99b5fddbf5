import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * The event form reads the admin meta lists without credentials, so these routes serve anonymous
 * callers; but a token that is sent must be a valid administrator's (another realm's token is 401).
 */
@Injectable()
export class AdminIfTokenGuard extends AuthGuard('admin') {
  canActivate(ctx: ExecutionContext) {
    const header = ctx.switchToHttp().getRequest().headers.authorization;
    return header ? super.canActivate(ctx) : true;
  }
}

export const AdminIfToken = () =>
  applyDecorators(UseGuards(AdminIfTokenGuard), ApiBearerAuth('admin'), ApiUnauthorizedResponse({ description: 'A token of another realm, or an invalid one' }));
