import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorBody, Messages } from '@marketplace/shared-dto';
import { TooManyRequestsException } from '../http/too-many-requests.exception';

/** Postgres error codes a request can cause; anything else is our bug and answers 500. */
const PG_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: HttpStatus.CONFLICT, message: Messages.conflict },
  '23503': { status: HttpStatus.CONFLICT, message: 'This item is still in use.' },
  '22P02': { status: HttpStatus.BAD_REQUEST, message: Messages.invalidId },
  // safety nets behind validation: NUL in text, a number past its column, text past its column
  '22021': { status: HttpStatus.BAD_REQUEST, message: Messages.nulNotAllowed },
  '22003': { status: HttpStatus.BAD_REQUEST, message: Messages.validationFailed },
  '22001': { status: HttpStatus.BAD_REQUEST, message: Messages.validationFailed },
};

/** Errors of Express' own parsers (http-errors: a too large or malformed body) carry their 4xx status. */
function clientError(err: unknown): { status: number; message: string } | undefined {
  const e = err as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof e?.status !== 'number' || e.status < 400 || e.status >= 500 || e.expose !== true) return undefined;
  return { status: e.status, message: e.status === 413 ? Messages.requestTooLarge : String(e.message) };
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && PG_ERRORS[code] ? code : undefined;
}

/**
 * The one error body: `{statusCode, error, message, details?}`. `error` carries the same human text as
 * `message`, because the spec's clients display the `error` field.
 */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof HttpException) {
    const statusCode = err.getStatus();
    const res = err.getResponse() as string | { message?: string | string[]; details?: Record<string, string>; extra?: Record<string, unknown> };
    let message = typeof res === 'string' ? res : Array.isArray(res.message) ? res.message.join('; ') : res.message ?? err.message;
    if (statusCode === 401 && (!message || message === 'Unauthorized')) message = Messages.unauthorized;
    if (statusCode === 403 && (!message || message === 'Forbidden' || message === 'Forbidden resource')) message = Messages.forbidden;
    // multer's own cap (above every spec limit) speaks in its own words; answer in the spec's
    if (statusCode === 413 && message === 'File too large') message = Messages.bannerTooLarge;
    // `extra`: fields a client acts on beside the words (a check-in's `result` and `checkedInAt`)
    const body: ErrorBody = { ...(typeof res === 'object' ? res.extra : undefined), statusCode, error: message, message };
    if (typeof res === 'object' && res.details) body.details = res.details;
    return body;
  }
  const client = clientError(err);
  if (client) return { statusCode: client.status, error: client.message, message: client.message };
  const code = pgCode(err);
  if (code) {
    const { status, message } = PG_ERRORS[code];
    return { statusCode: status, error: message, message };
  }
  return { statusCode: 500, error: Messages.internalError, message: Messages.internalError };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly extra: Record<string, unknown> = {}) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json({ ...this.extra, ...body });
  }
}

/**
 * For the spec's screens that read `success` and `error` from every answer, failures included
 * (hero banners, logo, back office performers): the same error body with `success: false`.
 */
export const SuccessFlagFilter = new AllExceptionsFilter({ success: false });
