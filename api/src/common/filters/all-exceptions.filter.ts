import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ErrorBody, LOCALES, Locale, Messages, localiseMessage } from '@marketplace/shared-dto';
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

type EnglishBody = Omit<ErrorBody, 'code'> & Record<string, unknown>;

/** The error in English, as thrown: status, words, field details and any extra fields a client acts on. */
function englishBody(err: unknown): EnglishBody {
  if (err instanceof HttpException) {
    const statusCode = err.getStatus();
    const res = err.getResponse() as string | { message?: string | string[]; details?: Record<string, string>; extra?: Record<string, unknown> };
    let message = typeof res === 'string' ? res : Array.isArray(res.message) ? res.message.join('; ') : res.message ?? err.message;
    if (statusCode === 401 && (!message || message === 'Unauthorized')) message = Messages.unauthorized;
    if (statusCode === 403 && (!message || message === 'Forbidden' || message === 'Forbidden resource')) message = Messages.forbidden;
    // multer's own cap (above every spec limit) speaks in its own words; answer in the spec's
    if (statusCode === 413 && message === 'File too large') message = Messages.bannerTooLarge;
    // `extra`: fields a client acts on beside the words (a check-in's `result` and `checkedInAt`)
    const body: EnglishBody = { ...(typeof res === 'object' ? res.extra : undefined), statusCode, error: message, message };
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

/**
 * The one error body: `{statusCode, code, error, message, details?}`. `code` names the catalogue message
 * (`BOOKING_SOLD_OUT`), or the status (`BAD_REQUEST`) for words outside the catalogue; the words are in the
 * request's language. `error` carries the same text as `message`, because the spec's clients display `error`.
 */
export function toErrorBody(err: unknown, locale: Locale = 'en'): ErrorBody {
  const { details, ...english } = englishBody(err);
  const { code, text } = localiseMessage(english.message, locale);
  const body: ErrorBody = { ...english, code: code ?? HttpStatus[english.statusCode] ?? 'ERROR', error: text, message: text };
  if (details) body.details = Object.fromEntries(Object.entries(details).map(([field, words]) => [field, localiseMessage(words, locale).text]));
  return body;
}

/** English unless the request prefers a language we speak (Accept-Language, by its q-values). */
export function requestLocale(req: Request | undefined): Locale {
  return (req?.acceptsLanguages?.(...LOCALES) || 'en') as Locale;
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly extra: Record<string, unknown> = {}) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const body = toErrorBody(exception, requestLocale(http.getRequest<Request>()));
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
