import { useState } from 'react';
import {
  Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import type { EventSales } from '@marketplace/shared-dto';
import { EmptyState, ErrorState, errorText, type Format, Loading, PageHeader, saveFile, type TFunction, useFormat, useTranslation } from '@marketplace/shared-ui';
import { salesApi } from '../../api/sales';
import { useEventChoice } from '../../hooks/event-choice';
import { useEventSales, useEventWaitlist } from '../../hooks/sales';

type Figures = EventSales['totals'];

/** The columns: Sold reads 'tickets (seats)' like every count of tickets; the chart below counts the same way. */
const FIGURES: { key: keyof Figures; label: string; money?: boolean }[] = [
  { key: 'sold', label: 'sales.sold' },
  { key: 'held', label: 'sales.held' },
  { key: 'left', label: 'sales.left' },
  { key: 'gross', label: 'sales.gross', money: true },
  { key: 'fees', label: 'sales.fees', money: true },
  { key: 'refunded', label: 'sales.refunded', money: true },
  { key: 'checkedIn', label: 'sales.checkedIn' },
];

const figure = (t: TFunction, format: Format, f: Figures, key: keyof Figures, money?: boolean) =>
  key === 'sold'
    ? `${t('sales.tickets', { count: f.sold })} (${t('sales.seats', { count: f.soldSeats })})`
    : money ? format.rupees(f[key]) : String(f[key]);

/** The CSV buttons: each downloads with the session's token; a refusal shows the server's words. */
function Exports({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = (name: string, load: () => ReturnType<typeof salesApi.attendeesCsv>) => {
    setError(null);
    setBusy(name);
    load().then(saveFile).catch((err) => setError(errorText(err, t('sales.downloadFailed')))).finally(() => setBusy(null));
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!!busy} onClick={() => run('attendees', () => salesApi.attendeesCsv(eventId))} data-testid="export-attendees">
          {t('sales.attendeesCsv')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!!busy} onClick={() => run('bookings', () => salesApi.bookingsCsv(eventId))} data-testid="export-bookings">
          {t('sales.bookingsCsv')}
        </Button>
      </Stack>
      {error && <Alert severity="error" data-testid="export-error">{error}</Alert>}
    </Stack>
  );
}

/** The event's waitlists, when anyone is on one: per showtime × type, and the tickets that would sell. */
function Waitlist({ eventId }: { eventId: string }) {
  const waitlist = useEventWaitlist(eventId);
  const { t } = useTranslation();
  const format = useFormat();
  if (waitlist.isLoading) return <Loading />;
  if (waitlist.isError) return <ErrorState message={errorText(waitlist.error, t('sales.waitlistFailed'))} />;
  const rows = (waitlist.data?.rows ?? []).filter((r) => r.waiting + r.offered + r.converted + r.expired > 0);
  if (!rows.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="sales-waitlist">
      <Typography variant="subtitle1" component="h2">{t('sales.waitlist')}</Typography>
      <Typography color="text.secondary" data-testid="waitlist-would-sell">
        {t('sales.wouldSell', { count: waitlist.data!.wouldSell })}
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label={t('sales.waitlistRegion')}>
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sales.showtime')}</TableCell><TableCell>{t('sales.type')}</TableCell><TableCell align="right">{t('sales.waiting')}</TableCell><TableCell align="right">{t('sales.ticketsWanted')}</TableCell>
              <TableCell align="right">{t('sales.offered')}</TableCell><TableCell align="right">{t('sales.converted')}</TableCell><TableCell align="right">{t('sales.expired')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.sessionId}:${r.ticketTypeId}`} data-testid="waitlist-row">
                <TableCell>{r.sessionId ? `${format.dateTime(r.startsAt)}${r.label ? ` (${r.label})` : ''}` : t('sales.event')}</TableCell>
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
  const { t } = useTranslation();
  const format = useFormat();
  if (sales.isLoading) return <Loading />;
  if (sales.isError) return <ErrorState message={errorText(sales.error, t('sales.failed'))} />;
  const data = sales.data!;
  if (!data.rows.length) return <EmptyState message={t('sales.noTickets')} />;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' }, gap: 1 }} data-testid="sales-totals">
        {FIGURES.map((f) => (
          <Paper key={f.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`sales-total-${f.key}`}>
            <Typography variant="caption" color="text.secondary">{t(f.label)}</Typography>
            <Typography variant="h6" component="p" data-testid="sales-total-value">{figure(t, format, data.totals, f.key, f.money)}</Typography>
          </Paper>
        ))}
      </Box>

      {/* scrolls sideways on a phone: focusable and named so a keyboard can scroll it too */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('sales.salesRegion')}>
        <Table size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sales.showtime')}</TableCell>
              <TableCell>{t('sales.type')}</TableCell>
              {FIGURES.map((f) => <TableCell key={f.key} align="right">{t(f.label)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((r) => (
              <TableRow key={`${r.sessionId}:${r.ticketTypeId}`} data-testid="sales-row">
                <TableCell>{r.startsAt ? `${format.dateTime(r.startsAt)}${r.label ? ` (${r.label})` : ''}` : t('sales.event')}</TableCell>
                <TableCell>{r.ticketType}</TableCell>
                {FIGURES.map((f) => <TableCell key={f.key} align="right" data-testid={`sales-cell-${f.key}`}>{figure(t, format, r, f.key, f.money)}</TableCell>)}
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
                <TableCell>{t('sales.promoCode')}</TableCell>
                <TableCell align="right">{t('sales.uses')}</TableCell>
                <TableCell align="right">{t('sales.discount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.promoCodes.map((c) => (
                <TableRow key={c.code} data-testid="sales-promo-row">
                  <TableCell sx={{ fontWeight: 600 }}>{c.code}</TableCell>
                  <TableCell align="right">{c.uses}</TableCell>
                  <TableCell align="right">{format.rupees(c.discount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {data.seatCategories.length > 0 && (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('sales.seatCategories')} data-testid="sales-seat-categories">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('sales.seatCategory')}</TableCell>
                <TableCell align="right">{t('sales.seatsForSale')}</TableCell>
                <TableCell align="right">{t('sales.sold')}</TableCell>
                <TableCell align="right">{t('sales.held')}</TableCell>
                <TableCell align="right">{t('sales.left')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.seatCategories.map((c) => (
                <TableRow key={c.category} data-testid="sales-seat-category">
                  <TableCell sx={{ fontWeight: 600 }}>{c.category}</TableCell>
                  <TableCell align="right">{c.seats}</TableCell>
                  <TableCell align="right" data-testid="sales-seat-category-sold">{c.sold}</TableCell>
                  <TableCell align="right">{c.held}</TableCell>
                  <TableCell align="right">{c.available}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Paper variant="outlined" sx={{ p: 2 }} data-testid="sales-chart">
        <Typography variant="subtitle1" component="h2">{t('sales.perDay')}</Typography>
        {data.daily.length ? (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: data.daily.map((d) => d.day) }]}
            series={[
              { data: data.daily.map((d) => d.tickets), label: t('sales.chartTickets'), color: '#c2185b' },
              { data: data.daily.map((d) => d.seats), label: t('sales.chartSeats'), color: '#5c6bc0' },
            ]}
          />
        ) : (
          <Typography color="text.secondary" sx={{ py: 2 }}>{t('sales.noSales')}</Typography>
        )}
      </Paper>
    </Stack>
  );
}

/** Sales per event: each showtime × type, totals, sales over time and the exports. */
export default function BookingsPage() {
  const { events, list, eventId, event, sessionId, choose } = useEventChoice('latest', true);
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <>
      <PageHeader title={t('sales.title')} subtitle={t('sales.subtitle')} />
      {events.isLoading ? (
        <Loading />
      ) : events.isError ? (
        <ErrorState message={errorText(events.error, t('sales.eventsFailed'))} />
      ) : !event ? (
        <EmptyState message={t('sales.noEvents')} />
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField select label={t('sales.event')} value={eventId} onChange={(e) => choose({ event: e.target.value })} sx={{ minWidth: { md: 320 } }}
              slotProps={{ htmlInput: { 'data-testid': 'sales-event' } }}>
              {list.map((e) => <MenuItem key={e.id} value={e.id}>{e.title} · {format.dateTime(e.startDate)}</MenuItem>)}
            </TextField>
            {event.sessions.length > 0 && (
              <TextField select label={t('sales.showtime')} value={sessionId} onChange={(e) => choose({ event: eventId, session: e.target.value })} sx={{ minWidth: { md: 240 } }}
                slotProps={{ htmlInput: { 'data-testid': 'sales-session' } }}>
                <MenuItem value="">{t('sales.allShowtimes')}</MenuItem>
                {event.sessions.map((s) => <MenuItem key={s.id} value={s.id}>{format.dateTime(s.startsAt)}{s.label ? ` (${s.label})` : ''}</MenuItem>)}
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
