import { useEffect, useState } from 'react';
import { Button, IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { EVENT_LIST_PAGE_SIZE, Messages, SEARCH_DEBOUNCE_MS, type EventResponse } from '@marketplace/shared-dto';
import { serverErrorOr } from '../../api/http.client';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../components/format';
import { useDebounced } from '../../components/use-debounced';
import { useToast } from '../../components/toast';
import { Pager } from '../../components/pager';

type EventRow = EventResponse & RaRecord & { ticketsCount?: number };

/** The filter shows the back office's words and sends the raw statuses (spec section 4). */
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Draft' },
  { value: 'approved', label: 'Published' },
  { value: 'rejected', label: 'Cancelled' },
];

const ticketsOf = (row: EventRow) => row.ticketsAvailable ?? row.tickets ?? row.ticketsCount ?? '-';

/** The server's error, then its message, then 'Failed to delete' (spec section 8). */
function deleteError(error: unknown): string {
  const body = (error as { body?: { error?: string; message?: string } })?.body;
  return body?.error || body?.message || Messages.deleteFailed;
}

/** /admin/events: search, status filter, table with View/Edit/Delete, 'Page X of Y • N total'. */
export default function EventListPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<EventRow | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const toast = useToast();
  const [deleteOne, { isPending: deleting }] = useDelete();

  useEffect(() => setPage(1), [q, status]);

  const { data, total = 0, isPending, error } = useGetList<EventRow>('events', {
    pagination: { page, perPage: EVENT_LIST_PAGE_SIZE },
    sort: { field: 'startDate', order: 'DESC' },
    filter: { q: q || undefined, status: status || undefined },
  });

  const confirmDelete = () => {
    if (!toDelete) return;
    const lastRowOfPage = data?.length === 1 && page > 1;
    deleteOne(
      'events',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(Messages.deleted);
          if (lastRowOfPage) setPage(page - 1);
        },
        onError: (e) => toast.error(deleteError(e)),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <Page>
      <PageHeader
        title="Events"
        subtitle="Every event on Utsav, from all vendors"
        actions={
          <>
            <Button variant="outlined" component={Link} to="/approvals">
              Approvals
            </Button>
            <Button variant="contained" component={Link} to="/events/new" data-testid="create-event">
              + Create Event
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            placeholder="Search by title or venue…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'event-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 180, maxWidth: { sm: 220 } }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-status-filter' } as object } }}>
            {STATUS_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="text" onClick={() => { setSearch(''); setStatus(''); setPage(1); }} sx={{ flexShrink: 0 }}>
            Reset
          </Button>
        </Stack>
      </Paper>

      <ListStates isPending={isPending} error={error} items={data} errorMessage={serverErrorOr(error, Messages.eventsLoadFailed)} emptyMessage="No events found" emptyAction={<Button component={Link} to="/events/new">+ Create Event</Button>}>
        {(rows) => (
          <DataTable
            testId="events-table"
            rowTestId="event-row"
            rows={rows}
            columns={[
              { label: 'Title', sx: { fontWeight: 600, maxWidth: 280 }, render: (row) => row.title },
              {
                label: 'Dates',
                sx: { whiteSpace: 'nowrap' },
                render: (row) => (
                  <>
                    {formatDateTime(row.startDate)}
                    {row.endDate && (
                      <Typography variant="caption" display="block" color="text.secondary">
                        to {formatDateTime(row.endDate)}
                      </Typography>
                    )}
                  </>
                ),
              },
              { label: 'Venue', render: (row) => row.venue?.name ?? '-' },
              { label: 'City', render: (row) => row.city ?? row.venue?.city ?? '-' },
              { label: 'Tickets', align: 'right', render: ticketsOf },
              { label: 'Status', render: (row) => <StatusChip status={row.status} kind="event" /> },
              {
                label: 'Actions',
                align: 'right',
                sx: { whiteSpace: 'nowrap' },
                render: (row) => (
                  <>
                    <Tooltip title="View">
                      <IconButton component={Link} to={`/events/${row.id}`} size="small" aria-label="View">
                        <VisibilityOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Edit">
                      <IconButton component={Link} to={`/events/${row.id}/edit`} size="small" aria-label="Edit">
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton size="small" color="error" aria-label="Delete" onClick={() => setToDelete(row)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                ),
              },
            ]}
          />
        )}
      </ListStates>

      <Pager page={page} perPage={EVENT_LIST_PAGE_SIZE} total={total} onPage={setPage} testId="event-pager" />

      <Confirm
        isOpen={!!toDelete}
        loading={deleting}
        title={Messages.deleteConfirm}
        content={toDelete?.title ?? ''}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
