import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 whose `Retry-After` header (seconds) the error filter sends with the error body. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
