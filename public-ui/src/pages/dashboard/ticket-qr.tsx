import { useQuery } from '@tanstack/react-query';
import { Box, Skeleton, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useTranslation } from '@marketplace/shared-ui';

const QR_SIZE = 200;

/**
 * One seat's QR, drawn in the browser from its signed token (the door scans the token): the API sends
 * tokens only, so a booking of ten seats costs the server no images.
 */
export function TicketQr({ token, label }: { token: string; label: string }) {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: ['ticket-qr', token],
    queryFn: () => QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE * 2 }),
    staleTime: Infinity,
  });
  const box = { width: QR_SIZE, maxWidth: '100%', aspectRatio: '1', mx: 'auto', display: 'block' };
  if (qr.isPending) return <Skeleton variant="rectangular" sx={{ ...box, height: 'auto' }} data-testid="ticket-qr-loading" />;
  if (qr.isError) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} data-testid="ticket-qr-error">
        <Typography variant="body2" color="error">{t('tickets.qrFailed')}</Typography>
      </Box>
    );
  }
  return <Box component="img" src={qr.data} alt={label} data-testid="ticket-qr" sx={box} />;
}
