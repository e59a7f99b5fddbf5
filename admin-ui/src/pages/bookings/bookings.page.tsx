import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Confirm, DataTable, SearchInput, SelectInput, SimpleList, useListContext, useRecordContext, useRefresh, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BOOKINGS_PAGE_SIZE, bookedSeatLabels, Messages, PAYMENT_STATUSES, refundNote, statusLabel, type BookingSummary } from '@marketplace/shared-dto';
import { assetUrl, DownloadButton, errorText, formatPhone, InvoiceList, openPdfInNewTab, StatusChip, statusText } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { ticketsAndSeatsText } from '../../components/tickets-count';
import { useAdminData } from '../../api/use-admin-data';
import { ResourceList } from '../../components/resource-list';
import { RowMenu } from '../../components/row-menu';
import { ListActions } from '../../components/list-actions';
import { StatusField } from '../../components/status-field';
import { useToast } from '../../components/toast';
import { canRefund, RefundDialog, RetryRefundButton } from './refund-dialog';
import { download } from '../../api/api.client';

type BookingRow = BookingSummary & RaRecord;
type Decision = 'approve' | 'reject';

const BOOKING_STATUS_CHOICES = ['pending', 'confirmed', 'cancelled'].map((s) => ({ id: s, name: statusText(s) }));
const PAYMENT_STATUS_CHOICES = PAYMENT_STATUSES.map((s) => ({ id: s, name: statusLabel(s) }));
const PAYMENT_METHOD_LABELS: Record<string, string> = { cod: 'app.bookings.cod', razorpay: 'app.bookings.online' };

const ticketsOf = (translate: TranslateFunction, b: BookingRow) => ticketsAndSeatsText(translate, b.ticketCount, b.seatCount);

const methodLabel = (translate: TranslateFunction, b: BookingRow) => {
  const key = b.paymentMethod && PAYMENT_METHOD_LABELS[b.paymentMethod];
  return key ? translate(key) : b.paymentMethod ? statusText(b.paymentMethod) : null;
};

/** 'Cash on delivery • Unpaid', 'Online • Refund pending'. */
const paymentLabel = (translate: TranslateFunction, b: BookingRow) => [methodLabel(translate, b), b.paymentStatus && statusLabel(b.paymentStatus)].filter(Boolean).join(' • ') || '-';

/** The payment column: the method, its status in the shared words, and where a refund stands. */
function Payment({ booking }: { booking: BookingRow }) {
  const note = refundNote(booking);
  const method = methodLabel(useTranslate(), booking);
  return (
    <>
      <Typography variant="body2">
        {method && <>{method} • </>}<span data-testid="payment-status">{statusLabel(booking.paymentStatus)}</span>
      </Typography>
      {note && <Typography variant="caption" color="text.secondary" data-testid="refund-note">{note}</Typography>}
    </>
  );
}

function useDecide() {
  const data = useAdminData();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => data.decideBooking(id, decision),
    onSuccess: (_, { decision }) => {
      toast.success(translate(decision === 'approve' ? 'app.bookings.approved' : 'app.bookings.rejected'));
      refresh();
    },
    onError: (_, { decision }) => toast.error(translate(decision === 'approve' ? 'app.bookings.approveFailed' : 'app.bookings.rejectFailed')),
  });
}

function Decide({ booking, onDone }: { booking: BookingRow; onDone?: () => void }) {
  const decide = useDecide();
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  if (booking.status !== 'pending') return null;
  const run = (decision: Decision) => decide.mutate({ id: String(booking.id), decision }, { onSuccess: onDone, onSettled: () => setRejecting(false) });
  return (
    <>
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => run('approve')}>{translate('app.moderation.approve')}</Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>{translate('app.moderation.reject')}</Button>
      <Confirm
        isOpen={rejecting}
        loading={decide.isPending}
        title="app.bookings.rejectTitle"
        content="app.bookings.rejectText"
        confirm="app.moderation.reject"
        onConfirm={() => run('reject')}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

/** A cash-on-delivery booking not yet paid: the administrator records the cash as received (it is then revenue, with its tickets). */
function CashCollectedButton({ booking }: { booking: BookingRow }) {
  const data = useAdminData();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const collect = useMutation({
    mutationFn: () => data.cashCollected(booking.id),
    onSuccess: () => { toast.success(translate('app.bookings.cashCollectedToast')); refresh(); },
    onError: (e) => toast.error(errorText(e, Messages.statusUpdateFailed)),
  });
  if (booking.paymentMethod !== 'cod' || booking.paymentStatus !== 'unpaid' || booking.status === 'cancelled') return null;
  return <Button size="small" color="success" disabled={collect.isPending} onClick={() => collect.mutate()} data-testid="cash-collected">{translate('app.bookings.cashCollected')}</Button>;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: '1px dashed', borderColor: 'divider' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: 'right' }}>{children}</Typography>
    </Box>
  );
}

