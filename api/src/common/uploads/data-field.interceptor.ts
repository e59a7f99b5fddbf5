import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { parseJsonText } from './json-field.transform';

const NOT_AN_OBJECT = 'data must be a JSON object';

/**
 * A form may carry its fields in one `data` field: JSON text beside the files in multipart, or an object in
 * JSON. They are unpacked into the body before validation (so a field's error names the field itself); a
 * field also sent on its own wins.
 */
@Injectable()
export class DataFieldInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const body = req.body as Record<string, unknown> | undefined;
    if (body && 'data' in body) {
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
