import { Box, Button, Stack } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { CreateButton, DataTable, DeleteWithConfirmButton, SimpleList, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentPage } from '@marketplace/shared-dto';
import { errorText, StatusChip, type Format } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { useAdminData } from '../../api/use-admin-data';
import { ListActions } from '../../components/list-actions';
import { RecordLink } from '../../components/record-link';
import { ResourceList } from '../../components/resource-list';
import { RowMenu } from '../../components/row-menu';
import { EmptyState } from '../../components/state-views';
import { PAGE_INFO } from './content-pages';

type ContentRow = ContentPage & RaRecord;

const editPath = (id: RaRecord['id']) => `/content/edit/${id}`;
const versionLine = (translate: TranslateFunction, format: Format) => (p: ContentRow) =>
  translate('app.content.versionLine', { version: p.version, date: format.date(p.updatedAt) });
const ActiveChip = ({ p }: { p: ContentRow }) => <StatusChip status={p.isActive ? 'active' : 'inactive'} />;

/** Activate/Deactivate calls the toggle; the list is read again so the badge flips. */
function ToggleButton() {
  const page = useRecordContext<ContentRow>();
  const data = useAdminData();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const toggle = useMutation({
    mutationFn: (p: ContentRow) => data.toggleContent(p.id),
    onSuccess: refresh,
    onError: (e) => notify(errorText(e, translate('app.moderation.failed')), { type: 'error' }),
  });
  if (!page) return null;
  return (
    <Button size="small" color={page.isActive ? 'inherit' : 'success'} disabled={toggle.isPending} onClick={(e) => { e.stopPropagation(); toggle.mutate(page); }} data-testid="content-toggle">
      {translate(page.isActive ? 'app.content.deactivate' : 'app.content.activate')}
    </Button>
  );
}

const create = <CreateButton label="app.content.createContentPage" to="/content/create" data-testid="create-content" />;

/** /admin/content: each page with its icon, version, date and Active badge; Edit, Preview, Activate/Deactivate, Delete. */
export default function ContentListPage() {
  const translate = useTranslate();
  const version = versionLine(translate, useAdminFormat());
  return (
    <ResourceList
      title="app.menu.contentPages"
      sort={{ field: 'page', order: 'ASC' }}
      actions={<ListActions>{create}</ListActions>}
      empty={<Box sx={{ p: 2, width: '100%' }}><EmptyState message={translate('app.content.empty')} action={create} /></Box>}
      small={
        <SimpleList<ContentRow>
          primaryText={(p) => p.title} secondaryText={version} tertiaryText={(p) => <ActiveChip p={p} />}
          rightIcon={(p) => <RowMenu label={p.title}><ContentActions /></RowMenu>}
          rowClick={false}
        />
      }
    >
      <DataTable<ContentRow> rowClick={editPath} bulkActionButtons={false} data-testid="content-table">
        <DataTable.Col<ContentRow>
          source="title"
          label="app.content.page"
          render={(p) => (
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{PAGE_INFO[p.page]?.icon}</Box>
              <strong>{p.title}</strong>
            </Stack>
          )}
        />
        <DataTable.Col source="page" label="app.content.slug" />
        <DataTable.Col<ContentRow> source="updatedAt" label="app.content.version" render={version} />
        <DataTable.Col<ContentRow> source="isActive" label="app.common.status" render={(p) => <ActiveChip p={p} />} />
        <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}><ContentActions /></DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}

function ContentActions() {
  const translate = useTranslate();
  return (
    <>
      <RecordLink label={translate('ra.action.edit')} to={editPath}><EditOutlinedIcon fontSize="small" /></RecordLink>
      <PreviewLink />
      <ToggleButton />
      <DeleteWithConfirmButton label="" aria-label={translate('ra.action.delete')} confirmTitle="app.content.deleteThisContentPage" mutationMode="pessimistic" redirect={false} />
    </>
  );
}

function PreviewLink() {
  const page = useRecordContext<ContentRow>();
  const translate = useTranslate();
  return page ? <Button size="small" component={Link} to={`/content/preview/${page.page}`} startIcon={<VisibilityOutlinedIcon fontSize="small" />} onClick={(e) => e.stopPropagation()} data-testid="content-preview">{translate('app.content.preview')}</Button> : null;
}
