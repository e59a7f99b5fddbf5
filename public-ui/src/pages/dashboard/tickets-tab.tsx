import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Chip, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { type Format, useFormat, useTranslation } from '@marketplace/shared-ui';
import { Booking, bookingId, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { useMyBookings } from '../../hooks/use-bookings';
import { useNow } from '../../hooks/use-now';
import { EmptyState, ErrorState } from '../../components/states';
import { openTicket } from './ticket-file';
import { TicketQr } from './ticket-qr';

/** Confirmed bookings with tickets whose show has not started yet, soonest first. */
function upcoming(bookings: Booking[], now = Date.now()): Booking[] {
  return bookings
    .filter((b) => b.status === 'confirmed' && b.tickets.length > 0 && new Date(bookingStart(b) ?? 0).getTime() >= now)
    .sort((a, b) => new Date(bookingStart(a)!).getTime() - new Date(bookingStart(b)!).getTime());
}

/** How long before the start the ticket page shows how to join an online event. */
const JOIN_OPENS_MS = 30 * 60_000;

/** An online event's meeting details, shown from 30 minutes before the start (the booking and the ticket mail have them). */
function JoinOnline({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const details = booking.event?.onlineDetails;
  const opensAt = new Date(bookingStart(booking) ?? 0).getTime() - JOIN_OPENS_MS;
  const now = useNow(Boolean(details), 30_000);
  if (!details?.meetingLink && !details?.meetingId) return null;
  if (now < opensAt) {
    return <Typography variant="body2" color="text.secondary" data-testid="join-later">{t('tickets.joinLater')}</Typography>;
  }
  return (
    <Box data-testid="join-online">
      {details.meetingLink && <Link href={details.meetingLink} target="_blank" rel="noopener noreferrer" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>{t('tickets.join')}</Link>}
      {details.meetingId && <Typography variant="body2">{t('tickets.meetingId', { id: details.meetingId })}</Typography>}
      {details.password && <Typography variant="body2">{t('tickets.passcode', { code: details.password })}</Typography>}
    </Box>
  );
}

const showtime = (f: Format, b: Booking) => `${f.dateTime(bookingStart(b))}${b.session?.label ? ` (${b.session.label})` : ''}`;

/** One booking: the event and order, then a ticket per seat, each with its own QR. */
function BookingTickets({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [pdfError, setPdfError] = useState<string | null>(null);
  const id = bookingId(booking);
  const title = bookingTitle(booking);
  const count = booking.tickets.length;
  const download = () => {
    setPdfError(null);
    openTicket(id, t('dashboard.downloadFailed'), { print: false }).catch((e: Error) => setPdfError(e.message));
  };
  return (
    <Card component="section" aria-labelledby={`booking-${id}`} data-testid="ticket-booking" data-booking-id={id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 2, justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={`booking-${id}`} sx={{ overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography color="text.secondary">{showtime(f, booking)}</Typography>
          <Typography variant="body2" color="text.secondary">{bookingVenue(booking) || t('event.venueTba')}</Typography>
          <JoinOnline booking={booking} />
          <Typography variant="body2" fontWeight={600} data-testid="ticket-order">
            {t('confirmation.order', { orderNo: booking.orderNo })} · {t('confirmation.tickets', { count })}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button startIcon={<DownloadOutlinedIcon />} onClick={download} data-testid="ticket-pdf">{t('tickets.pdf')}</Button>
          {pdfError && <Typography variant="body2" color="error" role="alert" data-testid="ticket-pdf-error">{pdfError}</Typography>}
        </Box>
      </Stack>
      <Grid container component="ul" spacing={2} sx={{ p: 2, m: 0, listStyle: 'none' }}>
        {booking.tickets.map((ticket, i) => (
          <Grid key={ticket.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, textAlign: 'center', height: '100%' }} data-testid="ticket-card" data-ticket-id={ticket.id}>
              <Typography variant="subtitle1" component="h3" fontWeight={700} data-testid="ticket-position">{t('tickets.position', { n: i + 1, count })}</Typography>
              <Typography data-testid="ticket-type" sx={{ overflowWrap: 'anywhere' }}>{ticket.ticketType}</Typography>
              {ticket.seat && <Typography fontWeight={700} data-testid="ticket-seat" sx={{ overflowWrap: 'anywhere' }}>{ticket.seat.label}</Typography>}
              <Box sx={{ my: 1.5 }}>
                <TicketQr token={ticket.token} label={t('tickets.qrAlt', { number: ticket.number, n: i + 1, count, title })} />
              </Box>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="ticket-number">{ticket.number}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="ticket-showtime">{showtime(f, booking)}</Typography>
              {ticket.checkedInAt && <Chip size="small" sx={{ mt: 1 }} label={t('tickets.checkedIn', { when: f.dateTime(ticket.checkedInAt) })} data-testid="ticket-checked-in" />}
            </Box>
          </Grid>
        ))}
      </Grid>
    </Card>
  );
}

/** The buyer's upcoming tickets, a QR per seat, grouped by booking: what the door scans. */
export function TicketsTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useMyBookings();
  const bookings = upcoming(data ?? []);
  return (
    <Box>
      <Typography variant="h5" component="h1" mb={2}>{t('dashboard.tabTickets')}</Typography>
      {isError ? (
        <ErrorState title={t('tickets.loadFailed')} error={error} onRetry={() => refetch()} />
      ) : isLoading ? (
        <Stack spacing={2} data-testid="loading">{[1, 2].map((i) => <Skeleton key={i} variant="rounded" height={320} />)}</Stack>
      ) : bookings.length === 0 ? (
        <Card><EmptyState title={t('tickets.none')}>
          <Button component={RouterLink} to="/events" variant="contained" sx={{ mt: 2 }}>{t('notFound.browse')}</Button>
        </EmptyState></Card>
      ) : (
        <Stack spacing={3} data-testid="tickets-list">
          {bookings.map((b) => <BookingTickets key={bookingId(b)} booking={b} />)}
        </Stack>
      )}
    </Box>
  );
}
