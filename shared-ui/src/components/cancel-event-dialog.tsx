import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { CancelEventInput, CancelEventResult, EventResponse, Locale } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '../api/api-error';
import { formatDateTime } from '../format/format';
import type { CancelEventWords } from '../i18n/kit-words';

const WHOLE_EVENT = 'all';

/**
 * Cancel a whole event or one showtime (vendor portal and back office alike): the reason goes to every buyer, and the
 * action is armed only once the event's name is typed, because it cancels and refunds every booking at once.
 * The server's field errors show at their field; anything else (409 already cancelled) above the form.
 */
export function CancelEventDialog({ open, event, onClose, cancel, onCancelled, words, locale = 'en' }: {
  open: boolean;
  words: CancelEventWords;
  locale?: Locale;
  event: Pick<EventResponse, 'title' | 'sessions'>;
  onClose: () => void;
  cancel: (input: CancelEventInput) => Promise<CancelEventResult>;
  onCancelled: (result: CancelEventResult) => void;
}) {
  const [scope, setScope] = useState(WHOLE_EVENT);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(error);
  const showtimes = event.sessions.filter((s) => !s.cancelledAt);
  const armed = typed.trim() === event.title.trim() && !busy;

  const close = () => {
    setScope(WHOLE_EVENT);
    setReason('');
    setTyped('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancel({ reason, ...(scope === WHOLE_EVENT ? {} : { sessionId: scope }) });
      close();
      onCancelled(result);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const general = error && !errors.reason && !errors.sessionId ? errorText(error, words.failed) : null;

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth data-testid="cancel-event-dialog">
      <DialogTitle>{words.title(event.title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{words.intro}</DialogContentText>
          {general && <Alert severity="error" data-testid="cancel-error">{general}</Alert>}
          {showtimes.length > 0 && (
            <TextField
              select
              label={words.scope}
              value={scope}
              onChange={(e) => setScope(e.target.value)}
              error={!!errors.sessionId}
              helperText={errors.sessionId}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'cancel-scope' } as object } }}
            >
              <MenuItem value={WHOLE_EVENT}>{words.wholeEvent}</MenuItem>
              {showtimes.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {[s.label, formatDateTime(s.startsAt, undefined, locale)].filter(Boolean).join(' · ')}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={words.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            required
            error={!!errors.reason}
            helperText={errors.reason}
            slotProps={{ htmlInput: { 'data-testid': 'cancel-reason', maxLength: 1000 } }}
          />
          <DialogContentText>
            {words.typeName} <strong>{event.title}</strong>
          </DialogContentText>
          <TextField
            label={words.eventName}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'cancel-confirm-name' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="cancel-close">
          {words.keep}
        </Button>
        <Button color="error" variant="contained" disabled={!armed} onClick={submit} data-testid="cancel-submit">
          {scope === WHOLE_EVENT ? words.cancelEvent : words.cancelShowtime}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
