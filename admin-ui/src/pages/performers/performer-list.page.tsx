import { Avatar, Chip, Link as MuiLink, Stack } from '@mui/material';
import {
  BulkDeleteWithConfirmButton, CreateButton, DataTable, SearchInput, SelectInput, SimpleList, useTranslate, type RaRecord,
} from 'react-admin';
import { type Performer, PERFORMER_CATEGORIES, PERFORMERS_LIST_LIMIT, SEARCH_DEBOUNCE_MS, statusLabel } from '@marketplace/shared-dto';
import { StatusChip, thumbnailUrl } from '@marketplace/shared-ui';
import { ListActions } from '../../components/list-actions';
import { BulkModerateButtons } from '../../components/moderation-buttons';
import { RequireToken } from '../../components/require-token';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { StatusField } from '../../components/status-field';

type PerformerRow = Performer & RaRecord;

const editPath = (id: RaRecord['id']) => `/performers/edit/${id}`;
const photoOf = (p: PerformerRow) => thumbnailUrl(p.profileImage ?? p.photo);
const ActiveChip = ({ p }: { p: PerformerRow }) => <StatusChip status={p.isActive ? 'active' : 'inactive'} />;

function Socials({ p }: { p: PerformerRow }) {
  const links = Object.entries(p.socialMedia ?? {}).filter(([, url]) => url);
  if (!links.length) return <>-</>;
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {links.map(([name, url]) => <MuiLink key={name} href={url} target="_blank" rel="noreferrer">{statusLabel(name)}</MuiLink>)}
    </Stack>
  );
}

/** /admin/performers: search by name or bio, category filter, sortable table, add, edit, delete with confirmation. */
export default function PerformerListPage() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.performers.search')} alwaysOn data-testid="performer-search" />,
    <SelectInput key="category" source="category" label="app.performers.category" choices={PERFORMER_CATEGORIES.map((c) => ({ id: c, name: statusLabel(c) }))} translateChoice={false} emptyText="app.performers.allCategories" alwaysOn />,
  ];
  return (
    <RequireToken>
      <ResourceList
        title="app.menu.performers"
        filters={filters}
        debounce={SEARCH_DEBOUNCE_MS}
        perPage={PERFORMERS_LIST_LIMIT}
        sort={{ field: 'sortOrder', order: 'ASC' }}
        actions={<ListActions><CreateButton label="app.performers.addPerformer2" to="/performers/add" data-testid="add-performer" /></ListActions>}
        small={
          <SimpleList<PerformerRow>
            primaryText={(p) => p.name}
            secondaryText={(p) => statusLabel(p.category)}
            tertiaryText={(p) => <ActiveChip p={p} />}
            leftAvatar={(p) => <Avatar src={photoOf(p)} alt="">{p.name.charAt(0)}</Avatar>}
            rowClick={editPath}
          />
        }
      >
        <DataTable<PerformerRow>
          rowClick={editPath}
          bulkActionButtons={<><BulkModerateButtons kind="performers" /><BulkDeleteWithConfirmButton confirmTitle="app.performers.deleteTheSelectedPerformers" /></>}
          data-testid="performers-table"
        >
          <DataTable.Col<PerformerRow>
            source="name"
            label="app.performers.performer"
            render={(p) => (
              <Stack direction="row" spacing={1.5} alignItems="center">
                <Avatar src={photoOf(p)} alt="">{p.name.charAt(0)}</Avatar>
                <span>
                  <strong>{p.name}</strong>
                  <br />
                  <span style={{ fontSize: 13, opacity: 0.8 }}>{(p.bio ?? '').slice(0, 80)}</span>
                </span>
              </Stack>
            )}
          />
          <DataTable.Col<PerformerRow> source="category" label="app.performers.category" render={(p) => <Chip size="small" label={statusLabel(p.category)} />} />
          <DataTable.Col<PerformerRow> source="socialMedia" label="app.performers.social" disableSort render={(p) => <Socials p={p} />} />
          <DataTable.Col source="sortOrder" label="app.performers.order" align="right" />
          <DataTable.Col<PerformerRow> source="isActive" label="app.performers.active" render={(p) => <ActiveChip p={p} />} />
          <DataTable.Col source="status" label="app.common.status"><StatusField /></DataTable.Col>
          <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditDeleteActions editPath={editPath} confirmTitle="app.performers.deleteThisPerformer" />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
    </RequireToken>
  );
}
