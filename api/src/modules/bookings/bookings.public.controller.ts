import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, UserPrincipal, UserToken } from '../../common/decorators/principal.decorator';
import { UserOnly, UserTokenOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { BookingsService } from './bookings.service';
import { BookingListQueryDto, CreateBookingDto, QuoteBookingDto, TicketQueryDto } from './bookings.dto';
import { BookingDoc, BookingPageDoc, QuoteDoc } from './bookings.docs';

@ApiTags('user: bookings')
@Controller('user/bookings')
export class BookingsPublicController {
  constructor(private readonly bookings: BookingsService) {}

  // the booking rush: the token's revocation is checked in the booking's own first statement
  @Post('quote')
  @UserTokenOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a booking: the server computes subtotal, 5% convenience, delivery, donation and total' })
  @ApiOkResponse({ type: QuoteDoc })
  @ApiBadRequestResponse({ description: 'More than 10 tickets, missing or foreign showtime, past or unpriced event, or any unknown field (prices included)' })
  @ApiNotFoundResponse({ description: 'No such public event, or no waitlist entry of mine with waitlistEntryId' })
  @ApiConflictResponse({ description: 'Not enough tickets left, or the waitlist offer expired, was booked already or was not made yet' })
  quote(@CurrentPrincipal() token: UserToken, @Body() dto: QuoteBookingDto) {
    return this.bookings.quote(token, dto);
  }

  @Post('create')
  @UserTokenOnly()
  @ApiOperation({ summary: 'Book and hold the tickets: cod stays pending for an administrator; razorpay holds 15 minutes for payment' })
  @ApiCreatedResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'Not enough tickets left, or the waitlist offer expired, was booked already or was not made yet' })
  @ApiNotFoundResponse({ description: 'No such event or showtime, or no waitlist entry of mine with waitlistEntryId' })
  @ApiBadRequestResponse({ description: 'A malformed field, or an order that is not the waitlist offer\'s showtime × type or exceeds its quantity' })
  create(@CurrentPrincipal() token: UserToken, @Body() dto: CreateBookingDto) {
    return this.bookings.create(token, dto);
  }

  @Get()
  @UserOnly()
  @ApiOperation({ summary: 'My bookings, newest first' })
  @ApiOkResponse({ type: BookingPageDoc })
  list(@CurrentPrincipal() user: UserPrincipal, @Query() query: BookingListQueryDto) {
    return this.bookings.listForUser(user.id, query);
  }

  @Get(':id')
  @UserOnly()
  @ApiOperation({ summary: 'One of my bookings, with its lines, tickets and refunds' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiNotFoundResponse({ description: 'No such booking of mine' })
  get(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.bookings.getForUser(user.id, id);
  }

  @Post(':id/cancel')
  @UserOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a pending or confirmed booking; the tickets go back on sale' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'Already cancelled' })
  cancel(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.bookings.cancelForUser(user.id, id);
  }

  @Get(':id/ticket')
  @UserOnly()
  @ApiOperation({ summary: 'The PDF ticket with its QR code (confirmed bookings only)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiConflictResponse({ description: 'The booking is not confirmed' })
  async ticket(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string, @Query() _query: TicketQueryDto) {
    const { file, filename } = await this.bookings.ticketPdf(user.id, id);
    return new StreamableFile(file, { type: 'application/pdf', disposition: `inline; filename="${filename}"`, length: file.length });
  }
}
