import { Typography } from '@mui/material';
import {
  BulkDeleteWithConfirmButton, CreateButton, DataTable, DeleteWithConfirmButton, SearchInput, SelectInput, SimpleList,
  useTranslate, type RaRecord,
} from 'react-admin';
import { EVENT_STATUSES, eventStatusLabel, SEARCH_DEBOUNCE_MS, type EventResponse } from '@marketplace/shared-dto';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { StatusChip } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { RecordLink } from '../../components/record-link';
import { ResourceList } from '../../components/resource-list';
import { ListActions } from '../../components/list-actions';
import { BulkModerateButtons } from '../../components/moderation-buttons';
import { StatusField } from '../../components/status-field';

type EventRow = EventResponse & RaRecord;

/** The filter shows the status words of both UIs and sends the raw statuses; drafts have their own option. */
const STATUS_CHOICES = EVENT_STATUSES.map((s) => ({ id: s, name: eventStatusLabel(s) }));

/** /admin/events: search, status filter, sortable table with View/Edit/Delete, 'Page X of Y • N total'. */
export default function EventListPage() {
  const translate = useTranslate();
  const format = useAdminFormat();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.events.search')} alwaysOn data-testid="event-search" />,
    <SelectInput key="status" source="status" label="app.common.status" choices={STATUS_CHOICES} translateChoice={false} emptyText="app.events.allStatuses" alwaysOn data-testid="event-status-filter" />,
  ];
  return (
    <ResourceList
      title="app.menu.events"
      filters={filters}
      debounce={SEARCH_DEBOUNCE_MS}
      sort={{ field: 'startDate', order: 'DESC' }}
      actions={<ListActions><CreateButton label="app.events.createButton" to="/events/new" data-testid="create-event" /></ListActions>}
      small={
        <SimpleList<EventRow>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${format.dateTime(r.startDate)} • ${r.venue?.name ?? '-'}`}
          tertiaryText={(r) => <StatusChip status={r.status} kind="event" />}
          rowClick={(id) => `/events/${id}`}
          rowSx={() => ({ '& .MuiListItemText-primary': { fontWeight: 600 } })}
        />
      }
    >
      <DataTable<EventRow>
        rowClick={(id) => `/events/${id}`}
        bulkActionButtons={<><BulkModerateButtons kind="events" /><BulkDeleteWithConfirmButton confirmTitle="app.events.deleteOne" /></>}
        sx={{ '& .RaDataTable-row': { verticalAlign: 'top' } }}
        rowSx={() => ({})}
        data-testid="events-table"
      >
        <DataTable.Col source="title" sx={{ fontWeight: 600, maxWidth: 280 }} />
        <DataTable.Col
          source="startDate"
          label="app.events.dates"
          render={(row) => (
            <>
              {format.dateTime(row.startDate)}
              {row.endDate && (
                <Typography variant="caption" display="block" color="text.secondary">{translate('app.events.to', { date: format.dateTime(row.endDate) })}</Typography>
              )}
            </>
          )}
        />
        <DataTable.Col source="venue.name" disableSort render={(row) => row.venue?.name ?? '-'} />
        <DataTable.Col source="city" render={(row) => row.city ?? row.venue?.city ?? '-'} />
        <DataTable.Col source="tickets" align="right" render={(row: EventRow) => row.ticketsAvailable} />
        <DataTable.Col source="status"><StatusField kind="event" /></DataTable.Col>
        <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RecordLink label={translate('app.events.view')} to={(id) => `/events/${id}`}><VisibilityOutlinedIcon fontSize="small" /></RecordLink>
          <RecordLink label={translate('ra.action.edit')} to={(id) => `/events/${id}/edit`}><EditOutlinedIcon fontSize="small" /></RecordLink>
          <DeleteWithConfirmButton label="" aria-label={translate('ra.action.delete')} confirmTitle="app.events.deleteOne" mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
