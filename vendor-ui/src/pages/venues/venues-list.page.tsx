import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Button, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SeatIcon from '@mui/icons-material/EventSeatOutlined';
import type { Venue } from '@marketplace/shared-dto';
import { Messages } from '@marketplace/shared-dto';
import { type Column, DataTable, PageHeader, StatusChip, thumbnailUrl, useLocale, useTranslation } from '@marketplace/shared-ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { useDeleteVenue, useMyVenues } from '../../hooks/meta';

const initials = (name: string) => name.split(/\s+/).slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('');

export default function VenuesListPage() {
  const venues = useMyVenues();
  const remove = useDeleteVenue();
  const notify = useToast();
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState<Venue | null>(null);

  const doDelete = () => {
    const venue = confirming;
    setConfirming(null);
    if (!venue) return;
    remove.mutate(venue.id, {
      onSuccess: () => notify(Messages.deleted),
      onError: () => notify(t('venues.deleteFailed'), 'error'),
    });
  };

  const columns: Column<Venue>[] = [
    {
      label: t('eventsList.venue'),
      render: (v) => (
        <Typography component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600 }}>
          <Avatar variant="rounded" src={thumbnailUrl(v.photo)} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: 14 }}>
            {initials(v.name)}
          </Avatar>
          {v.name}
        </Typography>
      ),
    },
    { label: t('venues.city'), render: (v) => v.city || '-' },
    { label: t('venues.address'), sx: { maxWidth: 280 }, render: (v) => v.address || '-' },
    { label: t('venues.capacity'), align: 'right', render: (v) => v.capacity ?? '-' },
    { label: t('eventsList.status'), render: (v) => <StatusChip status={v.status} testId="status-chip" locale={locale} /> },
    {
      label: '',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (v) => (
        <>
          <Tooltip title={t(v.status === 'approved' ? 'eventsList.view' : 'eventsList.edit')}>
            <IconButton component={RouterLink} to={`/meta/venues/edit/${v.id}`} size="small" aria-label={t('eventsList.edit')}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('venues.seating')}>
            <IconButton component={RouterLink} to={`/meta/venues/${v.id}/seating`} size="small" aria-label={t('venues.seatingOf', { name: v.name })} data-testid="venue-seating">
              <SeatIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {v.status !== 'approved' && (
            <Tooltip title={t('common.delete')}>
              <IconButton size="small" color="error" aria-label={t('common.delete')} onClick={() => setConfirming(v)} data-testid="delete-venue">
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
        title={t('dashboard.myVenues')}
        subtitle={t('venues.subtitle')}
        actions={
          <Button component={RouterLink} to="/meta/venues/add" variant="contained" startIcon={<AddIcon />} data-testid="add-venue">
            {t('venues.add')}
          </Button>
        }
      />
      <DataTable
        query={venues}
        rows={venues.data ?? []}
        columns={columns}
        testId="venues-table"
        rowTestId="venue-row"
        error={t('venues.failed')}
        empty={t('venues.empty')}
      />
      <ConfirmDialog
        open={!!confirming}
        title={t('venues.deleteTitle')}
        text={t('venues.deleteText', { name: confirming?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={doDelete}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
