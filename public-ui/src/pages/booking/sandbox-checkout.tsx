import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, Divider, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { PaymentOrder } from '@marketplace/shared-dto';
import { ApiError, useFormat, useTranslation } from '@marketplace/shared-ui';
import { sandboxPay, PaymentResult } from '../../api/payments';

/**
 * The local stand-in for Razorpay's checkout (the sandbox provider): no external script; 'Pay' asks the
 * server's sandbox for the same signed fields Razorpay would hand back.
 */
export function SandboxCheckout({ order, method, onPaid, onClose }: {
  order: PaymentOrder | null;
  method: string;
  onPaid: (result: PaymentResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function pay() {
    if (!order) return;
    setBusy(true);
    setError('');
    try {
      onPaid(await sandboxPay(order.id));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('pay.startFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={Boolean(order)} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid="sandbox-checkout">
      <Box sx={{ bgcolor: 'secondary.main', color: '#fff', px: 3, py: 2.5 }}>
        <Typography variant="overline" sx={{ opacity: 0.7 }}>{t('pay.sandboxTitle')}</Typography>
        <Typography variant="h4" data-testid="sandbox-amount">{order ? f.amount(order.amount / 100) : ''}</Typography>
      </Box>
      <DialogContent>
        <Stack spacing={1.2}>
          <Row label={t('pay.order')} value={order?.id} />
          <Row label={t('pay.method')} value={method} />
          <Divider />
          <Alert severity="info" icon={<LockOutlinedIcon />}>
            {t('pay.sandboxNote')}
          </Alert>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>{t('pay.cancel')}</Button>
        <Button variant="contained" size="large" onClick={pay} disabled={busy} data-testid="sandbox-pay">
          {busy ? t('pay.processing') : t('pay.pay', { amount: order ? f.amount(order.amount / 100) : '' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value?: string }) {
  return (
    <Box display="flex" justifyContent="space-between" gap={2}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography fontWeight={600} sx={{ wordBreak: 'break-all', textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}
