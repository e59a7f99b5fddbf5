import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Button, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SeatIcon from '@mui/icons-material/EventSeatOutlined';
import type { Venue } from '@marketplace/shared-dto';
import { Messages } from '@marketplace/shared-dto';
import { type Column, DataTable, PageHeader, StatusChip, thumbnailUrl } from '@marketplace/shared-ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { useDeleteVenue, useMyVenues } from '../../hooks/meta';

const initials = (name: string) => name.split(/\s+/).slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('');

export default function VenuesListPage() {
  const venues = useMyVenues();
  const remove = useDeleteVenue();
  const notify = useToast();
  const [confirming, setConfirming] = useState<Venue | null>(null);

  const doDelete = () => {
    const venue = confirming;
    setConfirming(null);
    if (!venue) return;
    remove.mutate(venue.id, {
      onSuccess: () => notify(Messages.deleted),
      onError: () => notify('Delete failed', 'error'),
    });
  };

  const columns: Column<Venue>[] = [
    {
      label: 'Venue',
      render: (v) => (
        <Typography component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600 }}>
          <Avatar variant="rounded" src={thumbnailUrl(v.photo)} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: 14 }}>
            {initials(v.name)}
          </Avatar>
          {v.name}
        </Typography>
      ),
    },
    { label: 'City', render: (v) => v.city || '-' },
    { label: 'Address', sx: { maxWidth: 280 }, render: (v) => v.address || '-' },
    { label: 'Capacity', align: 'right', render: (v) => v.capacity ?? '-' },
    { label: 'Status', render: (v) => <StatusChip status={v.status} testId="status-chip" /> },
    {
      label: '',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (v) => (
        <>
          <Tooltip title={v.status === 'approved' ? 'View' : 'Edit'}>
            <IconButton component={RouterLink} to={`/meta/venues/edit/${v.id}`} size="small" aria-label="Edit">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Seating plans">
            <IconButton component={RouterLink} to={`/meta/venues/${v.id}/seating`} size="small" aria-label={`Seating plans of ${v.name}`} data-testid="venue-seating">
              <SeatIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {v.status !== 'approved' && (
            <Tooltip title="Delete">
              <IconButton size="small" color="error" aria-label="Delete" onClick={() => setConfirming(v)} data-testid="delete-venue">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="My Venues"
        subtitle="Venues you added. A venue can be edited until an administrator approves it."
        actions={
          <Button component={RouterLink} to="/meta/venues/add" variant="contained" startIcon={<AddIcon />} data-testid="add-venue">
            Add Venue
          </Button>
        }
      />
      <DataTable
        query={venues}
        rows={venues.data ?? []}
        columns={columns}
        testId="venues-table"
        rowTestId="venue-row"
        error="Failed to load venues"
        empty="You have not added any venues yet."
      />
      <ConfirmDialog
        open={!!confirming}
        title="Delete venue?"
        text={`"${confirming?.name ?? ''}" will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={doDelete}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
