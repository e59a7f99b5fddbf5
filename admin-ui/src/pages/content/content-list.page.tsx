import { Box, Button, Stack } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { CreateButton, DataTable, DeleteWithConfirmButton, SimpleList, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentPage } from '@marketplace/shared-dto';
import { errorText, formatDate, StatusChip } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { ListActions } from '../../components/list-actions';
import { RecordLink } from '../../components/record-link';
import { ResourceList } from '../../components/resource-list';
import { RowMenu } from '../../components/row-menu';
import { EmptyState } from '../../components/state-views';
import { PAGE_INFO } from './content-pages';

type ContentRow = ContentPage & RaRecord;

const editPath = (id: RaRecord['id']) => `/content/edit/${id}`;
const versionLine = (p: ContentRow) => `Version ${p.version} • Updated ${formatDate(p.updatedAt)}`;
const ActiveChip = ({ p }: { p: ContentRow }) => <StatusChip status={p.isActive ? 'active' : 'inactive'} />;

/** Activate/Deactivate calls the toggle; the list is read again so the badge flips. */
function ToggleButton() {
  const page = useRecordContext<ContentRow>();
  const data = useAdminData();
  const refresh = useRefresh();
  const notify = useNotify();
  const toggle = useMutation({
    mutationFn: (p: ContentRow) => data.toggleContent(p.id),
    onSuccess: refresh,
    onError: (e) => notify(errorText(e, 'Failed to update status'), { type: 'error' }),
  });
  if (!page) return null;
  return (
    <Button size="small" color={page.isActive ? 'inherit' : 'success'} disabled={toggle.isPending} onClick={(e) => { e.stopPropagation(); toggle.mutate(page); }} data-testid="content-toggle">
      {page.isActive ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

const create = <CreateButton label="Create Content Page" to="/content/create" data-testid="create-content" />;

/** /admin/content: each page with its icon, version, date and Active badge; Edit, Preview, Activate/Deactivate, Delete. */
export default function ContentListPage() {
  return (
    <ResourceList
      title="Content Pages"
      sort={{ field: 'page', order: 'ASC' }}
      actions={<ListActions>{create}</ListActions>}
      empty={<Box sx={{ p: 2, width: '100%' }}><EmptyState message="No content pages found" action={create} /></Box>}
      small={
        <SimpleList<ContentRow>
          primaryText={(p) => p.title} secondaryText={versionLine} tertiaryText={(p) => <ActiveChip p={p} />}
          rightIcon={(p) => <RowMenu label={p.title}><ContentActions /></RowMenu>}
          rowClick={false}
        />
      }
    >
      <DataTable<ContentRow> rowClick={editPath} bulkActionButtons={false} data-testid="content-table">
        <DataTable.Col<ContentRow>
          source="title"
          label="Page"
          render={(p) => (
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{PAGE_INFO[p.page]?.icon}</Box>
              <strong>{p.title}</strong>
            </Stack>
          )}
        />
        <DataTable.Col source="page" label="Slug" />
        <DataTable.Col<ContentRow> source="updatedAt" label="Version" render={versionLine} />
        <DataTable.Col<ContentRow> source="isActive" label="Status" render={(p) => <ActiveChip p={p} />} />
        <DataTable.Col label="Actions" align="right" sx={{ whiteSpace: 'nowrap' }}><ContentActions /></DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}

function ContentActions() {
  return (
    <>
      <RecordLink label="Edit" to={editPath}><EditOutlinedIcon fontSize="small" /></RecordLink>
      <PreviewLink />
      <ToggleButton />
      <DeleteWithConfirmButton label="" aria-label="Delete" confirmTitle="Delete this content page?" mutationMode="pessimistic" redirect={false} />
    </>
  );
}

function PreviewLink() {
  const page = useRecordContext<ContentRow>();
  return page ? <Button size="small" component={Link} to={`/content/preview/${page.page}`} startIcon={<VisibilityOutlinedIcon fontSize="small" />} onClick={(e) => e.stopPropagation()} data-testid="content-preview">Preview</Button> : null;
}
