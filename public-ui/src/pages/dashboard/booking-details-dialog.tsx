import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { formatRupees, refundNote, statusLabel } from '@marketplace/shared-dto';
import { assetUrl, formatDateTime, InvoiceList, StatusChip } from '@marketplace/shared-ui';
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
  const { data, isLoading, isError } = useBookingInvoices(bookingId);
  return (
    <Box component="section" aria-labelledby="invoices-heading" data-testid="booking-invoices">
      <Typography id="invoices-heading" variant="subtitle1" component="h3" fontWeight={600} gutterBottom>Invoices</Typography>
      {isLoading && <Skeleton data-testid="invoices-loading" />}
      {isError && <InlineError message="Failed to load invoices." />}
      {data && !data.length && (
        <Typography color="text.secondary" variant="body2" data-testid="invoices-empty">Invoices are issued once the booking is paid or confirmed.</Typography>
      )}
      {data && data.length > 0 && <InvoiceList invoices={data} onOpen={(invoiceId) => openInvoice(bookingId, invoiceId)} />}
    </Box>
  );
}

export function BookingDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data: booking, isLoading, isError } = useBooking(id ?? undefined);
  const qr = assetUrl(booking?.qrCode);

  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullWidth maxWidth="xs" data-testid="booking-details">
      <DialogTitle>Booking details</DialogTitle>
      <DialogContent dividers>
        {isLoading && <Stack spacing={1}>{[1, 2, 3, 4, 5].map((i) => <Skeleton key={i} />)}</Stack>}
        {isError && <InlineError message="Failed to load booking." />}
        {booking && (
          <>
            <Typography variant="h6" gutterBottom>{bookingTitle(booking)}</Typography>
            <Row label="Booking code" value={booking.orderNo || booking.bookingId || booking.id} />
            <Row label="Date" value={formatDateTime(bookingStart(booking), 'Date TBA')} />
            <Row label="Venue" value={bookingVenue(booking) || 'Venue TBA'} />
            <Row label="Status" value={<StatusChip testId="booking-status" status={booking.status} />} />
            <Row label="Tickets" value={bookingQty(booking)} />
            <Row label="Total" value={formatRupees(booking.totalPrice ?? 0)} />
            {booking.paymentStatus && booking.paymentStatus !== 'unpaid' && <Row label="Payment" value={<span data-testid="payment-status">{statusLabel(booking.paymentStatus)}</span>} />}
            {refundNote(booking) && <Typography color="text.secondary" textAlign="right" data-testid="details-refund-note">{refundNote(booking)}</Typography>}
            <Row label="Booked on" value={formatDateTime(booking.createdAt)} />
            <Divider sx={{ my: 2 }} />
            <Invoices bookingId={booking.id} />
            <Divider sx={{ my: 2 }} />
            <Box sx={{ textAlign: 'center' }}>
              {qr ? (
                <Img src={qr} alt="Ticket QR code" data-testid="booking-qr" width={200} height={200} sx={{ width: 200, height: 200 }} />
              ) : (
                <Typography color="text.secondary" data-testid="no-qr">No QR available</Typography>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
