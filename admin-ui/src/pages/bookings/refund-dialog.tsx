import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { refundableRupees, type BookingSummary, type RefundResult } from '@marketplace/shared-dto';
import { errorText, kitWords, RefundDialog as SharedRefundDialog, refundToast } from '@marketplace/shared-ui';
import { request } from '../../api/api.client';
import { useToast } from '../../components/toast';
import { useAdminFormat } from '../../i18n/use-admin-format';

export const canRefund = (b: Pick<BookingSummary, 'paymentStatus' | 'total' | 'refundAmount'>) => refundableRupees(b) > 0;

/** The shared refund dialog on the back office's refund endpoint; the bookings list is read again afterwards. */
export function RefundDialog({ booking, onClose }: { booking: BookingSummary; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { locale } = useAdminFormat();
  const words = kitWords(locale).refund;
  return (
    <SharedRefundDialog
      booking={booking}
      words={words}
      locale={locale}
      refund={(body) => request<RefundResult>(`/admin/bookings/${booking.id}/refund`, { method: 'POST', body })}
      onRefunded={(result) => {
        toast.success(refundToast(result, words, locale));
        queryClient.invalidateQueries({ queryKey: ['bookings'] });
      }}
      onClose={onClose}
    />
  );
}

/** Asks a failed refund again (its amount and reason); the server's answer, or its error, shows as a toast. */
export function RetryRefundButton({ booking }: { booking: BookingSummary }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const translate = useTranslate();
  const format = useAdminFormat();
  const retry = useMutation({
    mutationFn: () => request<RefundResult>(`/admin/bookings/${booking.id}/refund/retry`, { method: 'POST' }),
    onSuccess: (result) => {
      const r = result.refund;
      const amount = format.rupees(r.amount);
      if (r.status === 'failed') toast.error(translate(r.failureReason ? 'app.refunds.failedAgainWhy' : 'app.refunds.failedAgain', { amount, reason: r.failureReason }));
      else toast.success(translate(r.status === 'processed' ? 'app.refunds.made' : 'app.refunds.initiated', { amount }));
      queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
    onError: (e) => toast.error(errorText(e, translate('app.refunds.retryFailed'))),
  });
  return (
    <Button size="small" color="warning" variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate()} data-testid="refund-retry">
      {translate('app.refunds.retry')}
    </Button>
  );
}
