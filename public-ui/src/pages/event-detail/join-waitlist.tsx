import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import type { EventTicketType, WaitlistJoined } from '@marketplace/shared-dto';
import { errorText, fieldErrors, useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../../api/session';
import { useAfterLogin } from '../../auth/use-after-login';
import { useAccessCode } from '../../hooks/use-access-code';
import { useJoinWaitlist } from '../../hooks/use-waitlist';

/**
 * 'Join waitlist' where a showtime × type is sold out: a visitor logs in first, then picks how many tickets they
 * want; the server decides whether the type is really sold out and answers the place in the queue.
 */
export function JoinWaitlist({ eventId, sessionId, type }: { eventId: string; sessionId?: string; type: EventTicketType }) {
  const { t } = useTranslation();
  const session = useSession();
  const accessCode = useAccessCode();
  const join = useJoinWaitlist();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(Math.max(1, type.minPerOrder));
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const loginThenOpen = useAfterLogin(() => setOpen(true));

  const start = () => {
    join.reset();
    setJoined(null);
    if (!session) return loginThenOpen();
    setOpen(true);
  };
  const submit = () => join.mutate({ eventId, sessionId, ticketTypeId: type.id, quantity, accessCode }, { onSuccess: setJoined });
  const fields = fieldErrors(join.error);
  const failure = join.isError && !fields.quantity ? errorText(join.error, t('waitlist.joinFailed')) : null;
  const choices = Array.from({ length: Math.max(1, type.maxPerOrder) }, (_, i) => i + 1);

  return (
    <>
      <Button size="small" variant="outlined" onClick={start} data-testid="join-waitlist">{t('waitlist.join')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="join-waitlist-title">
        <DialogTitle id="join-waitlist-title" sx={{ overflowWrap: 'anywhere' }}>{t('waitlist.dialogTitle', { type: type.name })}</DialogTitle>
        <DialogContent>
          {joined ? (
            <Alert severity="success" data-testid="waitlist-joined">
              {t('waitlist.joined', { position: joined.position })}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" mb={2}>{t('waitlist.explain')}</Typography>
              <TextField select fullWidth label={t('waitlist.quantity')} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}
                error={Boolean(fields.quantity)} helperText={fields.quantity} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'waitlist-quantity' } as object } }}>
                {choices.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
              </TextField>
              {failure && <Alert severity="error" sx={{ mt: 2 }} data-testid="waitlist-error">{failure}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {joined ? (
            <>
              <Button component={RouterLink} to="/dashboard?tab=waitlist" data-testid="waitlist-see-mine">{t('waitlist.seeMine')}</Button>
              <Button onClick={() => setOpen(false)} variant="contained">{t('waitlist.close')}</Button>
            </>
          ) : (
            <>
              <Button onClick={() => setOpen(false)}>{t('waitlist.cancel')}</Button>
              <Button onClick={submit} variant="contained" disabled={join.isPending} data-testid="waitlist-submit">{t('waitlist.submit')}</Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
