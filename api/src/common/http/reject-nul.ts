import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Messages } from '@marketplace/shared-dto';
import { requestLocale, toErrorBody } from '../filters/all-exceptions.filter';

/**
 * A NUL byte anywhere in the URL (path or query, raw or as %00) is 400 with the error body, before any
 * route, static file or the SPA's fallback sees it; bodies and fields are checked by SafeInputPipe.
 */
export function rejectNul(req: Request, res: Response, next: NextFunction) {
  if (!/%00|\0/i.test(req.originalUrl)) return next();
  res.status(400).json(toErrorBody(new BadRequestException(Messages.nulNotAllowed), requestLocale(req)));
}
