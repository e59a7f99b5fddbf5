import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CancelIcon from '@mui/icons-material/Cancel';
import { bookedSeatLabels, onlinePaymentState } from '@marketplace/shared-dto';
import { StatusChip, useFormat, useTranslation } from '@marketplace/shared-ui';
import { Booking, bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useBooking } from '../../hooks/use-bookings';
import { ErrorState } from '../../components/states';
import { AddToCalendar } from '../../components/add-to-calendar';
import { BookingPayment } from '../../components/booking-payment';

/** The heading and what happens next, from the booking's real state. */
function outcome(b: Booking) {
  const online = onlinePaymentState(b);
  if (b.status === 'confirmed') return { kind: 'confirmed', title: 'confirmation.confirmed' } as const;
  if (online === 'awaiting') return { kind: 'awaiting', title: 'confirmation.awaiting' } as const;
  if (online === 'released') return { kind: 'released', title: 'pay.released' } as const;
  if (b.status === 'pending') return { kind: 'received', title: 'confirmation.received' } as const;
  return { kind: 'cancelled', title: 'confirmation.cancelled' } as const;
}

export default function SuccessPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { id } = useParams();
  const { data: booking, isLoading, isError, error, refetch } = useBooking(id);
  const result = booking ? outcome(booking) : null;
  const seats = booking ? bookedSeatLabels(booking) : [];
  const contact = [booking?.user.email, booking?.user.phone].filter(Boolean).join(t('confirmation.and'));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 2.5, sm: 5 }, textAlign: 'center', boxShadow: '0 20px 60px rgba(28,27,46,0.08)' }}>
        {isError && <ErrorState title={t('confirmation.loadFailed')} error={error} onRetry={() => refetch()} />}
        {isLoading && <Stack>{[1, 2, 3, 4].map((i) => <Skeleton key={i} height={i === 1 ? 72 : 28} />)}</Stack>}
        {booking && result && (
          <>
            {result.kind === 'confirmed' && <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />}
            {(result.kind === 'received' || result.kind === 'awaiting') && <HourglassTopIcon color="warning" sx={{ fontSize: 72 }} />}
            {(result.kind === 'released' || result.kind === 'cancelled') && <CancelIcon color="error" sx={{ fontSize: 72 }} />}
            <Typography variant="h4" component="h1" mt={1} data-testid="success-title">{t(result.title)}</Typography>
            <Typography color="text.secondary" mt={1}>
              {t('confirmation.bookingId')} <Box component="b" color="text.primary" sx={{ wordBreak: 'break-all' }} data-testid="success-booking-id">{id}</Box>
            </Typography>
            <Box textAlign="left" mt={3}>
              <Divider sx={{ mb: 2 }} />
              <Typography variant="h6" component="h2">{bookingTitle(booking)}</Typography>
              <Typography color="text.secondary">{f.dateTime(bookingStart(booking), t('event.dateTba'))} · {bookingVenue(booking) || t('event.venueTba')}</Typography>
              <Box display="flex" justifyContent="space-between" alignItems="center" mt={2} gap={1} flexWrap="wrap">
                <Typography>{t('confirmation.tickets', { count: bookingQty(booking) })} · <b>{f.amount(booking.totalPrice)}</b></Typography>
                <StatusChip testId="booking-status" status={booking.status} locale={f.locale} />
              </Box>
              {seats.length > 0 && <Typography fontWeight={600} mt={1} data-testid="success-seats">{seats.join(', ')}</Typography>}
              {booking.orderNo && <Typography variant="body2" color="text.secondary" mt={1}>{t('confirmation.order', { orderNo: booking.orderNo })}</Typography>}
              {result.kind === 'received' && (
                <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }} data-testid="next-steps">
                  <b>{t('confirmation.nextTitle')}</b> {contact ? t('confirmation.nextTo', { contact, amount: f.amount(booking.totalPrice) }) : t('confirmation.next', { amount: f.amount(booking.totalPrice) })}
                </Alert>
              )}
              {result.kind === 'confirmed' && contact && (
                <Typography variant="body2" color="text.secondary" mt={1} data-testid="tickets-sent">{t('confirmation.sent', { contact })}</Typography>
              )}
              {result.kind === 'awaiting' && (
                <Box mt={2}>
                  <Alert severity="warning" sx={{ mb: 1.5 }}>{t('confirmation.held')}</Alert>
                  <BookingPayment booking={booking} />
                </Box>
              )}
              {result.kind === 'released' && (
                <Alert severity="error" sx={{ mt: 2 }} data-testid="released-note">{t('confirmation.releasedNote')}</Alert>
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
          <Button variant="contained" component={RouterLink} to="/dashboard?tab=bookings" data-testid="my-bookings">{t('confirmation.myBookings')}</Button>
          <Button variant="outlined" component={RouterLink} to="/events">{t('confirmation.browseMore')}</Button>
        </Stack>
      </Card>
    </Container>
  );
}
