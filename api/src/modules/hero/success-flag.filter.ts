import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from '../../common/filters/all-exceptions.filter';

/**
 * The hero and logo screens of the spec read `success` and `error` from every answer, failures included:
 * this adds `success: false` to the one error body.
 */
@Catch()
export class SuccessFlagFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(body.statusCode).json({ success: false, ...body });
  }
}
