import { useState } from 'react';
import {
  Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatRupees, ticketsAndSeats, type EventSales } from '@marketplace/shared-dto';
import { EmptyState, ErrorState, errorText, formatDateTime, Loading, PageHeader, saveFile } from '@marketplace/shared-ui';
import { salesApi } from '../../api/sales';
import { useEventChoice } from '../../hooks/event-choice';
import { useEventSales, useEventWaitlist } from '../../hooks/sales';

type Figures = EventSales['totals'];

/** The columns: Sold reads 'tickets (seats)' like every count of tickets; the chart below counts the same way. */
const FIGURES: { key: keyof Figures; label: string; money?: boolean }[] = [
  { key: 'sold', label: 'Sold' },
  { key: 'held', label: 'Held' },
  { key: 'left', label: 'Left' },
  { key: 'gross', label: 'Gross', money: true },
  { key: 'fees', label: 'Fees', money: true },
  { key: 'refunded', label: 'Refunded', money: true },
  { key: 'checkedIn', label: 'Checked in' },
];

const figure = (f: Figures, key: keyof Figures, money?: boolean) =>
  key === 'sold' ? ticketsAndSeats(f.sold, f.soldSeats) : money ? formatRupees(f[key]) : String(f[key]);

/** The CSV buttons: each downloads with the session's token; a refusal shows the server's words. */
function Exports({ eventId }: { eventId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = (name: string, load: () => ReturnType<typeof salesApi.attendeesCsv>) => {
    setError(null);
    setBusy(name);
    load().then(saveFile).catch((err) => setError(errorText(err, 'Download failed'))).finally(() => setBusy(null));
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!!busy} onClick={() => run('attendees', () => salesApi.attendeesCsv(eventId))} data-testid="export-attendees">
          Attendees CSV
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!!busy} onClick={() => run('bookings', () => salesApi.bookingsCsv(eventId))} data-testid="export-bookings">
          Bookings CSV
        </Button>
      </Stack>
      {error && <Alert severity="error" data-testid="export-error">{error}</Alert>}
    </Stack>
  );
}

