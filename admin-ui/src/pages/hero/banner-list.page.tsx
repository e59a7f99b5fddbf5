import { Avatar, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  BulkDeleteWithConfirmButton, CreateButton, DataTable, SimpleList, useRecordContext, useTranslate, useUpdate, type RaRecord,
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
  const translate = useTranslate();
  const change = (banner: BannerRow, patch: Partial<HeroBanner>) =>
    update('hero/banners', { id: banner.id, data: patch, previousData: banner }, { mutationMode: 'pessimistic', onError: (e) => toast.error(errorText(e, translate('app.banners.updateFailed'))) });
  return { change, isPending };
}

function OrderCell() {
  const b = useRecordContext<BannerRow>();
  const { change, isPending } = useChange();
  const translate = useTranslate();
  if (!b) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <Typography sx={{ minWidth: 20 }}>{b.order}</Typography>
      <Tooltip title={translate('ra.action.move_up')}><span><IconButton aria-label={translate('ra.action.move_up')} size="small" disabled={isPending || b.order <= 0} onClick={() => change(b, { order: b.order - 1 })}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
      <Tooltip title={translate('ra.action.move_down')}><span><IconButton aria-label={translate('ra.action.move_down')} size="small" disabled={isPending} onClick={() => change(b, { order: b.order + 1 })}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
    </Stack>
  );
}

function ActiveCell() {
  const b = useRecordContext<BannerRow>();
  const { change, isPending } = useChange();
  const translate = useTranslate();
  if (!b) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Switch checked={b.isActive} disabled={isPending} onChange={() => change(b, { isActive: !b.isActive })} slotProps={{ input: { 'aria-label': translate('app.banners.activeOne', { name: b.title }) } }} />
      <ActiveChip b={b} />
    </Stack>
  );
}

/** /admin/hero/banners: image, title, order up/down, active toggle, edit, delete with confirmation. */
export default function BannerListPage() {
  const translate = useTranslate();
  return (
    <RequireToken>
      <ResourceList
        title="app.menu.heroBanners"
        resource="hero/banners"
        sort={{ field: 'order', order: 'ASC' }}
        actions={<ListActions><CreateButton label="app.banners.addBanner" to="/hero/banners/add" data-testid="add-banner" /></ListActions>}
        small={
          <SimpleList<BannerRow>
            primaryText={(b) => b.title}
            secondaryText={(b) => translate('app.banners.orderN', { n: b.order })}
            tertiaryText={(b) => <ActiveChip b={b} />}
            leftAvatar={(b) => <Avatar variant="rounded" src={thumbnailUrl(b.image?.url)} alt="">{b.title.charAt(0)}</Avatar>}
            rowClick={editPath}
          />
        }
      >
        <DataTable<BannerRow> rowClick={editPath} bulkActionButtons={<BulkDeleteWithConfirmButton confirmTitle="app.banners.deleteTheSelectedBanners" />} data-testid="banners-table">
          <DataTable.Col<BannerRow>
            source="title"
            label="app.banners.banner"
            render={(b) => (
              <Stack direction="row" spacing={2} alignItems="center">
                <Avatar variant="rounded" src={thumbnailUrl(b.image?.url)} alt={b.image?.alt ?? ''} sx={{ width: 96, height: 48 }}>{b.title.charAt(0)}</Avatar>
                <span><strong>{b.title}</strong><br /><span style={{ fontSize: 13, opacity: 0.8 }}>{b.subtitle}</span></span>
              </Stack>
            )}
          />
          <DataTable.Col source="order" label="app.banners.order"><OrderCell /></DataTable.Col>
          <DataTable.Col source="isActive" label="app.banners.active"><ActiveCell /></DataTable.Col>
          <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditDeleteActions editPath={editPath} confirmTitle="app.banners.deleteThisBanner" />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
    </RequireToken>
  );
}
