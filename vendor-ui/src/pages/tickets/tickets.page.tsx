import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Collapse, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, MenuItem, Paper, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, VENDOR_TICKET_STATUSES, refundableRupees, statusLabel, statusTone } from '@marketplace/shared-dto';
import { ApiError, type Column, DataTable, DownloadButton, errorText, type Format, InvoiceList, kitWords, openPdfInNewTab, PageHeader, RefundDialog, refundToast, type TFunction, useDebounced, useFormat, useLocale, useTranslation } from '@marketplace/shared-ui';
import { requestFile } from '../../api/client';
import { ticketsApi, type TicketRow } from '../../api/tickets';
import { useToast } from '../../components/toast';
import { useAllEvents } from '../../hooks/events';
import { useBookingInvoices, useTickets } from '../../hooks/tickets';

const NO_FILTERS = { status: '', eventId: '', from: '', to: '', search: '' };

/** A booking's invoices and credit notes, each opening its PDF. */
function InvoicesDialog({ ticket, onClose }: { ticket: TicketRow; onClose: () => void }) {
  const invoices = useBookingInvoices(ticket.id);
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="invoices-dialog" aria-labelledby="invoices-title">
      <DialogTitle id="invoices-title">{t('tickets.invoicesOf', { orderNo: ticket.orderNo })}</DialogTitle>
      <DialogContent dividers>
        {invoices.isLoading && <Skeleton data-testid="invoices-loading" />}
        {invoices.isError && <Alert severity="error">{errorText(invoices.error, t('tickets.invoicesFailed'))}</Alert>}
        {invoices.data && !invoices.data.length && (
          <Typography color="text.secondary" data-testid="invoices-empty">{t('tickets.noInvoices')}</Typography>
        )}
        {invoices.data && invoices.data.length > 0 && (
          <InvoiceList invoices={invoices.data} locale={locale} onOpen={(invoiceId) => openPdfInNewTab(() => ticketsApi.invoicePdf(ticket.id, invoiceId))} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const COLUMNS = (tr: TFunction, format: Format, onRefund: (t: TicketRow) => void, onInvoices: (t: TicketRow) => void): Column<TicketRow>[] => [
  { label: tr('tickets.orderNo'), sx: { fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }, render: (t) => t.orderNo },
  { label: tr('tickets.event'), render: (t) => t.eventName || '-' },
  { label: tr('tickets.venue'), render: (t) => t.venueName || '-' },
  { label: tr('tickets.date'), sx: { whiteSpace: 'nowrap' }, render: (t) => format.dateTime(t.startAt) },
  { label: tr('tickets.buyer'), render: (t) => t.buyerName || '-' },
  { label: tr('tickets.tickets'), align: 'right', sx: { whiteSpace: 'nowrap' }, render: (t) => (
      <>
        <span data-testid="ticket-count">{`${tr('sales.tickets', { count: t.qty })} (${tr('sales.seats', { count: t.seats })})`}</span>
        {t.seatLabels.map((label) => <Typography key={label} variant="caption" display="block" color="text.secondary" data-testid="ticket-seat">{label}</Typography>)}
      </>
    ) },
  {
    label: tr('tickets.amount'),
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
    render: (t) => (
      <>
        {format.rupees(t.amount)}
        {t.promoCode && <Typography variant="caption" display="block" color="text.secondary" data-testid="ticket-promo">{t.promoCode}</Typography>}
      </>
    ),
  },
  {
    label: tr('tickets.status'),
    sx: { minWidth: 130 },
    render: (t) => (
      <>
        <Chip size="small" label={statusLabel(t.status, format.locale)} color={statusTone(t.status)} data-testid="ticket-status" />
        {t.refundNote && <Typography variant="caption" display="block" color="text.secondary" mt={0.5} data-testid="ticket-refund-note">{t.refundNote}</Typography>}
      </>
    ),
  },
  {
    label: '',
    align: 'right',
    render: (t) => (
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button size="small" onClick={() => onInvoices(t)} data-testid="invoices-open" aria-label={tr('tickets.invoicesOf', { orderNo: t.orderNo })}>
          {tr('tickets.invoices')}
        </Button>
        {refundableRupees({ ...t, total: t.amount }) > 0 && (
          <Button size="small" color="error" onClick={() => onRefund(t)} data-testid="refund-open">
            {tr('tickets.refund')}
          </Button>
        )}
      </Stack>
    ),
  },
];

/** 'Failed to load tickets' with the status code in front, and the server's own words behind a toggle. */
function TicketsError({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const details = error instanceof ApiError ? [error.message, ...Object.entries(error.details ?? {}).map(([k, v]) => `${k}: ${v}`)] : [String(error)];
  return (
    <Alert
      severity="error"
      data-testid="tickets-error"
      action={
        <Button color="inherit" size="small" onClick={() => setOpen((o) => !o)}>
          {open ? t('tickets.hideDetails') : t('tickets.details')}
        </Button>
      }
    >
      {status ? `${status}: ` : ''}{t('tickets.failed')}
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
  const { t } = useTranslation();
  const format = useFormat();
  const refundWords = kitWords(format.locale).refund;
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('tickets.title')}
        subtitle={t('tickets.subtitle')}
        actions={
          <DownloadButton
            download={requestFile}
            path="/vendor/bookings.csv"
            query={{ status: filters.status, eventId: filters.eventId, from: filters.from, to: filters.to, q }}
            label={t('tickets.export')}
            failed={t('common.downloadFailed')}
            testId="tickets-export"
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            placeholder={t('tickets.search')}
            value={filters.search}
            onChange={set('search')}
            sx={{ flex: 2, minWidth: 220 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { 'data-testid': 'tickets-search' } }}
          />
          <TextField select label={t('tickets.status')} value={filters.status} onChange={set('status')} sx={{ minWidth: 150 }}>
            <MenuItem value="">{t('tickets.all')}</MenuItem>
            {VENDOR_TICKET_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {statusLabel(s, format.locale)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('tickets.event')} value={filters.eventId} onChange={set('eventId')} sx={{ minWidth: 200 }}>
            <MenuItem value="">{t('tickets.allEvents')}</MenuItem>
            {(events.data?.data ?? []).map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('tickets.from')} type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label={t('tickets.to')} type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          {filtered && (
            <Button onClick={() => { setFilters(NO_FILTERS); setPage(1); }} sx={{ flexShrink: 0 }}>
              {t('tickets.clear')}
            </Button>
          )}
        </Stack>
      </Paper>

      <DataTable
        query={tickets}
        rows={tickets.data?.rows ?? []}
        rowKey={(t) => t.id || t.orderNo}
        columns={COLUMNS(t, format, setRefunding, setInvoicesOf)}
        testId="tickets-table"
        rowTestId="ticket-row"
        error={<TicketsError error={tickets.error} />}
        empty={filtered ? t('tickets.noMatch') : t('tickets.empty')}
        footer={{ total: tickets.data?.total ?? 0, text: t('tickets.count', { count: tickets.data?.total ?? 0 }), paging: { page, pageSize: BOOKINGS_PAGE_SIZE, onChange: setPage } }}
      />
      {invoicesOf && <InvoicesDialog ticket={invoicesOf} onClose={() => setInvoicesOf(null)} />}
      {refunding && (
        <RefundDialog
          booking={{ ...refunding, total: refunding.amount ?? 0 }}
          words={refundWords}
          locale={format.locale}
          refund={(body) => ticketsApi.refund(refunding.id, body)}
          onRefunded={(result) => {
            notify(refundToast(result, refundWords, format.locale));
            // the row's status and the sales figures change with the refund
            void queryClient.invalidateQueries({ queryKey: ['vendor'] });
          }}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
