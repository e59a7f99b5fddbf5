import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Typography } from '@mui/material';
import { onlinePaymentState, PaymentOrder } from '@marketplace/shared-dto';
import { ApiError, useFormat, useTranslation } from '@marketplace/shared-ui';
import { Booking, bookingId, bookingTitle } from '../api/bookings';
import { createPaymentOrder, PaymentResult, verifyPayment } from '../api/payments';
import { useSession } from '../api/session';
import { timeLeft, useNow } from '../hooks/use-now';
import { razorpayCheckout } from '../pages/booking/razorpay';
import { SandboxCheckout } from '../pages/booking/sandbox-checkout';

/**
 * The online payment of a booking that is still waiting for it: 'Complete payment' reopens checkout for
 * the booking's stored total (the server's order) while the tickets are held, with the time left; once
 * the hold ran out, 'Payment not received; tickets released'. Renders nothing for any other booking.
 */
export function BookingPayment({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const initial = onlinePaymentState(booking);
  const now = useNow(initial === 'awaiting');
  const state = onlinePaymentState(booking, now);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const id = bookingId(booking);

  if (booking.paymentMethod === 'cod' && booking.status === 'confirmed' && booking.paymentStatus !== 'paid') {
    return <Typography variant="body2" color="text.secondary" data-testid="cod-due">{t('pay.codDue', { amount: f.amount(booking.totalPrice) })}</Typography>;
  }
  if (!state) return null;
  if (state === 'released') {
    return <Typography color="error.dark" fontWeight={600} variant="body2" data-testid="payment-released">{t('pay.released')}</Typography>;
  }

  async function finish(result: PaymentResult) {
    try {
      await verifyPayment(result, id);
      await client.invalidateQueries({ queryKey: ['user'] });
      navigate(`/booking/success/${id}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('pay.verifyFailed'));
    }
  }

  async function pay() {
    setBusy(true);
    setError('');
    try {
      const order = await createPaymentOrder(id);
      if (order.provider === 'sandbox') return setSandboxOrder(order);
      const result = await razorpayCheckout(order, session?.user ?? {}, bookingTitle(booking));
      if (result) await finish(result);
    } catch (e) {
      // a hold that ran out meanwhile answers 409: show the server's words and the released state
      setError(e instanceof ApiError ? e.message : t('pay.startFailed'));
      void client.invalidateQueries({ queryKey: ['user'] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box data-testid="complete-payment-box" sx={{ display: 'flex', flexDirection: compact ? 'column' : 'row', alignItems: compact ? 'stretch' : 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" size={compact ? 'small' : 'medium'} onClick={pay} disabled={busy} data-testid="complete-payment">
        {busy ? t('pay.wait') : t('pay.complete', { amount: f.amount(booking.totalPrice) })}
      </Button>
      <Typography variant="body2" color="text.secondary" data-testid="hold-time-left">
        {t('pay.heldFor', { time: timeLeft(booking.holdExpiresAt!, now) })}
      </Typography>
      {error && <Alert severity="error" sx={{ width: '100%' }} data-testid="complete-payment-error">{error}</Alert>}
      <SandboxCheckout
        order={sandboxOrder}
        method={t('pay.online')}
        onClose={() => setSandboxOrder(null)}
        onPaid={(result) => {
          setSandboxOrder(null);
          void finish(result);
        }}
      />
    </Box>
  );
}