/** The event's waitlists, when anyone is on one: per showtime × type, and the tickets that would sell. */
function Waitlist({ eventId }: { eventId: string }) {
  const waitlist = useEventWaitlist(eventId);
  if (waitlist.isLoading) return <Loading />;
  if (waitlist.isError) return <ErrorState message={errorText(waitlist.error, 'Failed to load the waitlist')} />;
  const rows = (waitlist.data?.rows ?? []).filter((r) => r.waiting + r.offered + r.converted + r.expired > 0);
  if (!rows.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="sales-waitlist">
      <Typography variant="subtitle1" component="h2">Waitlist</Typography>
      <Typography color="text.secondary" data-testid="waitlist-would-sell">
        {waitlist.data!.wouldSell} more {waitlist.data!.wouldSell === 1 ? 'seat' : 'seats'} would sell
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="Waitlist by showtime and ticket type">
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Showtime</TableCell><TableCell>Type</TableCell><TableCell align="right">Waiting</TableCell><TableCell align="right">Tickets wanted</TableCell>
              <TableCell align="right">Offered</TableCell><TableCell align="right">Converted</TableCell><TableCell align="right">Expired</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.sessionId}:${r.ticketTypeId}`} data-testid="waitlist-row">
                <TableCell>{r.sessionId ? `${formatDateTime(r.startsAt)}${r.label ? ` (${r.label})` : ''}` : 'Event'}</TableCell>
                <TableCell>{r.ticketType}</TableCell>
                <TableCell align="right" data-testid="waitlist-waiting">{r.waiting}</TableCell>
                <TableCell align="right">{r.waitingQuantity}</TableCell>
                <TableCell align="right">{r.offered}</TableCell>
                <TableCell align="right">{r.converted}</TableCell>
                <TableCell align="right">{r.expired}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function Sales({ eventId, sessionId }: { eventId: string; sessionId?: string }) {
  const sales = useEventSales(eventId, sessionId);
  if (sales.isLoading) return <Loading />;
  if (sales.isError) return <ErrorState message={errorText(sales.error, 'Failed to load sales')} />;
  const data = sales.data!;
  if (!data.rows.length) return <EmptyState message="This event sells no tickets yet." />;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' }, gap: 1 }} data-testid="sales-totals">
        {FIGURES.map((f) => (
          <Paper key={f.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`sales-total-${f.key}`}>
            <Typography variant="caption" color="text.secondary">{f.label}</Typography>
            <Typography variant="h6" component="p" data-testid="sales-total-value">{figure(data.totals, f.key, f.money)}</Typography>
          </Paper>
        ))}
      </Box>

      {/* scrolls sideways on a phone: focusable and named so a keyboard can scroll it too */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Sales by showtime and ticket type">
        <Table size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Showtime</TableCell>
              <TableCell>Type</TableCell>
              {FIGURES.map((f) => <TableCell key={f.key} align="right">{f.label}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((r) => (
              <TableRow key={`${r.sessionId}:${r.ticketTypeId}`} data-testid="sales-row">
                <TableCell>{r.startsAt ? `${formatDateTime(r.startsAt)}${r.label ? ` (${r.label})` : ''}` : 'Event'}</TableCell>
                <TableCell>{r.ticketType}</TableCell>
                {FIGURES.map((f) => <TableCell key={f.key} align="right" data-testid={`sales-cell-${f.key}`}>{figure(r, f.key, f.money)}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {data.promoCodes.length > 0 && (
        <TableContainer component={Paper} variant="outlined" data-testid="sales-promo-codes">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Promo code</TableCell>
                <TableCell align="right">Uses</TableCell>
                <TableCell align="right">Discount given</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.promoCodes.map((c) => (
                <TableRow key={c.code} data-testid="sales-promo-row">
                  <TableCell sx={{ fontWeight: 600 }}>{c.code}</TableCell>
                  <TableCell align="right">{c.uses}</TableCell>
                  <TableCell align="right">{formatRupees(c.discount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Paper variant="outlined" sx={{ p: 2 }} data-testid="sales-chart">
        <Typography variant="subtitle1" component="h2">Tickets (seats) sold per day</Typography>
        {data.daily.length ? (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: data.daily.map((d) => d.day) }]}
            series={[
              { data: data.daily.map((d) => d.tickets), label: 'Tickets', color: '#c2185b' },
              { data: data.daily.map((d) => d.seats), label: 'Seats', color: '#5c6bc0' },
            ]}
          />
        ) : (
          <Typography color="text.secondary" sx={{ py: 2 }}>No confirmed sales yet.</Typography>
        )}
      </Paper>
    </Stack>
  );
}

/** Sales per event: each showtime × type, totals, sales over time and the exports. */
export default function BookingsPage() {
  const { events, list, eventId, event, sessionId, choose } = useEventChoice('latest', true);

  return (
    <>
      <PageHeader title="Bookings" subtitle="Sales of each event by showtime and ticket type." />
      {events.isLoading ? (
        <Loading />
      ) : events.isError ? (
        <ErrorState message={errorText(events.error, 'Failed to load your events')} />
      ) : !event ? (
        <EmptyState message="You have no events yet." />
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField select label="Event" value={eventId} onChange={(e) => choose({ event: e.target.value })} sx={{ minWidth: { md: 320 } }}
              slotProps={{ htmlInput: { 'data-testid': 'sales-event' } }}>
              {list.map((e) => <MenuItem key={e.id} value={e.id}>{e.title} · {formatDateTime(e.startDate)}</MenuItem>)}
            </TextField>
            {event.sessions.length > 0 && (
              <TextField select label="Showtime" value={sessionId} onChange={(e) => choose({ event: eventId, session: e.target.value })} sx={{ minWidth: { md: 240 } }}
                slotProps={{ htmlInput: { 'data-testid': 'sales-session' } }}>
                <MenuItem value="">All showtimes</MenuItem>
                {event.sessions.map((s) => <MenuItem key={s.id} value={s.id}>{formatDateTime(s.startsAt)}{s.label ? ` (${s.label})` : ''}</MenuItem>)}
              </TextField>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Exports eventId={eventId} />
          </Stack>
          <Sales eventId={eventId} sessionId={sessionId || undefined} />
          <Waitlist eventId={eventId} />
        </Stack>
      )}
    </>
  );
}
