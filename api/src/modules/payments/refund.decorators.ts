import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { RefundResultDoc } from './payments.docs';

/** The Swagger of the refund call, the same for the back office and the vendor. */
export const RefundEndpoint = (whose: string) =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({
      summary: `Refund ${whose} through the payment provider: all that is left by default, or an amount in rupees. A full refund of a confirmed booking cancels it.`,
    }),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key answers the same refund; without one, the same amount and reason do' }),
    ApiOkResponse({ type: RefundResultDoc, description: 'The refund (a repeated request answers the one made first)' }),
    ApiBadRequestResponse({ description: 'Malformed amount or missing reason' }),
    ApiNotFoundResponse({ description: 'No such booking (or not of your events)' }),
    ApiConflictResponse({ description: 'No online payment, nothing left to refund, more than is left, or the key used for another refund' }),
  );
