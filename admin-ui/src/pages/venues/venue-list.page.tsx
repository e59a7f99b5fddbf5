import { Box, Button, Stack } from '@mui/material';
import { useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Venue } from '@marketplace/shared-dto';
import { assetUrl, StatusChip } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';

type VenueRow = Venue & RaRecord;

/** /admin/venues: name, city, address and actions, with a link to add. */
export default function VenueListPage() {
  const { data, isPending, error } = useGetList<VenueRow>('venues', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <Page>
      <PageHeader title="Venues" subtitle="Where events happen" actions={<Button variant="contained" component={Link} to="/venues/add">+ Add Venue</Button>} />
      <ListStates isPending={isPending} error={error} items={data} errorMessage="Failed to load venues" emptyMessage="No venues yet" emptyAction={<Button component={Link} to="/venues/add">+ Add Venue</Button>}>
        {(rows) => (
          <DataTable
            testId="venues-table"
            rows={rows}
            columns={[
              {
                label: 'Name',
                render: (v) => (
                  <Stack direction="row" spacing={1.5} alignItems="center">
                    <Box component="img" src={assetUrl(v.photo) || undefined} alt="" sx={{ width: 48, height: 36, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
                    <strong>{v.name}</strong>
                  </Stack>
                ),
              },
              { label: 'City', render: (v) => v.city ?? v.location?.city ?? '-' },
              { label: 'Address', render: (v) => v.address ?? v.location?.address ?? '-' },
              { label: 'Status', render: (v) => <StatusChip status={v.status ?? 'approved'} /> },
              { label: 'Actions', align: 'right', render: (v) => <Button size="small" component={Link} to={`/venues/edit/${v.id}`}>Edit</Button> },
            ]}
          />
        )}
      </ListStates>
    </Page>
  );
}
