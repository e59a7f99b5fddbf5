import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { parseJsonText } from './json-field.transform';

const NOT_AN_OBJECT = 'data must be a JSON object';

/**
 * A multipart form may carry its fields as JSON text in one `data` field, beside the files (as the
 * venue form does). They are unpacked into the body before validation; a field also sent on its own wins.
 */
@Injectable()
export class DataFieldInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const body = req.body as Record<string, unknown> | undefined;
    if (typeof body?.data === 'string') {
      const { data, ...fields } = body;
      const parsed = parseJsonText(data);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new BadRequestException({ message: NOT_AN_OBJECT, details: { data: NOT_AN_OBJECT } });
      }
      req.body = { ...parsed, ...fields };
    }
    return next.handle();
  }
}
