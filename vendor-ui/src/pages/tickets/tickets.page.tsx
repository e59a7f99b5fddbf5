import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Collapse, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, MenuItem, Paper, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, VENDOR_TICKET_STATUSES, formatRupees, refundableRupees, statusLabel, statusTone, ticketsAndSeats } from '@marketplace/shared-dto';
import {
  ApiError, type Column, DataTable, DownloadButton, errorText, formatDateTime, InvoiceList, openPdfInNewTab, PageHeader, RefundDialog, refundToast, useDebounced,
} from '@marketplace/shared-ui';
import { requestFile } from '../../api/client';
import { ticketsApi, type TicketRow } from '../../api/tickets';
import { useToast } from '../../components/toast';
import { useAllEvents } from '../../hooks/events';
import { useBookingInvoices, useTickets } from '../../hooks/tickets';

const NO_FILTERS = { status: '', eventId: '', from: '', to: '', search: '' };

/** A booking's invoices and credit notes, each opening its PDF. */
function InvoicesDialog({ ticket, onClose }: { ticket: TicketRow; onClose: () => void }) {
  const invoices = useBookingInvoices(ticket.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="invoices-dialog" aria-labelledby="invoices-title">
      <DialogTitle id="invoices-title">Invoices of {ticket.orderNo}</DialogTitle>
      <DialogContent dividers>
        {invoices.isLoading && <Skeleton data-testid="invoices-loading" />}
        {invoices.isError && <Alert severity="error">{errorText(invoices.error, 'Failed to load invoices.')}</Alert>}
        {invoices.data && !invoices.data.length && (
          <Typography color="text.secondary" data-testid="invoices-empty">No invoices yet: they are issued once the booking is paid (or confirmed free).</Typography>
        )}
        {invoices.data && invoices.data.length > 0 && (
          <InvoiceList invoices={invoices.data} onOpen={(invoiceId) => openPdfInNewTab(() => ticketsApi.invoicePdf(ticket.id, invoiceId))} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const COLUMNS = (onRefund: (t: TicketRow) => void, onInvoices: (t: TicketRow) => void): Column<TicketRow>[] => [
  { label: 'Order no', sx: { fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }, render: (t) => t.orderNo },
  { label: 'Event', render: (t) => t.eventName || '-' },
  { label: 'Venue', render: (t) => t.venueName || '-' },
  { label: 'Date', sx: { whiteSpace: 'nowrap' }, render: (t) => formatDateTime(t.startAt) },
  { label: 'Buyer', render: (t) => t.buyerName || '-' },
  { label: 'Tickets', align: 'right', sx: { whiteSpace: 'nowrap' }, render: (t) => <span data-testid="ticket-count">{ticketsAndSeats(t.qty, t.seats)}</span> },
  {
    label: 'Amount',
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
    render: (t) => (
      <>
        {formatRupees(t.amount)}
        {t.promoCode && <Typography variant="caption" display="block" color="text.secondary" data-testid="ticket-promo">{t.promoCode}</Typography>}
      </>
    ),
  },
  {
    label: 'Status',
    sx: { minWidth: 130 },
    render: (t) => (
      <>
        <Chip size="small" label={statusLabel(t.status)} color={statusTone(t.status)} data-testid="ticket-status" />
        {t.refundNote && <Typography variant="caption" display="block" color="text.secondary" mt={0.5} data-testid="ticket-refund-note">{t.refundNote}</Typography>}
      </>
    ),
  },
  {
    label: '',
    align: 'right',
    render: (t) => (
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button size="small" onClick={() => onInvoices(t)} data-testid="invoices-open" aria-label={`Invoices of ${t.orderNo}`}>
          Invoices
        </Button>
        {refundableRupees({ ...t, total: t.amount }) > 0 && (
          <Button size="small" color="error" onClick={() => onRefund(t)} data-testid="refund-open">
            Refund
          </Button>
        )}
      </Stack>
    ),
  },
];

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
  const [refunding, setRefunding] = useState<TicketRow | null>(null);
  const [invoicesOf, setInvoicesOf] = useState<TicketRow | null>(null);
  const queryClient = useQueryClient();
  const notify = useToast();
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Tickets"
        subtitle="Every booking made for your events."
        actions={
          <DownloadButton
            download={requestFile}
            path="/vendor/bookings.csv"
            query={{ status: filters.status, eventId: filters.eventId, from: filters.from, to: filters.to, q }}
            testId="tickets-export"
          />
        }
      />
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
            {VENDOR_TICKET_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {statusLabel(s)}
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

      <DataTable
        query={tickets}
        rows={tickets.data?.rows ?? []}
        rowKey={(t) => t.id || t.orderNo}
        columns={COLUMNS(setRefunding, setInvoicesOf)}
        testId="tickets-table"
        rowTestId="ticket-row"
        error={<TicketsError error={tickets.error} />}
        empty={filtered ? 'No tickets match your filters.' : 'No tickets yet.'}
        footer={{ total: tickets.data?.total ?? 0, noun: 'booking', paging: { page, pageSize: BOOKINGS_PAGE_SIZE, onChange: setPage } }}
      />
      {invoicesOf && <InvoicesDialog ticket={invoicesOf} onClose={() => setInvoicesOf(null)} />}
      {refunding && (
        <RefundDialog
          booking={{ ...refunding, total: refunding.amount ?? 0 }}
          refund={(body) => ticketsApi.refund(refunding.id, body)}
          onRefunded={(result) => {
            notify(refundToast(result));
            // the row's status and the sales figures change with the refund
            void queryClient.invalidateQueries({ queryKey: ['vendor'] });
          }}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
