import { Avatar, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  BulkDeleteWithConfirmButton, CreateButton, DataTable, SimpleList, useRecordContext, useUpdate, type RaRecord,
} from 'react-admin';
import type { HeroBanner } from '@marketplace/shared-dto';
import { errorText, StatusChip, thumbnailUrl } from '@marketplace/shared-ui';
import { ListActions } from '../../components/list-actions';
import { RequireToken } from '../../components/require-token';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { useToast } from '../../components/toast';

type BannerRow = HeroBanner & RaRecord;

const editPath = (id: RaRecord['id']) => `/hero/banners/edit/${id}`;
const ActiveChip = ({ b }: { b: BannerRow }) => <StatusChip status={b.isActive ? 'active' : 'inactive'} />;

/** The list changes one field at a time: `{isActive}`, or `{order}` one step up or down (spec sections 4 and 7). */
function useChange() {
  const [update, { isPending }] = useUpdate();
  const toast = useToast();
  const change = (banner: BannerRow, patch: Partial<HeroBanner>) =>
    update('hero/banners', { id: banner.id, data: patch, previousData: banner }, { mutationMode: 'pessimistic', onError: (e) => toast.error(errorText(e, 'Failed to update banner')) });
  return { change, isPending };
}

function OrderCell() {
  const b = useRecordContext<BannerRow>();
  const { change, isPending } = useChange();
  if (!b) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <Typography sx={{ minWidth: 20 }}>{b.order}</Typography>
      <Tooltip title="Move up"><span><IconButton aria-label="Move up" size="small" disabled={isPending || b.order <= 0} onClick={() => change(b, { order: b.order - 1 })}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
      <Tooltip title="Move down"><span><IconButton aria-label="Move down" size="small" disabled={isPending} onClick={() => change(b, { order: b.order + 1 })}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
    </Stack>
  );
}

function ActiveCell() {
  const b = useRecordContext<BannerRow>();
  const { change, isPending } = useChange();
  if (!b) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Switch checked={b.isActive} disabled={isPending} onChange={() => change(b, { isActive: !b.isActive })} slotProps={{ input: { 'aria-label': `Active: ${b.title}` } }} />
      <ActiveChip b={b} />
    </Stack>
  );
}

/** /admin/hero/banners: image, title, order up/down, active toggle, edit, delete with confirmation. */
export default function BannerListPage() {
  return (
    <RequireToken>
      <ResourceList
        title="Hero Banners"
        resource="hero/banners"
        sort={{ field: 'order', order: 'ASC' }}
        actions={<ListActions><CreateButton label="+ Add Banner" to="/hero/banners/add" data-testid="add-banner" /></ListActions>}
        small={
          <SimpleList<BannerRow>
            primaryText={(b) => b.title}
            secondaryText={(b) => `Order ${b.order}`}
            tertiaryText={(b) => <ActiveChip b={b} />}
            leftAvatar={(b) => <Avatar variant="rounded" src={thumbnailUrl(b.image?.url)} alt="">{b.title.charAt(0)}</Avatar>}
            rowClick={editPath}
          />
        }
      >
        <DataTable<BannerRow> rowClick={editPath} bulkActionButtons={<BulkDeleteWithConfirmButton confirmTitle="Delete the selected banners?" />} data-testid="banners-table">
          <DataTable.Col<BannerRow>
            source="title"
            label="Banner"
            render={(b) => (
              <Stack direction="row" spacing={2} alignItems="center">
                <Avatar variant="rounded" src={thumbnailUrl(b.image?.url)} alt={b.image?.alt ?? ''} sx={{ width: 96, height: 48 }}>{b.title.charAt(0)}</Avatar>
                <span><strong>{b.title}</strong><br /><span style={{ fontSize: 13, opacity: 0.8 }}>{b.subtitle}</span></span>
              </Stack>
            )}
          />
          <DataTable.Col source="order" label="Order"><OrderCell /></DataTable.Col>
          <DataTable.Col source="isActive" label="Active"><ActiveCell /></DataTable.Col>
          <DataTable.Col label="Actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditDeleteActions editPath={editPath} confirmTitle="Delete this banner?" />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
    </RequireToken>
  );
}
