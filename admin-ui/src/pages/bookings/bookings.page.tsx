import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Confirm, DataTable, SearchInput, SelectInput, SimpleList, useListContext, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BOOKINGS_PAGE_SIZE, formatRupees, Messages, PAYMENT_STATUSES, refundNote, statusLabel, ticketsAndSeats, type BookingSummary } from '@marketplace/shared-dto';
import { assetUrl, DownloadButton, errorText, formatDateTime, formatPhone, InvoiceList, openPdfInNewTab, StatusChip, statusText } from '@marketplace/shared-ui';
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
const PAYMENT_METHOD_LABELS: Record<string, string> = { cod: 'Cash on delivery', razorpay: 'Online' };

/** '3 tickets (6 seats)': the one count every screen gives. */
const ticketsOf = (b: BookingRow) => ticketsAndSeats(b.ticketCount, b.seatCount);

const methodLabel = (b: BookingRow) => (b.paymentMethod ? PAYMENT_METHOD_LABELS[b.paymentMethod] ?? statusText(b.paymentMethod) : null);

/** 'Cash on delivery • Unpaid', 'Online • Refund pending'. */
const paymentLabel = (b: BookingRow) => [methodLabel(b), b.paymentStatus && statusLabel(b.paymentStatus)].filter(Boolean).join(' • ') || '-';

/** The payment column: the method, its status in the shared words, and where a refund stands. */
function Payment({ booking }: { booking: BookingRow }) {
  const note = refundNote(booking);
  return (
    <>
      <Typography variant="body2">
        {methodLabel(booking) && <>{methodLabel(booking)} • </>}<span data-testid="payment-status">{statusLabel(booking.paymentStatus)}</span>
      </Typography>
      {note && <Typography variant="caption" color="text.secondary" data-testid="refund-note">{note}</Typography>}
    </>
  );
}

function useDecide() {
  const data = useAdminData();
  const refresh = useRefresh();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => data.decideBooking(id, decision),
    onSuccess: (_, { decision }) => {
      toast.success(decision === 'approve' ? 'Booking approved' : 'Booking rejected');
      refresh();
    },
    onError: (_, { decision }) => toast.error(`Failed to ${decision} booking`),
  });
}

function Decide({ booking, onDone }: { booking: BookingRow; onDone?: () => void }) {
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  if (booking.status !== 'pending') return null;
  const run = (decision: Decision) => decide.mutate({ id: String(booking.id), decision }, { onSuccess: onDone, onSettled: () => setRejecting(false) });
  return (
    <>
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => run('approve')}>Approve</Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>Reject</Button>
      <Confirm
        isOpen={rejecting}
        loading={decide.isPending}
        title="Reject this booking?"
        content="The booking is cancelled and its tickets go back on sale."
        confirm="Reject"
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
  const collect = useMutation({
    mutationFn: () => data.cashCollected(booking.id),
    onSuccess: () => { toast.success('Cash collected: the booking is paid'); refresh(); },
    onError: (e) => toast.error(errorText(e, Messages.statusUpdateFailed)),
  });
  if (booking.paymentMethod !== 'cod' || booking.paymentStatus !== 'unpaid' || booking.status === 'cancelled') return null;
  return <Button size="small" color="success" disabled={collect.isPending} onClick={() => collect.mutate()} data-testid="cash-collected">Cash collected</Button>;
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
  return (
    <Box component="section" aria-labelledby="booking-invoices-heading" data-testid="booking-invoices" sx={{ mt: 3 }}>
      <Typography id="booking-invoices-heading" variant="subtitle1" component="h3" fontWeight={600} gutterBottom>Invoices</Typography>
      {invoices.isLoading && <Typography color="text.secondary">Loading…</Typography>}
      {invoices.isError && <Typography color="error">{errorText(invoices.error, 'Failed to load invoices.')}</Typography>}
      {invoices.data && !invoices.data.length && (
        <Typography color="text.secondary" data-testid="invoices-empty">None yet: they are issued once the booking is paid (or confirmed free).</Typography>
      )}
      {invoices.data && invoices.data.length > 0 && (
        <InvoiceList invoices={invoices.data} onOpen={(invoiceId) => openPdfInNewTab(() => data.invoicePdf(booking.id, invoiceId))} />
      )}
    </Box>
  );
}

/** The total, with the promo code the booking used beneath it. */
function Total({ booking }: { booking: BookingRow }) {
  return (
    <>
      {formatRupees(booking.totalPrice)}
      {booking.promo && <Typography variant="caption" display="block" color="text.secondary" data-testid="booking-promo">{booking.promo.code}</Typography>}
    </>
  );
}

