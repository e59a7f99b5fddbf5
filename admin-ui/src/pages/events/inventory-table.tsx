import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EventResponse } from '@marketplace/shared-dto';
import { formatDateTime } from '@marketplace/shared-ui';

/** Sold / held / left per showtime × ticket type, named from the event's own showtimes and types. */
export function InventoryTable({ event }: { event: EventResponse }) {
  const typeName = new Map(event.ticketTypes.map((t) => [t.id, t.name]));
  const session = new Map(event.sessions.map((s) => [s.id, s]));
  const showtime = (id: string | null) => {
    const s = id ? session.get(id) : undefined;
    return s ? s.label || formatDateTime(s.startsAt) : 'Event date';
  };
  return (
    <Card sx={{ mt: 3 }} data-testid="inventory">
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>Inventory</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Showtime</TableCell>
              <TableCell>Ticket type</TableCell>
              <TableCell align="right">Sold</TableCell>
              <TableCell align="right">Held</TableCell>
              <TableCell align="right">Left</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(event.inventory ?? []).map((r) => (
              <TableRow key={`${r.sessionId ?? 'event'}-${r.ticketTypeId}`} data-testid="inventory-row">
                <TableCell>{showtime(r.sessionId)}</TableCell>
                <TableCell>{typeName.get(r.ticketTypeId) ?? '-'}</TableCell>
                <TableCell align="right">{r.sold}</TableCell>
                <TableCell align="right">{r.held}</TableCell>
                <TableCell align="right">{r.available}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
