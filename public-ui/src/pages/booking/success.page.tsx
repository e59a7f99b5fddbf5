import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useBooking } from '../../hooks/use-bookings';
import { formatAmount, formatDateTime } from '../../lib/format';
import { StatusChip } from '../../components/status-chip';

export default function SuccessPage() {
  const { id } = useParams();
  const { data: booking, isLoading } = useBooking(id);
  const cashPending = booking?.paymentMethod === 'cod' && booking.status === 'pending';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', boxShadow: '0 20px 60px rgba(28,27,46,0.08)' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
        <Typography variant="h4" component="h1" mt={1} data-testid="success-title">Booking Confirmed!</Typography>
        <Typography color="text.secondary" mt={1}>
          Booking ID <Box component="b" color="text.primary" sx={{ wordBreak: 'break-all' }} data-testid="success-booking-id">{id}</Box>
        </Typography>
        {isLoading && <Stack mt={3}>{[1, 2, 3].map((i) => <Skeleton key={i} />)}</Stack>}
        {booking && (
          <Box textAlign="left" mt={3}>
            <Divider sx={{ mb: 2 }} />
            <Typography variant="h6">{bookingTitle(booking)}</Typography>
            <Typography color="text.secondary">{formatDateTime(bookingStart(booking)) || 'Date TBA'} · {bookingVenue(booking) || 'Venue TBA'}</Typography>
            <Box display="flex" justifyContent="space-between" alignItems="center" mt={2}>
              <Typography>{bookingQty(booking)} ticket(s) · <b>{formatAmount(booking.totalPrice)}</b></Typography>
              <StatusChip status={booking.status} />
            </Box>
            {booking.orderNo && <Typography variant="body2" color="text.secondary" mt={1}>Order {booking.orderNo}</Typography>}
            {cashPending && <Alert severity="info" sx={{ mt: 2 }}>Pay in cash on delivery. The organiser confirms your booking shortly.</Alert>}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} justifyContent="center" mt={4}>
          <Button variant="contained" component={RouterLink} to="/dashboard?tab=bookings" data-testid="my-bookings">My Bookings</Button>
          <Button variant="outlined" component={RouterLink} to="/events">Browse More Events</Button>
        </Stack>
      </Card>
    </Container>
  );
}