function BookingDialog({ booking, onClose }: { booking: BookingRow; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Booking {booking.orderNo ?? booking.id}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            <Line label="Event">{booking.event?.title ?? '-'}</Line>
            <Line label="Event code">{booking.event?.code ?? '-'}</Line>
            <Line label="Starts">{formatDateTime(booking.session?.startsAt ?? booking.event?.startDate)}</Line>
            <Line label="Venue">{booking.event?.venue?.name ?? '-'}</Line>
            <Line label="Buyer">{booking.user?.name ?? '-'}</Line>
            <Line label="Email">{booking.user?.email ?? '-'}</Line>
            <Line label="Phone">{formatPhone(booking.user?.phone)}</Line>
            <Line label="Tickets"><span data-testid="booking-tickets">{ticketsOf(booking)}</span></Line>
            <Line label="Total">{formatRupees(booking.totalPrice)}</Line>
            {booking.promo && <Line label="Promo code"><span data-testid="booking-promo">{`${booking.promo.code} (−${formatRupees(booking.promo.discount)})`}</span></Line>}
            <Line label="Payment">{paymentLabel(booking)}</Line>
            {refundNote(booking) && <Line label="Refund"><span data-testid="booking-refund-note">{refundNote(booking)}</span></Line>}
            <Line label="Status"><StatusChip status={booking.status} /></Line>
            <Line label="Booked">{formatDateTime(booking.createdAt)}</Line>
            <Line label="Updated">{formatDateTime(booking.updatedAt)}</Line>
          </Box>
          {booking.qrCode && <Box component="img" src={assetUrl(booking.qrCode)} alt="Ticket QR code" sx={{ width: 160, height: 160, alignSelf: 'center' }} />}
        </Stack>
        <Invoices booking={booking} />
      </DialogContent>
      <DialogActions>
        <Decide booking={booking} onDone={onClose} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Search order, buyer or event" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={BOOKING_STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" label="Payment" choices={PAYMENT_STATUS_CHOICES} emptyText="All payments" alwaysOn
    data-testid="payment-status-filter" />,
];

/** Details, Approve/Reject while pending, Cash collected for unpaid cash, Refund while money can go back. */
function BookingActions({ onOpen, onRefund }: { onOpen: (b: BookingRow) => void; onRefund: (b: BookingRow) => void }) {
  const booking = useRecordContext<BookingRow>();
  if (!booking) return null;
  return (
    <Stack direction="row" justifyContent="flex-end" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" onClick={() => onOpen(booking)} data-testid="booking-details">Details</Button>
      <Decide booking={booking} />
      <CashCollectedButton booking={booking} />
      {booking.paymentStatus === 'refund_failed' && <RetryRefundButton booking={booking} />}
      {canRefund(booking) && <Button size="small" color="error" onClick={() => onRefund(booking)} data-testid="refund-open">Refund</Button>}
    </Stack>
  );
}

/** The list's top bar with the server's CSV export (every booking matching the filters, not just this page). */
function BookingListActions() {
  const { filterValues } = useListContext();
  return (
    <ListActions>
      <DownloadButton download={download} path="/admin/bookings.csv" query={filterValues as Record<string, string | undefined>} testId="bookings-export" />
    </ListActions>
  );
}

/** /admin/bookings: every booking (sortable, filterable, exportable) with a details dialog; pending ones can be approved or rejected, paid ones refunded. */
export default function BookingsPage() {
  const [open, setOpen] = useState<BookingRow | null>(null);
  const [refunding, setRefunding] = useState<BookingRow | null>(null);
  return (
    <>
      <ResourceList
        title="Bookings"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={BOOKINGS_PAGE_SIZE}
        actions={<BookingListActions />}
        small={
          <SimpleList<BookingRow>
            primaryText={(b) => b.event?.title ?? '-'}
            secondaryText={(b) => `${b.user?.name ?? formatPhone(b.user?.phone)} • ${ticketsOf(b)} • ${paymentLabel(b)}`}
            tertiaryText={(b) => <StatusChip status={b.status} />}
            rightIcon={(b) => <RowMenu label={`booking ${b.orderNo ?? b.id}`}><BookingActions onOpen={setOpen} onRefund={setRefunding} /></RowMenu>}
            rowClick={false}
          />
        }
      >
        <DataTable<BookingRow> rowClick={false} bulkActionButtons={false} data-testid="bookings-table">
          <DataTable.Col source="event.title" label="Event" disableSort sx={{ fontWeight: 600 }} />
          <DataTable.Col source="user.name" label="User" disableSort render={(b) => b.user?.name ?? formatPhone(b.user?.phone)} />
          <DataTable.Col source="ticketCount" label="Tickets" align="right" render={(b) => <span data-testid="booking-tickets">{ticketsOf(b as BookingRow)}</span>} />
          <DataTable.Col source="totalPrice" label="Total" align="right" render={(b) => <Total booking={b as BookingRow} />} />
          <DataTable.Col source="paymentStatus" label="Payment" disableSort render={(b) => <Payment booking={b as BookingRow} />} />
          <DataTable.Col source="status" label="Status"><StatusField /></DataTable.Col>
          <DataTable.Col source="createdAt" label="Date" render={(b) => formatDateTime(b.createdAt)} />
          <DataTable.Col label="Actions" align="right"><BookingActions onOpen={setOpen} onRefund={setRefunding} /></DataTable.Col>
        </DataTable>
      </ResourceList>
      {open && <BookingDialog booking={open} onClose={() => setOpen(null)} />}
      {refunding && <RefundDialog booking={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
