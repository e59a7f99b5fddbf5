import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { Messages } from '@marketplace/shared-dto';

/** Ids are UUIDs; anything else is 400 'Invalid id' before a query runs. */
export const ParseIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(Messages.invalidId) });