/** The booking's tax invoices, bills of supply and credit notes, each opening its PDF. */
function Invoices({ booking }: { booking: BookingRow }) {
  const data = useAdminData();
  const invoices = useQuery({ queryKey: ['booking-invoices', booking.id], queryFn: () => data.bookingInvoices(booking.id) });
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  return (
    <Box component="section" aria-labelledby="booking-invoices-heading" data-testid="booking-invoices" sx={{ mt: 3 }}>
      <Typography id="booking-invoices-heading" variant="subtitle1" component="h3" fontWeight={600} gutterBottom>{translate('app.bookings.invoices')}</Typography>
      {invoices.isLoading && <Typography color="text.secondary">{translate('app.common.loading')}</Typography>}
      {invoices.isError && <Typography color="error">{errorText(invoices.error, translate('app.bookings.invoicesFailed'))}</Typography>}
      {invoices.data && !invoices.data.length && (
        <Typography color="text.secondary" data-testid="invoices-empty">{translate('app.bookings.invoicesNone')}</Typography>
      )}
      {invoices.data && invoices.data.length > 0 && (
        <InvoiceList invoices={invoices.data} locale={locale} onOpen={(invoiceId) => openPdfInNewTab(() => data.invoicePdf(booking.id, invoiceId))} />
      )}
    </Box>
  );
}

/** The total, with the promo code the booking used beneath it. */
function Total({ booking }: { booking: BookingRow }) {
  const format = useAdminFormat();
  return (
    <>
      {format.rupees(booking.totalPrice)}
      {booking.promo && <Typography variant="caption" display="block" color="text.secondary" data-testid="booking-promo">{booking.promo.code}</Typography>}
    </>
  );
}

function BookingDialog({ booking, onClose }: { booking: BookingRow; onClose: () => void }) {
  const translate = useTranslate();
  const format = useAdminFormat();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.bookings.title', { id: booking.orderNo ?? booking.id })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            <Line label={translate('app.bookings.event')}>{booking.event?.title ?? '-'}</Line>
            <Line label={translate('app.events.code')}>{booking.event?.code ?? '-'}</Line>
            <Line label={translate('app.bookings.starts')}>{format.dateTime(booking.session?.startsAt ?? booking.event?.startDate)}</Line>
            <Line label={translate('app.events.venue')}>{booking.event?.venue?.name ?? '-'}</Line>
            <Line label={translate('app.bookings.buyer')}>{booking.user?.name ?? '-'}</Line>
            <Line label={translate('ra.auth.email')}>{booking.user?.email ?? '-'}</Line>
            <Line label={translate('app.bookings.phone')}>{formatPhone(booking.user?.phone)}</Line>
            <Line label={translate('app.menu.tickets')}><span data-testid="booking-tickets">{ticketsOf(translate, booking)}</span></Line>
            {bookedSeatLabels(booking).length > 0 && <Line label={translate('app.bookings.seats')}><span data-testid="booking-seats">{bookedSeatLabels(booking).join(', ')}</span></Line>}
            <Line label={translate('app.bookings.total')}>{format.rupees(booking.totalPrice)}</Line>
            {booking.promo && <Line label={translate('app.bookings.promoCode')}><span data-testid="booking-promo">{`${booking.promo.code} (−${format.rupees(booking.promo.discount)})`}</span></Line>}
            <Line label={translate('app.bookings.payment')}>{paymentLabel(translate, booking)}</Line>
            {refundNote(booking) && <Line label={translate('app.bookings.refund')}><span data-testid="booking-refund-note">{refundNote(booking)}</span></Line>}
            <Line label={translate('app.common.status')}><StatusChip status={booking.status} /></Line>
            <Line label={translate('app.bookings.booked')}>{format.dateTime(booking.createdAt)}</Line>
            <Line label={translate('app.bookings.updated')}>{format.dateTime(booking.updatedAt)}</Line>
          </Box>
          {booking.qrCode && <Box component="img" src={assetUrl(booking.qrCode)} alt={translate('app.bookings.qr')} sx={{ width: 160, height: 160, alignSelf: 'center' }} />}
        </Stack>
        <Invoices booking={booking} />
      </DialogContent>
      <DialogActions>
        <Decide booking={booking} onDone={onClose} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}


