import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Collapse, InputAdornment, LinearProgress, MenuItem, Pagination, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { BOOKINGS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, formatRupees, statusTone } from '@marketplace/shared-dto';
import { ApiError } from '../../api/client';
import { EmptyState, Loading, PageHeader } from '../../components/common';
import { useDebounced } from '../../hooks/debounce';
import { useAllEvents } from '../../hooks/events';
import { useTickets } from '../../hooks/tickets';
import { formatDateTime } from '../../format';

const STATUSES = ['pending', 'paid', 'confirmed', 'refunded', 'cancelled'] as const;
const NO_FILTERS = { status: '', eventId: '', from: '', to: '', search: '' };

/** 'Failed to load tickets' with the status code in front, and the server's own words behind a toggle. */
function TicketsError({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  const status = error instanceof ApiError ? error.status : 0;
  const details = error instanceof ApiError ? [error.message, ...Object.entries(error.details ?? {}).map(([k, v]) => `${k}: ${v}`)] : [String(error)];
  return (
    <Alert
      severity="error"
      data-testid="tickets-error"
      action={
        <Button color="inherit" size="small" onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide details' : 'Details'}
        </Button>
      }
    >
      {status ? `${status}: ` : ''}Failed to load tickets
      <Collapse in={open}>
        <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {details.join('\n')}
        </Box>
      </Collapse>
    </Alert>
  );
}

export default function TicketsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const q = useDebounced(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const events = useAllEvents();
  const tickets = useTickets({ page, limit: BOOKINGS_PAGE_SIZE, status: filters.status, eventId: filters.eventId, from: filters.from, to: filters.to, q });
  const filtered = Object.values({ ...filters, search: q }).some(Boolean);
  const rows = tickets.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((tickets.data?.total ?? 0) / BOOKINGS_PAGE_SIZE));
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Tickets" subtitle="Every booking made for your events." />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            placeholder="Search order, buyer or event"
            value={filters.search}
            onChange={set('search')}
            sx={{ flex: 2, minWidth: 220 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { 'data-testid': 'tickets-search' } }}
          />
          <TextField select label="Status" value={filters.status} onChange={set('status')} sx={{ minWidth: 150 }}>
            <MenuItem value="">All</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Event" value={filters.eventId} onChange={set('eventId')} sx={{ minWidth: 200 }}>
            <MenuItem value="">All events</MenuItem>
            {(events.data?.data ?? []).map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="From" type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label="To" type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          {filtered && (
            <Button onClick={() => { setFilters(NO_FILTERS); setPage(1); }} sx={{ flexShrink: 0 }}>
              Clear
            </Button>
          )}
        </Stack>
      </Paper>

      {tickets.isPending ? (
        <Loading />
      ) : tickets.isError ? (
        <TicketsError error={tickets.error} />
      ) : rows.length === 0 ? (
        <EmptyState message={filtered ? 'No tickets match your filters.' : 'No tickets yet.'} />
      ) : (
        <Paper variant="outlined">
          {tickets.isFetching && <LinearProgress sx={{ height: 2 }} />}
          <TableContainer>
            <Table data-testid="tickets-table">
              <TableHead>
                <TableRow>
                  <TableCell>Order no</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Venue</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Buyer</TableCell>
                  <TableCell align="right">Qty</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((t) => (
                  <TableRow key={t.id || t.orderNo} hover data-testid="ticket-row">
                    <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>{t.orderNo}</TableCell>
                    <TableCell>{t.eventName || '-'}</TableCell>
                    <TableCell>{t.venueName || '-'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.startAt)}</TableCell>
                    <TableCell>{t.buyerName || '-'}</TableCell>
                    <TableCell align="right">{t.qty}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t.amount === null ? '-' : formatRupees(t.amount)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={t.status.charAt(0).toUpperCase() + t.status.slice(1)} color={statusTone(t.status)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {tickets.data?.total ?? 0} booking(s)
            </Typography>
            <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" shape="rounded" />
          </Box>
        </Paper>
      )}
    </>
  );
}
