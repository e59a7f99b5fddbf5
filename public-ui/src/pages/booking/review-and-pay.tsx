import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert, Box, Button, Card, Checkbox, Divider, FormControlLabel, MenuItem, Radio, RadioGroup, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import { GST_STATES, messageText, type PaymentOrder, type Quote } from '@marketplace/shared-dto';
import { ApiError, formatAmount, type TFunction, useFormat, useTranslation } from '@marketplace/shared-ui';
import { Booking, BookingInput, quoteBooking } from '../../api/bookings';
import { createPaymentOrder, PaymentResult, verifyPayment } from '../../api/payments';
import { useSession } from '../../api/session';
import { useCreateBooking, useQuote } from '../../hooks/use-bookings';
import { razorpayCheckout } from './razorpay';
import { SandboxCheckout } from './sandbox-checkout';

const METHODS = [
  { value: 'upi', label: 'pay.upi', hint: 'pay.upiHint' },
  { value: 'card', label: 'pay.card', hint: 'pay.cardHint' },
  { value: 'wallet', label: 'pay.wallet' },
  { value: 'netbanking', label: 'pay.netbanking' },
  { value: 'paylater', label: 'pay.payLater', checkoutOnly: true },
  { value: 'cod', label: 'pay.cod', hint: 'pay.codHint' },
] as const;

function Line({ label, value, strong, testId }: { label: React.ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="center" py={0.6}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} fontWeight={strong ? 700 : 400} component="div">{label}</Typography>
      <Typography fontWeight={strong ? 800 : 600} fontSize={strong ? 20 : undefined} data-testid={testId}>{value}</Typography>
    </Box>
  );
}

/**
 * Step 3 (and the checkout page): the server's quote, the donation choice, the payment method and the
 * pay flow. Cash on delivery books at once; online creates the booking, the provider order, runs the
 * provider's checkout (the local sandbox or Razorpay) and verifies before the success page. A free order
 * (the server's total ₹0.00) asks for no method: 'Confirm booking' books it, confirmed, straight to success.
 */
/** What differs between the summary the buyer saw and the server's new one, in words. */
function quoteChanges(t: TFunction, before: Quote, after: Quote): string[] {
  const changes = after.lines.flatMap((l) => {
    const was = before.lines.find((b) => b.ticketTypeId === l.ticketTypeId);
    if (!was) return [];
    return [
      ...(was.quantity !== l.quantity ? [t('pay.changedQuantity', { name: l.name, now: l.quantity, was: was.quantity })] : []),
      ...(was.unitPrice !== l.unitPrice ? [t('pay.changedPrice', { name: l.name, now: formatAmount(l.unitPrice), was: formatAmount(was.unitPrice) })] : []),
    ];
  });
  if (before.discount !== after.discount) changes.push(t('pay.changedDiscount', { now: formatAmount(after.discount), was: formatAmount(before.discount) }));
  if (before.total !== after.total) changes.push(t('pay.changedTotal', { now: formatAmount(after.total), was: formatAmount(before.total) }));
  return changes;
}

