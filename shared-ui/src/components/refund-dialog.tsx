import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { formatRupees, refundableRupees, type Locale, type RefundRequest, type RefundResult } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '../api/api-error';
import type { RefundWords } from '../i18n/kit-words';

export interface RefundableBooking {
  orderNo: string;
  paymentStatus: string;
  /** Rupees paid. */
  total: number;
  refundAmount: number;
}

/**
 * Refund through the payment provider (back office and vendor portal): an amount (all that is left when empty) and a
 * reason. The server decides what may be refunded; its words appear next to the field they concern.
 */
export function RefundDialog({ booking, refund, onRefunded, onClose, words, locale = 'en' }: {
  booking: RefundableBooking;
  words: RefundWords;
  locale?: Locale;
  refund: (body: RefundRequest) => Promise<RefundResult>;
  onRefunded: (result: RefundResult) => void;
  onClose: () => void;
}) {
  const left = refundableRupees(booking);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const details = fieldErrors(error);
  const general = error && !details.amount && !details.reason ? errorText(error, words.failed) : null;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await refund({ reason, ...(amount.trim() ? { amount: Number(amount) } : {}) });
      onRefunded(result);
      onClose();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="refund-dialog">
      <DialogTitle>{words.title(booking.orderNo)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {words.intro(formatRupees(booking.total, locale), formatRupees(left, locale))}
          </Typography>
          <TextField
            label={words.amount}
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder={left.toFixed(2)}
            error={Boolean(details.amount)}
            helperText={details.amount ?? words.amountHelp}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0.01, step: 0.01, 'data-testid': 'refund-amount' } }}
          />
          <TextField
            label={words.reason}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(details.reason)}
            helperText={details.reason}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'refund-reason' } }}
          />
          {general && <Alert severity="error" data-testid="refund-error">{general}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.close}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={submit} data-testid="refund-submit">
          {words.refund}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The toast after a refund: 'Refund of ₹X initiated', or 'failed' when the provider refused at once. */
export const refundToast = (result: RefundResult, words: RefundWords, locale: Locale) =>
  words.toast(formatRupees(result.refund.amount, locale), result.refund.status === 'failed');
