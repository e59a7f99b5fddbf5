import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { bookedSeatLabels, refundNote, statusLabel } from '@marketplace/shared-dto';
import { assetUrl, InvoiceList, StatusChip, useFormat, useTranslation } from '@marketplace/shared-ui';
import { bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useBooking, useBookingInvoices } from '../../hooks/use-bookings';
import { openInvoice } from './ticket-file';
import { InlineError } from '../../components/states';
import { Img } from '../../components/img';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" fontWeight={600} textAlign="right">{value}</Typography>
    </Box>
  );
}

/**
 * The booking's tax invoices, bills of supply and credit notes: number, kind and total, each opening its PDF in a
 * new tab (fetched with the buyer's token, as the ticket is).
 */
function Invoices({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const { data, isLoading, isError } = useBookingInvoices(bookingId);
  return (
    <Box component="section" aria-labelledby="invoices-heading" data-testid="booking-invoices">
      <Typography id="invoices-heading" variant="subtitle1" component="h3" fontWeight={600} gutterBottom>{t('dashboard.invoices')}</Typography>
      {isLoading && <Skeleton data-testid="invoices-loading" />}
      {isError && <InlineError message={t('dashboard.invoicesFailed')} />}
      {data && !data.length && (
        <Typography color="text.secondary" variant="body2" data-testid="invoices-empty">{t('dashboard.invoicesEmpty')}</Typography>
      )}
      {data && data.length > 0 && <InvoiceList invoices={data} locale={locale} onOpen={(invoiceId) => openInvoice(bookingId, invoiceId, t('dashboard.invoiceFailed'))} />}
    </Box>
  );
}

export function BookingDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { data: booking, isLoading, isError } = useBooking(id ?? undefined);
  const qr = assetUrl(booking?.qrCode);
  const note = booking ? refundNote(booking, f.locale) : null;
  const seatLabels = booking ? bookedSeatLabels(booking) : [];

  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullWidth maxWidth="xs" data-testid="booking-details">
      <DialogTitle>{t('dashboard.details')}</DialogTitle>
      <DialogContent dividers>
        {isLoading && <Stack spacing={1}>{[1, 2, 3, 4, 5].map((i) => <Skeleton key={i} />)}</Stack>}
        {isError && <InlineError message={t('confirmation.loadFailed')} />}
        {booking && (
          <>
            <Typography variant="h6" gutterBottom>{bookingTitle(booking)}</Typography>
            <Row label={t('dashboard.bookingCode')} value={booking.orderNo || booking.bookingId || booking.id} />
            <Row label={t('dashboard.date')} value={f.dateTime(bookingStart(booking), t('event.dateTba'))} />
            <Row label={t('dashboard.venue')} value={bookingVenue(booking) || t('event.venueTba')} />
            <Row label={t('dashboard.status')} value={<StatusChip testId="booking-status" status={booking.status} locale={f.locale} />} />
            <Row label={t('dashboard.tickets')} value={bookingQty(booking)} />
            {seatLabels.length > 0 && (
              <Row label={t('dashboard.seats')} value={<Box component="span" data-testid="booking-seats">{seatLabels.join(', ')}</Box>} />
            )}
            <Row label={t('dashboard.total')} value={f.rupees(booking.totalPrice ?? 0)} />
            {booking.paymentStatus && booking.paymentStatus !== 'unpaid' && <Row label={t('dashboard.payment')} value={<span data-testid="payment-status">{statusLabel(booking.paymentStatus, f.locale)}</span>} />}
            {note && <Typography color="text.secondary" textAlign="right" data-testid="details-refund-note">{note}</Typography>}
            <Row label={t('dashboard.bookedOn')} value={f.dateTime(booking.createdAt)} />
            <Divider sx={{ my: 2 }} />
            <Invoices bookingId={booking.id} />
            <Divider sx={{ my: 2 }} />
            <Box sx={{ textAlign: 'center' }}>
              {qr ? (
                <Img src={qr} alt={t('dashboard.qrAlt')} data-testid="booking-qr" width={200} height={200} sx={{ width: 200, height: 200 }} />
              ) : (
                <Typography color="text.secondary" data-testid="no-qr">{t('dashboard.noQr')}</Typography>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
