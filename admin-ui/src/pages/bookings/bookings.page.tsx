import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PAGE_SIZE, formatRupees, type BookingSummary } from '@marketplace/shared-dto';
import { useAdminData } from '../../api/use-admin-data';
import { assetUrl } from '../../api/http.client';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';
import { StatusChip } from '../../components/status-chip';
import { Pager } from '../../components/pager';
import { formatDateTime, formatPhone } from '../../components/format';
import { useToast } from '../../components/toast';

type BookingRow = BookingSummary & RaRecord & { tickets?: number };
type Decision = 'approve' | 'reject';

function useDecide() {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => data.decideBooking(id, decision),
    onSuccess: (_, { decision }) => {
      toast.success(decision === 'approve' ? 'Booking approved' : 'Booking rejected');
      queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
    onError: (_, { decision }) => toast.error(`Failed to ${decision} booking`),
  });
}

function Decide({ booking, onDone }: { booking: BookingRow; onDone?: () => void }) {
  const decide = useDecide();
  if (booking.status !== 'pending') return null;
  const run = (decision: Decision) => decide.mutate({ id: String(booking.id), decision }, { onSuccess: onDone });
  return (
    <>
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => run('approve')}>Approve</Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => run('reject')}>Reject</Button>
    </>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: '1px dashed', borderColor: 'divider' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: 'right' }}>{children}</Typography>
    </Box>
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
            <Line label="Tickets">{booking.ticketCount ?? booking.tickets}</Line>
            <Line label="Total">{formatRupees(booking.totalPrice)}</Line>
            <Line label="Payment">{[booking.paymentMethod, booking.paymentStatus].filter(Boolean).join(' • ') || '-'}</Line>
            <Line label="Status"><StatusChip status={booking.status} /></Line>
            <Line label="Booked">{formatDateTime(booking.createdAt)}</Line>
            <Line label="Updated">{formatDateTime(booking.updatedAt)}</Line>
          </Box>
          {booking.qrCode && <Box component="img" src={assetUrl(booking.qrCode)} alt="Ticket QR code" sx={{ width: 160, height: 160, alignSelf: 'center' }} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Decide booking={booking} onDone={onClose} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/bookings: every booking with a details dialog; pending ones can be approved or rejected. */
export default function BookingsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<BookingRow | null>(null);
  const { data, total = 0, isPending, error } = useGetList<BookingRow>('bookings', {
    pagination: { page, perPage: BOOKINGS_PAGE_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { status: status || undefined },
  });
  return (
    <Page>
      <PageHeader
        title="Bookings"
        subtitle="Orders placed by buyers; cash-on-delivery bookings wait for your approval"
        actions={
          <TextField select label="Status" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }} sx={{ minWidth: 180 }}>
            <MenuItem value="">All statuses</MenuItem>
            <MenuItem value="pending">Pending</MenuItem>
            <MenuItem value="confirmed">Confirmed</MenuItem>
            <MenuItem value="cancelled">Cancelled</MenuItem>
          </TextField>
        }
      />
      <ListStates isPending={isPending} error={error} items={data} errorMessage="Failed to load bookings" emptyMessage="No bookings found">
        {(rows) => (
          <DataTable
            testId="bookings-table"
            rows={rows}
            columns={[
              { label: 'Event', render: (b) => <strong>{b.event?.title ?? '-'}</strong> },
              { label: 'User', render: (b) => b.user?.name ?? formatPhone(b.user?.phone) },
              { label: 'Tickets', align: 'right', render: (b) => b.ticketCount ?? b.tickets },
              { label: 'Status', render: (b) => <StatusChip status={b.status} /> },
              { label: 'Date', render: (b) => formatDateTime(b.createdAt) },
              {
                label: 'Actions',
                align: 'right',
                render: (b) => (
                  <Stack direction="row" spacing={1} justifyContent="flex-end">
                    <Button size="small" onClick={() => setOpen(b)}>Details</Button>
                    <Decide booking={b} />
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      <Pager page={page} perPage={BOOKINGS_PAGE_SIZE} total={total} onPage={setPage} />
      {open && <BookingDialog booking={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}
