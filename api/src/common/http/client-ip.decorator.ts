import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The caller's address as Express sees it (honours TRUST_PROXY via app settings). */
export const ClientIp = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => ctx.switchToHttp().getRequest().ip ?? 'unknown');
