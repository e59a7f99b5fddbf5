import { useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, IconButton, InputAdornment, Link, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { EVENT_LIST_PAGE_SIZE, SEARCH_DEBOUNCE_MS, eventStatusLabel, type EventResponse } from '@marketplace/shared-dto';
import { type Column, DataTable, type Format, PageHeader, StatusChip, type TFunction, useDebounced, useFormat, useTranslation } from '@marketplace/shared-ui';
import { useEventList } from '../../hooks/events';

const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'draft', 'cancelled'] as const;

/** The table's columns in the portal's language. */
const columns = (t: TFunction, format: Format): Column<EventResponse>[] => [
  {
    label: t('eventsList.event'),
    render: (event) => (
      <>
        <Link component={RouterLink} to={`/events/${event.id}`} underline="hover" sx={{ fontWeight: 600 }}>
          {event.title}
        </Link>
        <Typography variant="caption" display="block" color="text.secondary">
          {event.code}
        </Typography>
      </>
    ),
  },
  { label: t('eventsList.date'), sx: { whiteSpace: 'nowrap' }, render: (event) => format.dateTime(event.startDate) },
  {
    label: t('eventsList.venue'),
    render: (event) =>
      event.eventType === 'online' ? t('eventsList.online') : [event.venue?.name ?? event.location?.name, event.venue?.city ?? event.city].filter(Boolean).join(', ') || t('eventsList.venueTba'),
  },
  { label: t('eventsList.price'), align: 'right', render: (event) => format.rupees(event.price) },
  { label: t('nav.tickets'), align: 'right', render: (event) => event.ticketsAvailable },
  { label: t('eventsList.status'), render: (event) => <StatusChip status={event.status} testId="status-chip" kind="event" locale={format.locale} /> },
  {
    label: '',
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
    render: (event) => (
      <>
        <Tooltip title={t('eventsList.view')}>
          <IconButton component={RouterLink} to={`/events/${event.id}`} size="small" aria-label={t('eventsList.view')}>
            <ViewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('eventsList.edit')}>
          <IconButton component={RouterLink} to={`/events/${event.id}/edit`} size="small" aria-label={t('eventsList.edit')}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  },
];

/** My Events: search, status filter and page live in the URL, so a reload or a login round trip keeps them. */
export default function EventsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { t } = useTranslation();
  const format = useFormat();

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  // Only a settled search reaches the URL (and so the server); a new search starts at page 1.
  const pushSearch = useEffectEvent((settled: string) => {
    if ((params.get('q') ?? '') !== settled) update({ q: settled, page: '' });
  });
  useEffect(() => pushSearch(q), [q]);

  const events = useEventList({ page, limit: EVENT_LIST_PAGE_SIZE, q: params.get('q') || undefined, status: status || undefined });

  return (
    <>
      <PageHeader
        title={t('nav.events')}
        subtitle={t('eventsList.subtitle')}
        actions={
          <Button component={RouterLink} to="/events/new" variant="contained" startIcon={<AddIcon />} data-testid="create-event">
            {t('dashboard.createEvent')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          placeholder={t('eventsList.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            htmlInput: { 'data-testid': 'events-search', 'aria-label': t('eventsList.search') },
          }}
        />
        <TextField
          select
          label={t('eventsList.status')}
          value={status}
          onChange={(e) => update({ status: e.target.value, page: '' })}
          sx={{ maxWidth: { sm: 200 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'events-status' } as object } }}
        >
          <MenuItem value="">{t('eventsList.allStatuses')}</MenuItem>
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {eventStatusLabel(s, format.locale)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <DataTable
        query={events}
        rows={events.data?.data ?? []}
        columns={columns(t, format)}
        testId="events-table"
        rowTestId="event-row"
        error={t('eventsList.failed')}
        empty={t('eventsList.empty')}
        footer={{ total: events.data?.total ?? 0, text: t('eventsList.count', { count: events.data?.total ?? 0 }), paging: { page, pageSize: EVENT_LIST_PAGE_SIZE, onChange: (p) => update({ page: p > 1 ? String(p) : '' }), testId: 'events-pagination' } }}
      />
    </>
  );
}
