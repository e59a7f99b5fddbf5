import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslation } from '@marketplace/shared-ui';
import { newSession, newTicketType, type SessionRow, type TicketTypeRow } from './event-form.model';

type Errors = Record<string, string>;

/** The server's word about the list as a whole (a removed row it still needs: that row has no field left to show it). */
function ListError({ message, testId }: { message?: string; testId: string }) {
  return message ? <Alert severity="error" data-testid={testId}>{message}</Alert> : null;
}

/** Moves item i by `by` places (reorder), keeping the others in order. */
function moved<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** Ticket types as editable rows: add, remove, reorder; the server refuses (409) removing one that has bookings. */
export function TicketTypesEditor({ rows, onChange, errors }: { rows: TicketTypeRow[]; onChange: (rows: TicketTypeRow[]) => void; errors: Errors }) {
  const { t } = useTranslation();
  const set = (i: number, key: keyof TicketTypeRow, value: string | boolean) => onChange(rows.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  const input = (i: number, key: Exclude<keyof TicketTypeRow, 'hidden'>, label: string, extra: Record<string, unknown> = {}) => ({
    label, value: rows[i][key] ?? '', size: 'small' as const,
    onChange: (e: { target: { value: string } }) => set(i, key, e.target.value),
    error: !!errors[`ticketTypes.${i}.${key}`], helperText: errors[`ticketTypes.${i}.${key}`],
    slotProps: { htmlInput: { 'data-testid': `ticket-type-${key}-${i}` } },
    ...extra,
  });
  return (
    <Stack spacing={2} data-testid="ticket-types-editor">
      <ListError message={errors.ticketTypes} testId="ticket-types-error" />
      {rows.length === 0 && <Typography color="text.secondary">{t('ticketing.noTypes')}</Typography>}
      {rows.map((row, i) => (
        <Paper key={row.id ?? `new-${i}`} variant="outlined" sx={{ p: 2 }} data-testid="ticket-type-row">
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField {...input(i, 'name', t('ticketing.name'), { required: true, sx: { flex: 2 } })} slotProps={{ htmlInput: { maxLength: 60, 'data-testid': `ticket-type-name-${i}` } }} />
              <TextField {...input(i, 'price', t('ticketing.price'), { type: 'number', required: true, sx: { flex: 1 } })}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: 0.01, 'data-testid': `ticket-type-price-${i}` } }} />
              <TextField {...input(i, 'quantity', t('ticketing.perShowtime'), { type: 'number', required: true, sx: { flex: 1 } })} slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': `ticket-type-quantity-${i}` } }} />
            </Stack>
            <TextField {...input(i, 'description', t('ticketing.description'))} slotProps={{ htmlInput: { maxLength: 300, 'data-testid': `ticket-type-description-${i}` } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormControlLabel label={t('ticketing.hidden')} sx={{ flex: 1 }}
                control={<Checkbox checked={row.hidden} onChange={(e) => set(i, 'hidden', e.target.checked)} slotProps={{ input: { 'data-testid': `ticket-type-hidden-${i}` } as object }} />} />
              {(row.hidden || row.accessCode) && (
                <TextField {...input(i, 'accessCode', t('ticketing.accessCode'), { sx: { flex: 1 }, helperText: errors[`ticketTypes.${i}.accessCode`] ?? t('ticketing.accessCodeHelp') })} />
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <TextField {...input(i, 'seatsPerUnit', t('ticketing.seatsPerTicket'), { type: 'number', sx: { flex: 1 } })} />
              <TextField {...input(i, 'minPerOrder', t('ticketing.minPerOrder'), { type: 'number', sx: { flex: 1 } })} />
              <TextField {...input(i, 'maxPerOrder', t('ticketing.maxPerOrder'), { type: 'number', sx: { flex: 1 } })} />
              <Box sx={{ display: 'flex' }}>
                <Tooltip title={t('ticketing.moveUp')}><span><IconButton aria-label={t('ticketing.moveUp')} disabled={i === 0} onClick={() => onChange(moved(rows, i, -1))}><ArrowUpwardIcon /></IconButton></span></Tooltip>
                <Tooltip title={t('ticketing.moveDown')}><span><IconButton aria-label={t('ticketing.moveDown')} disabled={i === rows.length - 1} onClick={() => onChange(moved(rows, i, 1))}><ArrowDownwardIcon /></IconButton></span></Tooltip>
                <Tooltip title={t('ticketing.remove')}><IconButton aria-label={row.name ? t('ticketing.removeNamed', { name: row.name }) : t('ticketing.removeType')} onClick={() => onChange(rows.filter((_, k) => k !== i))} data-testid={`ticket-type-remove-${i}`}><DeleteOutlineIcon /></IconButton></Tooltip>
              </Box>
            </Stack>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, newTicketType()])} data-testid="ticket-type-add">{t('ticketing.addType')}</Button>
      </Box>
    </Stack>
  );
}

/** Showtimes as rows (India time); none means the event's own date is its one showtime. */
export function SessionsEditor({ rows, onChange, errors }: { rows: SessionRow[]; onChange: (rows: SessionRow[]) => void; errors: Errors }) {
  const { t } = useTranslation();
  const set = (i: number, key: keyof SessionRow, value: string) => onChange(rows.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  return (
    <Stack spacing={1.5} data-testid="sessions-editor">
      <ListError message={errors.sessions} testId="sessions-error" />
      {rows.length === 0 && <Typography color="text.secondary">{t('ticketing.noShowtimes')}</Typography>}
      {rows.map((row, i) => (
        <Stack key={row.id ?? `new-${i}`} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="session-row">
          <TextField label={t('ticketing.starts')} type="datetime-local" size="small" value={row.startsAt} onChange={(e) => set(i, 'startsAt', e.target.value)} required
            error={!!errors[`sessions.${i}.startsAt`]} helperText={errors[`sessions.${i}.startsAt`]}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `session-startsAt-${i}` } }} sx={{ flex: 1 }} />
          <TextField label={t('ticketing.label')} size="small" value={row.label} onChange={(e) => set(i, 'label', e.target.value)} placeholder={t('ticketing.labelPlaceholder')}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `session-label-${i}` } }} sx={{ flex: 1 }} />
          <TextField label={t('ticketing.capacity')} type="number" size="small" value={row.capacity} onChange={(e) => set(i, 'capacity', e.target.value)}
            error={!!errors[`sessions.${i}.capacity`]} helperText={errors[`sessions.${i}.capacity`] ?? t('ticketing.optional')}
            slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': `session-capacity-${i}` } }} sx={{ flex: 1 }} />
          <IconButton aria-label={t('ticketing.removeShowtime')} onClick={() => onChange(rows.filter((_, k) => k !== i))} data-testid={`session-remove-${i}`}><DeleteOutlineIcon /></IconButton>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, newSession()])} data-testid="session-add">{t('ticketing.addShowtime')}</Button>
      </Box>
    </Stack>
  );
}