export function ReviewAndPay({ selection, title, withPayLater = false, onLockChange, onChanged, onSeatsTaken }: {
  selection: Omit<BookingInput, 'donation'>;
  title: string;
  withPayLater?: boolean;
  onLockChange?: (locked: boolean) => void;
  /** The server refused the booking because the tickets changed (409): the page refreshes what is left. */
  onChanged?: () => void;
  /** A seated order: the server says a chosen seat was taken meanwhile (409); the page goes back to the map with its words. */
  onSeatsTaken?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const [donation, setDonation] = useState(true);
  // the buyer's billing state once chosen; until then the server's default (the venue's state) shows
  const [billingState, setBillingState] = useState<string | undefined>(undefined);
  const [method, setMethod] = useState<string>('upi');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [changed, setChanged] = useState<{ message: string; changes: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ bookingId: string; holdUntil?: string | null } | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  // the code as typed, and the code the quote is asked with once applied (dropped again when the server refuses it)
  const [promoDraft, setPromoDraft] = useState('');
  const [promoCode, setPromoCode] = useState<string | undefined>(undefined);
  const [promoError, setPromoError] = useState('');
  const input: BookingInput = { ...selection, donation, billingState, promoCode };
  const quote = useQuote(input);
  // a code the server refuses for the order as it stands now (the quote's own refusal, e.g. after fewer tickets)
  const promoRefusal = quote.error instanceof ApiError ? quote.error.details.promoCode : undefined;
  const seatsTaken = onSeatsTaken && quote.error instanceof ApiError && quote.error.status === 409 ? quote.error.message : undefined;
  useEffect(() => {
    if (seatsTaken) onSeatsTaken?.(seatsTaken);
  }, [seatsTaken, onSeatsTaken]);
  /** Asks the server about the code first: a refused code shows its message under the field and the summary stays as it was. */
  async function applyPromo() {
    const code = promoDraft.trim();
    setPromoError('');
    if (!code) return setPromoCode(undefined);
    try {
      await quoteBooking({ ...input, promoCode: code });
      setPromoCode(code);
    } catch (e) {
      if (e instanceof ApiError && e.details.promoCode) setPromoError(e.details.promoCode);
      else setPromoCode(code);
    }
  }
  const create = useCreateBooking();
  const free = quote.data?.total === 0;
  const online = method !== 'cod' && !free;
  const chosen = METHODS.find((m) => m.value === method);
  const methodLabel = chosen ? t(chosen.label) : method;

  const succeed = (bookingId: string) => navigate(`/booking/success/${bookingId}`, { replace: true });

  async function finish(result: PaymentResult, bookingId: string) {
    try {
      await verifyPayment(result, bookingId);
      succeed(bookingId);
    } catch {
      setError(t('pay.verifyFailed'));
    }
  }

  /**
   * Another buyer took the tickets, or the price moved, between the summary and Confirm: ask the server
   * again and say what changed (or what it now refuses), instead of leaving the old summary payable.
   */
  async function refreshAfterConflict(message: string) {
    const before = quote.data;
    onChanged?.();
    const after = await quote.refetch();
    const changes = after.data && !after.isError && before ? quoteChanges(t, before, after.data) : [];
    setChanged({ message, changes: after.isError ? [(after.error as Error).message] : changes });
  }

  async function pay() {
    setError('');
    setNotice('');
    setChanged(null);
    setBusy(true);
    try {
      let bookingId = pending?.bookingId;
      if (!bookingId) {
        let created: Booking;
        try {
          created = await create.mutateAsync({ input, method: free ? null : online ? 'razorpay' : 'cod' });
        } catch (e) {
          if (e instanceof ApiError && e.details.promoCode) return setPromoError(e.details.promoCode);
          if (e instanceof ApiError && e.status === 409 && onSeatsTaken) return onSeatsTaken(e.message);
          if (e instanceof ApiError && e.status === 409) return await refreshAfterConflict(e.message);
          setError(e instanceof ApiError ? e.message : t('pay.bookFailed'));
          return;
        }
        bookingId = created.bookingId;
        if (!online || created.status === 'confirmed') return succeed(bookingId);
        // The booking now holds the tickets: paying again must reuse it, not book twice.
        setPending({ bookingId, holdUntil: created.holdExpiresAt });
        onLockChange?.(true);
      }
      let order: PaymentOrder;
      try {
        order = await createPaymentOrder(bookingId);
      } catch (e) {
        setError(e instanceof ApiError ? e.message : t('pay.startFailed'));
        return;
      }
      if (order.provider === 'sandbox') return setSandboxOrder(order);
      const result = await razorpayCheckout(order, session?.user ?? {}, title);
      if (result) await finish(result, bookingId);
      else setNotice(t('pay.notCompleted'));
    } catch (e) {
      // the server's words, else ours in the page's language (the provider's script failing to load says English)
      setError(e instanceof ApiError ? e.message : t('pay.startFailed'));
    } finally {
      setBusy(false);
    }
  }

  const q = quote.data;
  return (
    <Stack spacing={3}>
      <Card sx={{ p: 2.5 }} data-testid="quote">
        <Typography variant="h6" gutterBottom>{t('pay.summary')}</Typography>
        {quote.isError && !promoRefusal && <Alert severity="error" data-testid="quote-error">{(quote.error as Error).message}</Alert>}
        {!q && quote.isLoading && <Stack>{[1, 2, 3, 4].map((i) => <Skeleton key={i} height={32} />)}</Stack>}
        {/* a refused quote keeps react-query's last answer: showing it would price tickets the server no longer sells */}
        {q && !quote.isError && (
          <Box sx={{ opacity: quote.isFetching ? 0.6 : 1 }}>
            {q.lines.map((l) => (
              <Box key={l.ticketTypeId}>
                <Line label={`${l.name} × ${l.quantity}${l.quantity > 1 ? ` (${t('pay.each', { price: f.amount(l.unitPrice) })})` : ''}`} value={f.amount(l.amount)} testId="quote-line" />
                {l.seatLabels && l.seatLabels.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 0.5 }} data-testid="quote-seats">{l.seatLabels.join(', ')}</Typography>
                )}
              </Box>
            ))}
            <Line label={t('pay.subtotal', { count: q.quantity })} value={f.amount(q.subtotal)} testId="quote-subtotal" />
            {q.discount > 0 && (
              <Line label={q.discountSource === 'promo' && q.promo ? t('pay.promoLine', { code: q.promo.code }) : t('pay.groupDiscount')} value={`− ${f.amount(q.discount)}`} testId="quote-discount" />
            )}
            <Line label={t('pay.convenience')} value={f.amount(q.convenience)} testId="quote-convenience" />
            <Line label={t('pay.delivery')} value={f.amount(q.delivery)} testId="quote-delivery" />
            {!free && <FormControlLabel
              control={<Checkbox checked={donation} onChange={(e) => setDonation(e.target.checked)} disabled={Boolean(pending)} data-testid="donation" />}
              label={<Typography component="span">{t('pay.addDonation')}</Typography>}
              sx={{ mr: 0, width: '100%', '& .MuiFormControlLabel-label': { flex: 1 } }}
            />}
            {!free && <Line label={t('pay.donation')} value={f.amount(q.donation)} testId="quote-donation" />}
            <Divider sx={{ my: 1 }} />
            <Line label={t('pay.total')} value={f.amount(q.total)} strong testId="quote-total" />
            {q.tax.total > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="quote-gst">
                {t('pay.gstIncluded', { amount: f.amount(q.tax.total) })}
              </Typography>
            )}
            <TextField
              select fullWidth size="small" label={t('pay.billingState')} sx={{ mt: 2 }} value={billingState ?? q.billingState}
              onChange={(e) => setBillingState(e.target.value)} disabled={Boolean(pending)}
              helperText={t('pay.billingStateHint')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'billing-state' } as object } }}
            >
              {GST_STATES.map((st) => <MenuItem key={st.code} value={st.code}>{st.name}</MenuItem>)}
            </TextField>
          </Box>
        )}
        <Box component="form" noValidate sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
          onSubmit={(e) => { e.preventDefault(); void applyPromo(); }}>
          <TextField
            size="small" fullWidth label={t('pay.promoCode')} value={promoDraft} disabled={Boolean(pending)}
            onChange={(e) => { setPromoDraft(e.target.value); setPromoError(''); }}
            error={Boolean(promoError || promoRefusal)}
            helperText={promoError || promoRefusal || (promoCode && q?.promo ? (q.discountSource === 'promo' ? `${messageText('promoCodeApplied', f.locale)}: − ${f.amount(q.promo.discount)}` : messageText('promoGroupLarger', f.locale)) : ' ')}
            slotProps={{ htmlInput: { 'data-testid': 'promo-code', autoCapitalize: 'characters', maxLength: 20 }, formHelperText: { 'data-testid': 'promo-message' } as object }}
          />
          <Button type="submit" variant="outlined" disabled={Boolean(pending) || (!promoDraft.trim() && !promoCode) || quote.isFetching} data-testid="promo-apply" sx={{ flexShrink: 0, height: 40 }}>
            {t('pay.apply')}
          </Button>
        </Box>
      </Card>

      {!free && <Card sx={{ p: 2.5 }}>
        <Typography variant="h6" gutterBottom>{t('pay.methodTitle')}</Typography>
        <RadioGroup value={method} onChange={(e) => setMethod(e.target.value)} data-testid="payment-methods">
          {METHODS.filter((m) => withPayLater || !('checkoutOnly' in m)).map((m) => (
            <FormControlLabel key={m.value} value={m.value} disabled={Boolean(pending) && m.value === 'cod'} control={<Radio />}
              sx={{ border: '1px solid', borderColor: method === m.value ? 'primary.main' : '#ececf2', borderRadius: 2, mx: 0, mb: 1, pr: 2, py: 0.3 }}
              label={
                <Box>
                  <Typography fontWeight={600}>{t(m.label)}</Typography>
                  {'hint' in m && <Typography variant="body2" color="text.secondary">{t(m.hint)}</Typography>}
                </Box>
              } />
          ))}
        </RadioGroup>
      </Card>}

      {pending && pending.holdUntil && (
        <Alert severity="info">{t('pay.heldUntil', { time: f.time(pending.holdUntil) })}</Alert>
      )}
      {notice && <Alert severity="warning">{notice}</Alert>}
      {error && <Alert severity="error" data-testid="pay-error">{error}</Alert>}
      {changed && (
        <Alert severity="warning" data-testid="quote-changed" role="alert">
          <Typography fontWeight={700}>{changed.message}</Typography>
          <Typography variant="body2">{t('pay.changed')}</Typography>
          {changed.changes.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>{changed.changes.map((c) => <li key={c}>{c}</li>)}</Box>
          )}
        </Alert>
      )}

      <Button variant="contained" size="large" onClick={pay} disabled={busy || !q || quote.isFetching || quote.isError} data-testid="pay">
        {busy ? t('pay.wait') : online ? t('pay.pay', { amount: q ? f.amount(q.total) : '' }) : t('pay.confirm')}
      </Button>

      <SandboxCheckout
        order={sandboxOrder}
        method={methodLabel}
        onClose={() => (setSandboxOrder(null), setNotice(t('pay.notCompleted')))}
        onPaid={(result) => {
          setSandboxOrder(null);
          void finish(result, pending!.bookingId);
        }}
      />
    </Stack>
  );
}
