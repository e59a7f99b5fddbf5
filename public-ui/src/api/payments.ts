import type { PaymentOrder, PaymentVerifyRequest, PaymentVerifyResponse } from '@marketplace/shared-dto';
import { request } from './client';

/** The fields Razorpay's checkout (or the sandbox) hands back to the browser. */
export type PaymentResult = Omit<PaymentVerifyRequest, 'bookingId'>;

export const createPaymentOrder = (bookingId: string) => request<PaymentOrder>('/payment/order', { method: 'POST', body: { bookingId } });
export const sandboxPay = (orderId: string) => request<PaymentResult>('/payment/sandbox/pay', { method: 'POST', body: { orderId } });
export const verifyPayment = (result: PaymentResult, bookingId?: string) =>
  request<PaymentVerifyResponse>('/payment/verify', { method: 'POST', body: { ...result, ...(bookingId ? { bookingId } : {}) } });
