import { Box, Button, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Confirm, useDelete, useGetList, useUpdate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { Messages, type HeroBanner } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';
import { RequireToken } from '../../components/require-token';
import { useToast } from '../../components/toast';

type BannerRow = HeroBanner & RaRecord;

function BannerList() {
  const toast = useToast();
  const [toDelete, setToDelete] = useState<BannerRow | null>(null);
  const { data, isPending, error } = useGetList<BannerRow>('banners', { pagination: { page: 1, perPage: 100 }, sort: { field: 'order', order: 'ASC' } });
  const [update, { isPending: saving }] = useUpdate();
  const [deleteOne, { isPending: deleting }] = useDelete();
  // The list changes one field at a time: {isActive} or {order} (spec section 7).
  const change = (banner: BannerRow, patch: Partial<HeroBanner>) =>
    update('banners', { id: banner.id, data: patch, previousData: banner }, { mutationMode: 'pessimistic', onError: () => toast.error('Failed to update banner') });
  const add = <Button variant="contained" component={Link} to="/hero/banners/add">+ Add Banner</Button>;
  return (
    <Page>
      <PageHeader title="Hero Banners" subtitle="The slides at the top of the public home page, in order" actions={add} />
      <ListStates isPending={isPending} error={error} items={data} errorMessage="Failed to load hero banners" emptyMessage="No hero banners yet" emptyAction={add}>
        {(rows) => (
          <DataTable
            testId="banners-table"
            rows={[...rows].sort((a, b) => a.order - b.order)}
            columns={[
              {
                label: 'Banner',
                render: (b) => (
                  <Stack direction="row" spacing={2} alignItems="center">
                    <Box component="img" src={assetUrl(b.image?.url) || undefined} alt={b.image?.alt} sx={{ width: 120, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{b.title}</Typography>
                      <Typography variant="body2" color="text.secondary">{b.subtitle}</Typography>
                    </Box>
                  </Stack>
                ),
              },
              {
                label: 'Order',
                render: (b) => (
                  <Stack direction="row" alignItems="center" spacing={0.5}>
                    <Typography sx={{ minWidth: 20 }}>{b.order}</Typography>
                    <Tooltip title="Move up"><span><IconButton aria-label="Move up" size="small" disabled={saving || b.order <= 0} onClick={() => change(b, { order: b.order - 1 })}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
                    <Tooltip title="Move down"><span><IconButton aria-label="Move down" size="small" disabled={saving} onClick={() => change(b, { order: b.order + 1 })}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  </Stack>
                ),
              },
              { label: 'Active', render: (b) => <Switch checked={b.isActive} disabled={saving} onChange={() => change(b, { isActive: !b.isActive })} slotProps={{ input: { 'aria-label': 'Active' } }} /> },
              {
                label: 'Actions',
                align: 'right',
                render: (b) => (
                  <>
                    <Tooltip title="Edit"><IconButton aria-label="Edit" component={Link} to={`/hero/banners/edit/${b.id}`} size="small"><EditOutlinedIcon fontSize="small" /></IconButton></Tooltip>
                    <Tooltip title="Delete"><IconButton aria-label="Delete" size="small" color="error" onClick={() => setToDelete(b)}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                  </>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      <Confirm
        isOpen={!!toDelete} loading={deleting} title="Delete this banner?" content={toDelete?.title ?? ''} confirm="Delete"
        onConfirm={() => toDelete && deleteOne('banners', { id: toDelete.id, previousData: toDelete }, { mutationMode: 'pessimistic', onSuccess: () => toast.success(Messages.deleted), onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}

/** /admin/hero/banners: list with active toggle and order up/down. */
export default function BannerListPage() {
  return <RequireToken><BannerList /></RequireToken>;
}
