import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format';

/** One inventory row of the ticketing contract (issue 8): a ticket type at a showtime. */
export interface InventoryRow {
  ticketTypeId: string;
  ticketTypeName: string;
  sessionId?: string | null;
  sessionLabel?: string | null;
  startsAt?: string | null;
  sold: number;
  held: number;
  available: number;
}

/** Sold / held / left per ticket type and showtime, when the API gives the event's inventory. */
export function InventoryTable({ rows }: { rows: InventoryRow[] }) {
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
            {rows.map((r) => (
              <TableRow key={`${r.sessionId ?? 'event'}-${r.ticketTypeId}`}>
                <TableCell>{r.sessionLabel || (r.startsAt ? formatDateTime(r.startsAt) : 'Event date')}</TableCell>
                <TableCell>{r.ticketTypeName}</TableCell>
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
