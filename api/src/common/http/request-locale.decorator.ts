import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Locale } from '@marketplace/shared-dto';
import { requestLocale } from '../filters/all-exceptions.filter';

/** The language the request prefers of those we speak (Accept-Language; English by default). */
export const RequestLocale = createParamDecorator((_data: unknown, ctx: ExecutionContext): Locale => requestLocale(ctx.switchToHttp().getRequest()));