/** Details, Approve/Reject while pending, Cash collected for unpaid cash, Refund while money can go back. */
function BookingActions({ onOpen, onRefund }: { onOpen: (b: BookingRow) => void; onRefund: (b: BookingRow) => void }) {
  const booking = useRecordContext<BookingRow>();
  const translate = useTranslate();
  if (!booking) return null;
  return (
    <Stack direction="row" justifyContent="flex-end" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" onClick={() => onOpen(booking)} data-testid="booking-details">{translate('app.events.details')}</Button>
      <Decide booking={booking} />
      <CashCollectedButton booking={booking} />
      {booking.paymentStatus === 'refund_failed' && <RetryRefundButton booking={booking} />}
      {canRefund(booking) && <Button size="small" color="error" onClick={() => onRefund(booking)} data-testid="refund-open">{translate('app.bookings.refund')}</Button>}
    </Stack>
  );
}

/** The list's top bar with the server's CSV export (every booking matching the filters, not just this page). */
function BookingListActions() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <ListActions>
      <DownloadButton download={download} path="/admin/bookings.csv" query={filterValues as Record<string, string | undefined>}
        label={translate('app.common.exportCsv')} failed={translate('app.common.exportFailed')} testId="bookings-export" />
    </ListActions>
  );
}

/** /admin/bookings: every booking (sortable, filterable, exportable) with a details dialog; pending ones can be approved or rejected, paid ones refunded. */
export default function BookingsPage() {
  const [open, setOpen] = useState<BookingRow | null>(null);
  const [refunding, setRefunding] = useState<BookingRow | null>(null);
  const translate = useTranslate();
  const format = useAdminFormat();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.bookings.search')} alwaysOn />,
    <SelectInput key="status" source="status" choices={BOOKING_STATUS_CHOICES} translateChoice={false} emptyText="app.events.allStatuses" alwaysOn />,
    <SelectInput key="paymentStatus" source="paymentStatus" choices={PAYMENT_STATUS_CHOICES} translateChoice={false} emptyText="app.bookings.allPayments" alwaysOn
      data-testid="payment-status-filter" />,
  ];
  return (
    <>
      <ResourceList
        title="app.menu.bookings"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={BOOKINGS_PAGE_SIZE}
        actions={<BookingListActions />}
        small={
          <SimpleList<BookingRow>
            primaryText={(b) => b.event?.title ?? '-'}
            secondaryText={(b) => `${b.user?.name ?? formatPhone(b.user?.phone)} • ${ticketsOf(translate, b)} • ${paymentLabel(translate, b)}`}
            tertiaryText={(b) => <StatusChip status={b.status} />}
            rightIcon={(b) => <RowMenu label={translate('app.bookings.title', { id: b.orderNo ?? b.id })}><BookingActions onOpen={setOpen} onRefund={setRefunding} /></RowMenu>}
            rowClick={false}
          />
        }
      >
        <DataTable<BookingRow> rowClick={false} bulkActionButtons={false} data-testid="bookings-table">
          <DataTable.Col source="event.title" disableSort sx={{ fontWeight: 600 }} />
          <DataTable.Col source="user.name" disableSort render={(b) => b.user?.name ?? formatPhone(b.user?.phone)} />
          <DataTable.Col source="ticketCount" align="right" render={(b) => <span data-testid="booking-tickets">{ticketsOf(translate, b as BookingRow)}</span>} />
          <DataTable.Col source="totalPrice" align="right" render={(b) => <Total booking={b as BookingRow} />} />
          <DataTable.Col source="paymentStatus" disableSort render={(b) => <Payment booking={b as BookingRow} />} />
          <DataTable.Col source="status"><StatusField /></DataTable.Col>
          <DataTable.Col source="createdAt" render={(b) => format.dateTime(b.createdAt)} />
          <DataTable.Col label="app.common.actions" align="right"><BookingActions onOpen={setOpen} onRefund={setRefunding} /></DataTable.Col>
        </DataTable>
      </ResourceList>
      {open && <BookingDialog booking={open} onClose={() => setOpen(null)} />}
      {refunding && <RefundDialog booking={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
