import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Grid, Skeleton, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { assetUrl, formatDateTime } from '@marketplace/shared-ui';
import { Booking, bookingId, bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useMyBookings } from '../../hooks/use-bookings';
import { EmptyState, ErrorState } from '../../components/states';
import { openTicket } from './ticket-file';

/** Confirmed bookings whose show has not started yet, soonest first. */
function upcoming(bookings: Booking[], now = Date.now()): Booking[] {
  return bookings
    .filter((b) => b.status === 'confirmed' && b.qrCode && new Date(bookingStart(b) ?? 0).getTime() >= now)
    .sort((a, b) => new Date(bookingStart(a)!).getTime() - new Date(bookingStart(b)!).getTime());
}

/** The buyer's upcoming tickets with their QR codes, ready to show at the entrance. */
export function TicketsTab() {
  const { data, isLoading, isError, error, refetch } = useMyBookings();
  const tickets = upcoming(data ?? []);
  return (
    <Box>
      <Typography variant="h5" component="h1" mb={2}>Tickets</Typography>
      {isError ? (
        <ErrorState title="Failed to load tickets." error={error} onRetry={() => refetch()} />
      ) : isLoading ? (
        <Grid container spacing={2}>{[1, 2].map((i) => <Grid key={i} size={{ xs: 12, sm: 6 }}><Skeleton variant="rounded" height={320} /></Grid>)}</Grid>
      ) : tickets.length === 0 ? (
        <Card><EmptyState title="No upcoming tickets.">
          <Button component={RouterLink} to="/events" variant="contained" sx={{ mt: 2 }}>Browse events</Button>
        </EmptyState></Card>
      ) : (
        <Grid container spacing={2} data-testid="tickets-list">
          {tickets.map((b) => (
            <Grid key={bookingId(b)} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card sx={{ p: 2, textAlign: 'center' }} data-testid="ticket-card" data-booking-id={bookingId(b)}>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>{bookingTitle(b)}</Typography>
                <Typography color="text.secondary">{formatDateTime(bookingStart(b))}</Typography>
                <Typography color="text.secondary" variant="body2">{bookingVenue(b) || 'Venue TBA'}</Typography>
                <Box component="img" src={assetUrl(b.qrCode)} alt={`Ticket QR code for ${bookingTitle(b)}`} data-testid="ticket-qr"
                  sx={{ width: 200, maxWidth: '100%', aspectRatio: '1', my: 1.5 }} />
                <Typography fontWeight={600}>{bookingQty(b)} ticket(s) · Order {b.orderNo}</Typography>
                <Button startIcon={<DownloadOutlinedIcon />} sx={{ mt: 1 }} onClick={() => void openTicket(bookingId(b), { print: false })}>Download PDF</Button>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
