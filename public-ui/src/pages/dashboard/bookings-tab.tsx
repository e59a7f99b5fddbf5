import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert, Box, Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Skeleton, Snackbar, Table, TableBody,
  TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography,
} from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { BOOKINGS_PAGE_SIZE, Messages, TOAST_DURATION_MS, formatRupees, refundNote } from '@marketplace/shared-dto';
import { Booking, bookingId, bookingQty, bookingStart, bookingTitle, bookingVenue } from '../../api/bookings';
import { ApiError } from '../../api/client';
import { useCancelBooking, useMyBookings } from '../../hooks/use-bookings';
import { formatDate, formatTime } from '../../lib/format';
import { StatusChip } from '../../components/status-chip';
import { EmptyState } from '../../components/states';
import { BookingDetailsDialog } from './booking-details-dialog';
import { openTicket } from './ticket-file';

/** The server says until when a booking may be cancelled (CANCEL_CUTOFF_HOURS before a confirmed booking's start). */
const cancellable = (b: Booking) => Boolean(b.cancellableUntil) && new Date(b.cancellableUntil!).getTime() > Date.now();

/** What cancelling does to the money: a paid booking gets its ticket price back, the fees stay. */
const cancelConsequence = (b: Booking) =>
  b.paymentStatus === 'paid'
    ? `The ticket price (${formatRupees(b.subtotal)}) is refunded to your original payment method; the convenience fee and donation are not.`
    : 'The tickets go back on sale.';

export function BookingsTab() {
  const { data, isLoading, isError } = useMyBookings();
  const cancel = useCancelBooking();
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Booking | null>(null);
  const [toast, setToast] = useState<{ text: string; error?: boolean } | null>(null);

  const ticket = (b: Booking, print: boolean) =>
    openTicket(bookingId(b), { print }).catch((e: Error) => setToast({ text: e.message, error: true }));

  function confirmCancel() {
    const b = confirming!;
    setConfirming(null);
    cancel.mutate(bookingId(b), {
      onSuccess: (done) => setToast({ text: ['Booking cancelled.', refundNote(done)].filter(Boolean).join(' ') }),
      onError: (e) => setToast({ text: e instanceof ApiError ? e.message : 'Failed to cancel booking', error: true }),
    });
  }

  // List failures are logged only (spec section 8): the table then shows its empty state.
  if (isError) console.error('Failed to load bookings');
  const rows = data ?? [];

  return (
    <Box>
      <Typography variant="h5" mb={2}>My Bookings</Typography>
      <Card>
        {isLoading ? (
          <Box p={2}>{[1, 2, 3].map((i) => <Skeleton key={i} height={48} />)}</Box>
        ) : rows.length === 0 ? (
          <EmptyState title="No bookings yet.">
            <Button component={RouterLink} to="/events" variant="contained" sx={{ mt: 2 }}>Browse events</Button>
          </EmptyState>
        ) : (
          <>
            <TableContainer>
              <Table size="small" data-testid="bookings-table" sx={{ '& td, & th': { py: 1.5 } }}>
                <TableHead>
                  <TableRow>
                    {['Event', 'Date', 'Venue', 'Qty', 'Total', 'Status', 'Actions'].map((h) => (
                      <TableCell key={h} align={h === 'Actions' ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.slice(page * BOOKINGS_PAGE_SIZE, (page + 1) * BOOKINGS_PAGE_SIZE).map((b) => (
                    <TableRow key={bookingId(b)} data-testid="booking-row" data-booking-id={bookingId(b)} hover>
                      <TableCell sx={{ fontWeight: 600, minWidth: 160 }}>{bookingTitle(b)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {bookingStart(b) ? <>{formatDate(bookingStart(b))}<br /><Typography component="span" variant="body2" color="text.secondary">{formatTime(bookingStart(b))}</Typography></> : 'Date TBA'}
                      </TableCell>
                      <TableCell sx={{ minWidth: 130 }}>{bookingVenue(b) || 'Venue TBA'}</TableCell>
                      <TableCell>{bookingQty(b)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRupees(b.totalPrice ?? 0)}</TableCell>
                      <TableCell sx={{ minWidth: 120 }}>
                        <StatusChip status={b.status} />
                        {refundNote(b) && <Typography variant="caption" display="block" color="text.secondary" mt={0.5} data-testid="refund-note">{refundNote(b)}</Typography>}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="View"><IconButton size="small" aria-label="View" onClick={() => setViewing(bookingId(b))}><VisibilityOutlinedIcon /></IconButton></Tooltip>
                        <Tooltip title="Download"><IconButton size="small" aria-label="Download" onClick={() => ticket(b, false)}><DownloadOutlinedIcon /></IconButton></Tooltip>
                        <Tooltip title="Print"><IconButton size="small" aria-label="Print" onClick={() => ticket(b, true)}><PrintOutlinedIcon /></IconButton></Tooltip>
                        {cancellable(b) && (
                          <Tooltip title="Cancel">
                            <IconButton size="small" aria-label="Cancel" color="error" disabled={cancel.isPending} onClick={() => setConfirming(b)}>
                              <CancelOutlinedIcon />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {rows.length > BOOKINGS_PAGE_SIZE && (
              <TablePagination component="div" count={rows.length} page={page} onPageChange={(_, p) => setPage(p)}
                rowsPerPage={BOOKINGS_PAGE_SIZE} rowsPerPageOptions={[BOOKINGS_PAGE_SIZE]} />
            )}
          </>
        )}
      </Card>

      <BookingDetailsDialog id={viewing} onClose={() => setViewing(null)} />

      <Dialog open={Boolean(confirming)} onClose={() => setConfirming(null)} data-testid="cancel-dialog">
        <DialogTitle>{Messages.bookingCancelConfirm}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary">
            {confirming && `${bookingTitle(confirming)}: ${bookingQty(confirming)} ticket(s). ${cancelConsequence(confirming)}`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Keep booking</Button>
          <Button color="error" variant="contained" onClick={confirmCancel} data-testid="confirm-cancel">Cancel booking</Button>
        </DialogActions>
      </Dialog>

      <Snackbar open={Boolean(toast)} autoHideDuration={TOAST_DURATION_MS} onClose={() => setToast(null)}>
        <Alert severity={toast?.error ? 'error' : 'success'} variant="filled" onClose={() => setToast(null)}>{toast?.text}</Alert>
      </Snackbar>
    </Box>
  );
}
