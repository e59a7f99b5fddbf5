import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatRupees, type EventResponse, type Locale } from '@marketplace/shared-dto';
import { formatDateTime } from '../format/format';
import type { InventoryWords } from '../i18n/kit-words';

export type InventoryEvent = Pick<EventResponse, 'inventory' | 'sessions' | 'ticketTypes' | 'startDate'>;

/**
 * Sold / held / left per showtime and ticket type (the back office's event screen and the vendor's event
 * detail), in the event's own order of showtimes and types; a row without a showtime is the event's date.
 */
export function InventoryTable({ event, words, locale = 'en' }: { event: InventoryEvent; words: InventoryWords; locale?: Locale }) {
  if (!event.ticketTypes.length) return <Alert severity="info">{words.noTypes}</Alert>;
  const at = (id: string | null) => event.sessions.findIndex((s) => s.id === id);
  const kind = (id: string) => event.ticketTypes.findIndex((t) => t.id === id);
  const rows = [...(event.inventory ?? [])].sort((a, b) => at(a.sessionId) - at(b.sessionId) || kind(a.ticketTypeId) - kind(b.ticketTypeId));
  const showtime = (id: string | null) => {
    const s = event.sessions.find((x) => x.id === id);
    return s ? `${formatDateTime(s.startsAt, undefined, locale)}${s.label ? ` · ${s.label}` : ''}` : formatDateTime(event.startDate, undefined, locale);
  };
  return (
    // scrolls sideways on a phone: focusable and named so a keyboard can scroll it too
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={words.title}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {words.title}
      </Typography>
      <Table size="small" data-testid="sales-table">
        <TableHead>
          <TableRow>
            <TableCell>{words.showtime}</TableCell>
            <TableCell>{words.ticketType}</TableCell>
            <TableCell align="right">{words.price}</TableCell>
            <TableCell align="right">{words.sold}</TableCell>
            <TableCell align="right">{words.held}</TableCell>
            <TableCell align="right">{words.left}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const type = event.ticketTypes.find((t) => t.id === r.ticketTypeId);
            // a cancelled showtime's seats came back with its bookings but are not for sale: say so, not 'N left'
            const cancelled = event.sessions.find((x) => x.id === r.sessionId)?.cancelledAt;
            return (
              <TableRow key={`${r.sessionId}-${r.ticketTypeId}`} data-testid="sales-row">
                <TableCell>{showtime(r.sessionId)}</TableCell>
                <TableCell>{type?.name ?? '-'}</TableCell>
                <TableCell align="right">{formatRupees(type?.price ?? 0, locale)}</TableCell>
                <TableCell align="right">{r.sold}</TableCell>
                <TableCell align="right">{r.held}</TableCell>
                <TableCell align="right" data-testid="sales-left">{cancelled ? words.cancelled : r.available === 0 ? words.soldOut : words.leftOf(r.available, r.quantity)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
