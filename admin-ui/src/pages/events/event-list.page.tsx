import { Typography } from '@mui/material';
import {
  BulkDeleteWithConfirmButton, CreateButton, DataTable, DeleteWithConfirmButton, SearchInput, SelectInput, SimpleList,
  type RaRecord,
} from 'react-admin';
import { EVENT_STATUSES, eventStatusLabel, Messages, SEARCH_DEBOUNCE_MS, type EventResponse } from '@marketplace/shared-dto';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatDateTime, StatusChip } from '@marketplace/shared-ui';
import { RecordLink } from '../../components/record-link';
import { ResourceList } from '../../components/resource-list';
import { ListActions } from '../../components/list-actions';
import { BulkModerateButtons } from '../../components/moderation-buttons';
import { StatusField } from '../../components/status-field';

type EventRow = EventResponse & RaRecord;

/** The filter shows the status words of both UIs and sends the raw statuses; drafts have their own option. */
const STATUS_CHOICES = EVENT_STATUSES.map((s) => ({ id: s, name: eventStatusLabel(s) }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Search by title or venue…" alwaysOn data-testid="event-search" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn data-testid="event-status-filter" />,
];

/** /admin/events: search, status filter, sortable table with View/Edit/Delete, 'Page X of Y • N total'. */
export default function EventListPage() {
  return (
    <ResourceList
      title="Events"
      filters={filters}
      debounce={SEARCH_DEBOUNCE_MS}
      sort={{ field: 'startDate', order: 'DESC' }}
      actions={<ListActions><CreateButton label="+ Create Event" to="/events/new" data-testid="create-event" /></ListActions>}
      small={
        <SimpleList<EventRow>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${formatDateTime(r.startDate)} • ${r.venue?.name ?? '-'}`}
          tertiaryText={(r) => <StatusChip status={r.status} kind="event" />}
          rowClick={(id) => `/events/${id}`}
          rowSx={() => ({ '& .MuiListItemText-primary': { fontWeight: 600 } })}
        />
      }
    >
      <DataTable<EventRow>
        rowClick={(id) => `/events/${id}`}
        bulkActionButtons={<><BulkModerateButtons kind="events" /><BulkDeleteWithConfirmButton confirmTitle={Messages.deleteConfirm} /></>}
        sx={{ '& .RaDataTable-row': { verticalAlign: 'top' } }}
        rowSx={() => ({})}
        data-testid="events-table"
      >
        <DataTable.Col source="title" label="Title" sx={{ fontWeight: 600, maxWidth: 280 }} />
        <DataTable.Col
          source="startDate"
          label="Dates"
          render={(row) => (
            <>
              {formatDateTime(row.startDate)}
              {row.endDate && (
                <Typography variant="caption" display="block" color="text.secondary">to {formatDateTime(row.endDate)}</Typography>
              )}
            </>
          )}
        />
        <DataTable.Col source="venue.name" label="Venue" disableSort render={(row) => row.venue?.name ?? '-'} />
        <DataTable.Col source="city" label="City" render={(row) => row.city ?? row.venue?.city ?? '-'} />
        <DataTable.Col source="tickets" label="Tickets" align="right" render={(row: EventRow) => row.ticketsAvailable} />
        <DataTable.Col source="status" label="Status"><StatusField kind="event" /></DataTable.Col>
        <DataTable.Col label="Actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RecordLink label="View" to={(id) => `/events/${id}`}><VisibilityOutlinedIcon fontSize="small" /></RecordLink>
          <RecordLink label="Edit" to={(id) => `/events/${id}/edit`}><EditOutlinedIcon fontSize="small" /></RecordLink>
          <DeleteWithConfirmButton label="" aria-label="Delete" confirmTitle={Messages.deleteConfirm} mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
