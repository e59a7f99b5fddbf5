import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CancelIcon from '@mui/icons-material/Cancel';
import { onlinePaymentState } from '@marketplace/shared-dto';
import { formatAmount, formatDateTime, StatusChip } from '@marketplace/shared-ui';
import { Booking, bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useBooking } from '../../hooks/use-bookings';
import { ErrorState } from '../../components/states';
import { AddToCalendar } from '../../components/add-to-calendar';
import { BookingPayment, PAYMENT_RELEASED } from '../../components/booking-payment';

/** The heading and what happens next, from the booking's real state. */
function outcome(b: Booking) {
  const online = onlinePaymentState(b);
  if (b.status === 'confirmed') return { kind: 'confirmed', title: 'Booking Confirmed!' } as const;
  if (online === 'awaiting') return { kind: 'awaiting', title: 'Payment pending' } as const;
  if (online === 'released') return { kind: 'released', title: PAYMENT_RELEASED } as const;
  if (b.status === 'pending') return { kind: 'received', title: 'Booking received' } as const;
  return { kind: 'cancelled', title: 'Booking cancelled' } as const;
}

export default function SuccessPage() {
  const { id } = useParams();
  const { data: booking, isLoading, isError, error, refetch } = useBooking(id);
  const result = booking ? outcome(booking) : null;
  const contact = [booking?.user.email, booking?.user.phone].filter(Boolean).join(' and ');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 2.5, sm: 5 }, textAlign: 'center', boxShadow: '0 20px 60px rgba(28,27,46,0.08)' }}>
        {isError && <ErrorState title="Failed to load booking." error={error} onRetry={() => refetch()} />}
        {isLoading && <Stack>{[1, 2, 3, 4].map((i) => <Skeleton key={i} height={i === 1 ? 72 : 28} />)}</Stack>}
        {booking && result && (
          <>
            {result.kind === 'confirmed' && <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />}
            {(result.kind === 'received' || result.kind === 'awaiting') && <HourglassTopIcon color="warning" sx={{ fontSize: 72 }} />}
            {(result.kind === 'released' || result.kind === 'cancelled') && <CancelIcon color="error" sx={{ fontSize: 72 }} />}
            <Typography variant="h4" component="h1" mt={1} data-testid="success-title">{result.title}</Typography>
            <Typography color="text.secondary" mt={1}>
              Booking ID <Box component="b" color="text.primary" sx={{ wordBreak: 'break-all' }} data-testid="success-booking-id">{id}</Box>
            </Typography>
            <Box textAlign="left" mt={3}>
              <Divider sx={{ mb: 2 }} />
              <Typography variant="h6" component="h2">{bookingTitle(booking)}</Typography>
              <Typography color="text.secondary">{formatDateTime(bookingStart(booking), 'Date TBA')} · {bookingVenue(booking) || 'Venue TBA'}</Typography>
              <Box display="flex" justifyContent="space-between" alignItems="center" mt={2} gap={1} flexWrap="wrap">
                <Typography>{bookingQty(booking)} ticket(s) · <b>{formatAmount(booking.totalPrice)}</b></Typography>
                <StatusChip testId="booking-status" status={booking.status} />
              </Box>
              {booking.orderNo && <Typography variant="body2" color="text.secondary" mt={1}>Order {booking.orderNo}</Typography>}
              {result.kind === 'received' && (
                <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }} data-testid="next-steps">
                  <b>What happens next:</b> an administrator reviews your booking and approves it. Once approved, your tickets are
                  e-mailed{contact ? ` to ${contact}` : ''} and appear under My Bookings as Confirmed. You pay {formatAmount(booking.totalPrice)} in
                  cash at the venue before entry.
                </Alert>
              )}
              {result.kind === 'confirmed' && contact && (
                <Typography variant="body2" color="text.secondary" mt={1} data-testid="tickets-sent">Your tickets are on their way to {contact}.</Typography>
              )}
              {result.kind === 'awaiting' && (
                <Box mt={2}>
                  <Alert severity="warning" sx={{ mb: 1.5 }}>Your tickets are held until the payment is made. Pay before the time runs out to keep them.</Alert>
                  <BookingPayment booking={booking} />
                </Box>
              )}
              {result.kind === 'released' && (
                <Alert severity="error" sx={{ mt: 2 }} data-testid="released-note">The payment did not arrive before the hold ended, so the tickets went back on sale. Nothing was charged.</Alert>
              )}
            </Box>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} justifyContent="center" mt={4} flexWrap="wrap">
          {booking && result?.kind === 'confirmed' && (
            <AddToCalendar event={{
              title: bookingTitle(booking), slug: booking.event.slug, code: booking.event.code, startsAt: bookingStart(booking)!,
              endsAt: booking.session ? null : booking.event.endDate, place: bookingVenue(booking) || '', sessionId: booking.session?.id,
            }} />
          )}
          <Button variant="contained" component={RouterLink} to="/dashboard?tab=bookings" data-testid="my-bookings">My Bookings</Button>
          <Button variant="outlined" component={RouterLink} to="/events">Browse More Events</Button>
        </Stack>
      </Card>
    </Container>
  );
}
