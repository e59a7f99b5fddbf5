import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { formatRupees, smallImageUrl, statusLabel, type EventNamedRef, type EventResponse } from '@marketplace/shared-dto';
import { ErrorState, formatDateTime, isApiError, Loading, StatusChip } from '@marketplace/shared-ui';
import { useEvent } from '../../hooks/events';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{children}</Typography>
    </Box>
  );
}

function Chips({ label, items }: { label: string; items: EventNamedRef[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Chip key={item.id} label={item.name} size="small" variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}

/** Sold / held / left per ticket type and showtime, from the event's inventory rows. */
function SalesTable({ event }: { event: EventResponse }) {
  const at = (id: string | null) => event.sessions.findIndex((x) => x.id === id);
  const kind = (id: string) => event.ticketTypes.findIndex((t) => t.id === id);
  const rows = [...(event.inventory ?? [])].sort((a, b) => at(a.sessionId) - at(b.sessionId) || kind(a.ticketTypeId) - kind(b.ticketTypeId));
  if (!event.ticketTypes?.length) return <Alert severity="info" sx={{ mb: 3 }}>No ticket types yet: nothing is on sale.</Alert>;
  const showtime = (id: string | null) => {
    const s = event.sessions.find((x) => x.id === id);
    return s ? `${formatDateTime(s.startsAt)}${s.label ? ` · ${s.label}` : ''}` : formatDateTime(event.startDate);
  };
  return (
    // scrolls sideways on a phone: focusable and named so a keyboard can scroll it too
    <Box sx={{ mb: 3, overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tickets by showtime">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Tickets by showtime
      </Typography>
      <Table size="small" data-testid="sales-table">
        <TableHead>
          <TableRow>
            <TableCell>Showtime</TableCell>
            <TableCell>Ticket type</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Sold</TableCell>
            <TableCell align="right">Held</TableCell>
            <TableCell align="right">Left</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const type = event.ticketTypes.find((t) => t.id === r.ticketTypeId);
            return (
              <TableRow key={`${r.sessionId}-${r.ticketTypeId}`} data-testid="sales-row">
                <TableCell>{showtime(r.sessionId)}</TableCell>
                <TableCell>{type?.name}</TableCell>
                <TableCell align="right">{formatRupees(type?.price ?? 0)}</TableCell>
                <TableCell align="right">{r.sold}</TableCell>
                <TableCell align="right">{r.held}</TableCell>
                <TableCell align="right" data-testid="sales-left">{r.available === 0 ? 'Sold out' : `${r.available} of ${r.quantity}`}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function EventDetailPage() {
  const { id } = useParams();
  const event = useEvent(id);
  const back = (
    <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      My Events
    </Button>
  );

  if (event.isPending) return <Loading />;
  if (event.isError || !event.data)
    return (
      <>
        {back}
        <ErrorState message={isApiError(event.error, 404) || isApiError(event.error, 400) ? 'Not found' : 'Failed to load event'} />
      </>
    );

  const e = event.data;
  const venue = [e.venue?.name ?? e.location?.name, e.venue?.city ?? e.city].filter(Boolean).join(', ');
  return (
    <>
      {back}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="event-detail">
        {e.bannerImage && <Box component="img" src={e.bannerImage} alt="" sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: 'grey.900' }} />}
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <StatusChip status={e.status} testId="status-chip" kind="vendor-event" />
                <Typography variant="caption" color="text.secondary">
                  {e.code}
                </Typography>
              </Stack>
              <Typography variant="h4" component="h1">
                {e.title}
              </Typography>
              {e.shortDescription && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {e.shortDescription}
                </Typography>
              )}
            </Box>
            <Button component={RouterLink} to={`/events/${e.id}/edit`} variant="contained" startIcon={<EditIcon />} data-testid="edit-event">
              Edit
            </Button>
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, my: 3 }}>
            <Fact label="Starts">{formatDateTime(e.startDate)}</Fact>
            <Fact label="Ends">{formatDateTime(e.endDate)}</Fact>
            <Fact label="Venue">{e.eventType === 'online' ? 'Online' : venue || 'Venue TBA'}</Fact>
            <Fact label="Starting at">{e.isFree ? formatRupees(0) : formatRupees(e.price)}</Fact>
            <Fact label="Tickets offered">{e.ticketsTotal}</Fact>
            <Fact label="Sold or held">{e.ticketsSold}</Fact>
            <Fact label="Available">{e.ticketsAvailable}</Fact>
            <Fact label="Event type">{statusLabel(e.eventType)}</Fact>
          </Box>
          <SalesTable event={e} />
          <Divider />
          <Stack spacing={3} sx={{ mt: 3 }}>
            <Box>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                About the event
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{e.description || 'Details coming soon.'}</Typography>
            </Box>
            <Chips label="Categories" items={e.categories ?? []} />
            <Chips label="Tags" items={e.tags ?? []} />
            <Chips label="Languages" items={e.languages ?? []} />
            <Chips label="Performers" items={e.performers ?? []} />
            {e.gallery?.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  Gallery
                </Typography>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
                  {e.gallery.map((src) => (
                    <Box key={src} component="img" src={smallImageUrl(src)} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }} />
                  ))}
                </Box>
              </Box>
            )}
            {e.contactInfo && (
              <Fact label="Organiser">
                {e.contactInfo.organizerName} · {e.contactInfo.organizerEmail}
              </Fact>
            )}
            <Typography variant="caption" color="text.secondary">
              Last updated {formatDateTime(e.updatedAt)}
            </Typography>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
