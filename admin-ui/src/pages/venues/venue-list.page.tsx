import { Avatar } from '@mui/material';
import { BulkDeleteWithConfirmButton, CreateButton, DataTable, SearchInput, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, type Venue } from '@marketplace/shared-dto';
import { StatusChip, thumbnailUrl } from '@marketplace/shared-ui';
import { ListActions } from '../../components/list-actions';
import { BulkModerateButtons } from '../../components/moderation-buttons';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { StatusField } from '../../components/status-field';

type VenueRow = Venue & RaRecord;

const cityOf = (v: VenueRow) => v.city ?? v.location?.city ?? '-';
const addressOf = (v: VenueRow) => v.address ?? v.location?.address ?? '-';
const editPath = (id: RaRecord['id']) => `/venues/edit/${id}`;

/** /admin/venues: name, city, address, status and actions; search, sort and page in the URL; add link. */
export default function VenueListPage() {
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" placeholder={translate('app.venues.search')} alwaysOn data-testid="venue-search" />];
  return (
    <ResourceList
      title="app.menu.venues"
      filters={filters}
      debounce={SEARCH_DEBOUNCE_MS}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions><CreateButton label="app.venues.addButton" to="/venues/add" data-testid="add-venue" /></ListActions>}
      small={
        <SimpleList<VenueRow>
          primaryText={(v) => v.name}
          secondaryText={(v) => `${cityOf(v)} • ${addressOf(v)}`}
          tertiaryText={(v) => <StatusChip status={v.status ?? 'approved'} />}
          leftAvatar={(v) => <Avatar variant="rounded" src={thumbnailUrl(v.photo)} alt="">{v.name.charAt(0)}</Avatar>}
          rowClick={editPath}
        />
      }
    >
      <DataTable<VenueRow>
        rowClick={editPath}
        bulkActionButtons={<><BulkModerateButtons kind="venues" /><BulkDeleteWithConfirmButton confirmTitle="app.venues.deleteSelected" /></>}
        data-testid="venues-table"
      >
        <DataTable.Col<VenueRow>
          source="name"
          render={(v) => (
            <span style={{ display: 'flex', alignItems: 'center', gap: 12, fontWeight: 600 }}>
              <Avatar variant="rounded" src={thumbnailUrl(v.photo)} alt="" sx={{ width: 48, height: 36 }}>{v.name.charAt(0)}</Avatar>
              {v.name}
            </span>
          )}
        />
        <DataTable.Col<VenueRow> source="city" render={cityOf} />
        <DataTable.Col<VenueRow> source="address" disableSort render={addressOf} />
        <DataTable.Col source="capacity" align="right" render={(v) => v.capacity ?? '-'} />
        <DataTable.Col source="status"><StatusField /></DataTable.Col>
        <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
          <EditDeleteActions editPath={editPath} confirmTitle="app.venues.deleteOne" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
