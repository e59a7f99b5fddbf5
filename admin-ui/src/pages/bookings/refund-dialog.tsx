import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatRupees, type BookingSummary, type PaymentStatus, type RefundResult } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '@marketplace/shared-ui';
import { request } from '../../api/api.client';
import { useToast } from '../../components/toast';

/** Payment states with money that may still go back. */
const REFUNDABLE: PaymentStatus[] = ['paid', 'partially_refunded', 'refund_due', 'refund_failed'];

export const canRefund = (b: Pick<BookingSummary, 'paymentStatus' | 'total' | 'refundAmount'>) =>
  REFUNDABLE.includes(b.paymentStatus) && b.refundAmount < b.total;

/**
 * Refund through the payment provider: an amount (all that is left when empty) and a reason. The server
 * decides what may be refunded; its words appear next to the field they concern.
 */
export function RefundDialog({ booking, onClose }: { booking: BookingSummary; onClose: () => void }) {
  const left = Math.round((booking.total - booking.refundAmount) * 100) / 100;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const refund = useMutation({
    mutationFn: () =>
      request<RefundResult>(`/admin/bookings/${booking.id}/refund`, {
        method: 'POST',
        body: { reason, ...(amount.trim() ? { amount: Number(amount) } : {}) },
      }),
    onSuccess: (result) => {
      toast.success(`Refund of ${formatRupees(result.refund.amount)} ${result.refund.status === 'failed' ? 'failed' : 'initiated'}`);
      queryClient.invalidateQueries({ queryKey: ['bookings'] });
      onClose();
    },
  });
  const details = fieldErrors(refund.error);
  const general = refund.error && !details.amount && !details.reason ? errorText(refund.error, 'Refund failed') : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="refund-dialog">
      <DialogTitle>Refund {booking.orderNo}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Paid {formatRupees(booking.total)}; up to {formatRupees(left)} can be refunded. A full refund cancels the booking.
          </Typography>
          <TextField
            label="Amount"
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder={left.toFixed(2)}
            error={Boolean(details.amount)}
            helperText={details.amount ?? 'Leave empty to refund everything that is left'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0.01, step: 0.01, 'data-testid': 'refund-amount' } }}
          />
          <TextField
            label="Reason"
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
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color="error" disabled={refund.isPending} onClick={() => refund.mutate()} data-testid="refund-submit">
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks a failed refund again (its amount and reason); the server's answer, or its error, shows as a toast. */
export function RetryRefundButton({ booking }: { booking: BookingSummary }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const retry = useMutation({
    mutationFn: () => request<RefundResult>(`/admin/bookings/${booking.id}/refund/retry`, { method: 'POST' }),
    onSuccess: (result) => {
      const r = result.refund;
      if (r.status === 'failed') toast.error(`Refund of ${formatRupees(r.amount)} failed again${r.failureReason ? `: ${r.failureReason}` : ''}`);
      else toast.success(`Refund of ${formatRupees(r.amount)} ${r.status === 'processed' ? 'made' : 'initiated'}`);
      queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
    onError: (e) => toast.error(errorText(e, 'Retry failed')),
  });
  return (
    <Button size="small" color="warning" variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate()} data-testid="refund-retry">
      Retry refund
    </Button>
  );
}
