import { Body, Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse,
  ApiOkResponse, ApiOperation, ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { PaymentsService } from './payments.service';
import { CreateOrderDto, SandboxPayDto, VerifyPaymentDto } from './payments.dto';
import { PaymentOrderDoc, PaymentVerifyDoc, SandboxPaymentDoc, WebhookAnswerDoc } from './payments.docs';

@ApiTags('user: payments')
@Controller('payment')
export class PaymentsPublicController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('order')
  @UserOnly()
  @ApiOperation({ summary: "Create the provider order for a pending online booking's stored total" })
  @ApiCreatedResponse({ type: PaymentOrderDoc })
  @ApiBadRequestResponse({ description: 'An amount or currency was sent that differs from the booking' })
  @ApiNotFoundResponse({ description: 'No such booking of mine' })
  @ApiConflictResponse({ description: 'The booking is not waiting for an online payment' })
  @ApiBadGatewayResponse({ description: 'The provider refused or could not be reached' })
  order(@CurrentPrincipal() user: UserPrincipal, @Body() dto: CreateOrderDto) {
    return this.payments.createOrder(user.id, dto);
  }

  @Post('verify')
  @UserOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Check checkout's signature and confirm the booking as paid (once; a replay changes nothing)" })
  @ApiOkResponse({ type: PaymentVerifyDoc })
  @ApiBadRequestResponse({ description: 'Payment verification failed' })
  @ApiNotFoundResponse({ description: 'No such booking of mine' })
  verify(@CurrentPrincipal() user: UserPrincipal, @Body() dto: VerifyPaymentDto) {
    return this.payments.verify(user.id, dto);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: 'Provider webhook (payment.captured, order.paid): HMAC-SHA256 of the raw body, deduplicated by event id' })
  @ApiHeader({ name: 'x-razorpay-signature', required: true })
  @ApiHeader({ name: 'x-razorpay-event-id', required: false })
  @ApiOkResponse({ type: WebhookAnswerDoc })
  @ApiBadRequestResponse({ description: 'Bad signature' })
  webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ) {
    return this.payments.webhook(req.rawBody, signature, eventId);
  }

  @Post('sandbox/pay')
  @UserOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Sandbox provider only: pay an order and get what Razorpay's checkout would hand the browser" })
  @ApiOkResponse({ type: SandboxPaymentDoc })
  @ApiForbiddenResponse({ description: 'The provider is not the sandbox, or production' })
  @ApiNotFoundResponse({ description: 'No such order of mine' })
  sandboxPay(@CurrentPrincipal() user: UserPrincipal, @Body() dto: SandboxPayDto) {
    return this.payments.sandboxPay(user.id, dto);
  }
}
