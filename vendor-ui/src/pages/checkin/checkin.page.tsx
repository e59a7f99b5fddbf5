import { useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, Chip, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography,
} from '@mui/material';
import CameraIcon from '@mui/icons-material/QrCodeScanner';
import type { EventResponse } from '@marketplace/shared-dto';
import { EmptyState, ErrorState, errorText, type Format, Loading, PageHeader, useFormat, useTranslation } from '@marketplace/shared-ui';
import { useEventChoice } from '../../hooks/event-choice';
import { QrScanner } from './qr-scanner';
import { useDoor, type DoorAnswer } from './use-door';

/** The big answer: green to let in, red to stop, with who and what. */
function AnswerPanel({ answer, onUndo }: { answer: DoorAnswer | null; onUndo: (ticketId: string) => void }) {
  const { t } = useTranslation();
  if (!answer) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="checkin-result" data-tone="idle">
        <Typography color="text.secondary">{t('checkin.idle')}</Typography>
      </Paper>
    );
  }
  const ok = answer.tone === 'ok';
  return (
    <Paper
      data-testid="checkin-result"
      data-tone={answer.tone}
      sx={{ p: 3, textAlign: 'center', color: '#fff', bgcolor: ok ? 'success.main' : 'error.main', borderRadius: 3 }}
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="checkin-result-title">{answer.title}</Typography>
      {answer.holderName && <Typography variant="h5" component="p" data-testid="checkin-result-holder">{answer.holderName}</Typography>}
      {answer.seat && <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="checkin-result-seat">{answer.seat}</Typography>}
      {(answer.ticketType || answer.number) && (
        <Typography sx={{ opacity: 0.9 }} data-testid="checkin-result-ticket">{[answer.ticketType, answer.number].filter(Boolean).join(' · ')}</Typography>
      )}
      {answer.offline && <Typography variant="body2" sx={{ mt: 1 }} data-testid="checkin-result-offline">{t('checkin.offlineAnswer')}</Typography>}
      {answer.ticketId && (
        <Button size="small" sx={{ mt: 1, color: '#fff', borderColor: '#fff' }} variant="outlined" onClick={() => onUndo(answer.ticketId!)} data-testid="checkin-undo">
          {t('checkin.undo')}
        </Button>
      )}
    </Paper>
  );
}

function Door({ eventId, sessionId }: { eventId: string; sessionId?: string }) {
  const { t } = useTranslation();
  const door = useDoor(eventId, sessionId);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void door.submit(code).then(() => setCode(''));
  };
  const undo = (ticketId: string) => {
    setUndoError(null);
    door.undo(ticketId).catch((err) => setUndoError(errorText(err, t('checkin.undoFailed'))));
  };

  if (door.loading) return <Loading label={t('checkin.loadingList')} />;
  if (door.listError) return <ErrorState message={door.listError} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="p" data-testid="checkin-count" sx={{ flexGrow: 1 }}>
          {door.list ? t('checkin.count', { checkedIn: door.list.checkedIn, total: door.list.total }) : ''}
        </Typography>
        <Chip size="small" color={door.online ? 'success' : 'warning'} label={door.online ? t('checkin.online') : t('checkin.offline')} data-testid="checkin-network" />
        {door.queued > 0 && <Chip size="small" color="warning" label={t('checkin.queued', { count: door.queued })} data-testid="checkin-queued" />}
      </Stack>

      <AnswerPanel answer={door.answer} onUndo={undo} />
      {undoError && <Alert severity="error" data-testid="checkin-undo-error">{undoError}</Alert>}

      {camera ? <QrScanner onCode={(c) => void door.submit(c)} /> : null}
      <Button
        variant={camera ? 'outlined' : 'contained'}
        size="large"
        startIcon={<CameraIcon />}
        onClick={() => setCamera((c) => !c)}
        data-testid="checkin-camera-toggle"
        sx={{ py: 1.5 }}
      >
        {camera ? t('checkin.stopCamera') : t('checkin.scan')}
      </Button>

      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction="row" spacing={1}>
          <TextField
            label={t('checkin.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'checkin-code', autoCapitalize: 'characters' } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={!code.trim()} data-testid="checkin-submit" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('checkin.checkIn')}
          </Button>
        </Stack>
      </Box>

      {door.conflicts.length > 0 && (
        <Alert severity="warning" data-testid="checkin-conflicts" action={<Button color="inherit" size="small" onClick={door.dismissConflicts}>{t('checkin.dismiss')}</Button>}>
          <Typography variant="subtitle2" component="p">{t('checkin.conflicts')}</Typography>
          <List dense disablePadding>
            {door.conflicts.map((c) => (
              <ListItem key={c.id} disableGutters data-testid="checkin-conflict">
                <ListItemText primary={c.label} secondary={c.message} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

const showtimeName = (s: EventResponse['sessions'][number], format: Format) => `${format.dateTime(s.startsAt)}${s.label ? ` (${s.label})` : ''}`;

/** The door on a phone: pick the event and showtime, then scan. */
export default function CheckinPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { events, list, eventId, event, sessions, sessionId, choose } = useEventChoice('upcoming');
  const ready = !!event && (sessions.length === 0 || sessions.some((s) => s.id === sessionId));

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeader title={t('checkin.title')} subtitle={t('checkin.subtitle')} />
      {events.isLoading ? (
        <Loading />
      ) : events.isError ? (
        <ErrorState message={errorText(events.error, t('checkin.eventsFailed'))} />
      ) : list.length === 0 ? (
        <EmptyState message={t('checkin.noEvents')} />
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            label={t('checkin.event')}
            value={event ? eventId : ''}
            onChange={(e) => choose({ event: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'checkin-event' } }}
          >
            {list.map((e) => <MenuItem key={e.id} value={e.id} data-testid={`checkin-event-${e.id}`}>{e.title} · {format.dateTime(e.startDate)}</MenuItem>)}
          </TextField>
          {sessions.length > 0 && (
            <TextField
              select
              label={t('checkin.showtime')}
              value={sessions.some((s) => s.id === sessionId) ? sessionId : ''}
              onChange={(e) => choose({ event: eventId, session: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'checkin-session' } }}
            >
              {sessions.map((s) => <MenuItem key={s.id} value={s.id} data-testid={`checkin-session-${s.id}`}>{showtimeName(s, format)}</MenuItem>)}
            </TextField>
          )}
          {ready ? <Door key={`${eventId}:${sessionId}`} eventId={eventId} sessionId={sessionId || undefined} /> : (
            <Typography color="text.secondary" data-testid="checkin-choose">{event ? t('checkin.chooseShowtime') : t('checkin.chooseEvent')}</Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
