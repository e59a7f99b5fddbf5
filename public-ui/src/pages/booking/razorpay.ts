import type { PaymentOrder } from '@marketplace/shared-dto';
import type { PaymentResult } from '../../api/payments';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Failed to load Razorpay SDK'));
    };
    script.onerror = () => reject(new Error('Failed to load Razorpay SDK'));
    document.body.appendChild(script);
  });
}

/**
 * Razorpay's own checkout, used only when the server runs the razorpay provider. Resolves with the
 * fields to verify, or null when the buyer closes the window.
 */
export async function razorpayCheckout(order: PaymentOrder, prefill: { name?: string | null; email?: string | null; phone?: string | null }, description: string) {
  const Razorpay = await loadScript();
  return new Promise<PaymentResult | null>((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Utsav',
      description,
      prefill: { name: prefill.name ?? '', email: prefill.email ?? '', contact: prefill.phone ?? '' },
      theme: { color: '#e23744' },
      handler: (result: PaymentResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on('payment.failed', () => resolve(null));
    checkout.open();
  });
}
