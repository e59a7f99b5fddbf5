import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrors } from '@marketplace/shared-ui';

/**
 * The one reject dialog of the back office (a row, a bulk selection, an approval card): it asks first and takes
 * an optional reason that the vendor is shown and mailed; the server's refusal of the reason shows at the field.
 */
export function RejectDialog({ title, text, busy, error, onReject, onClose }: {
  title: string; text: string; busy: boolean; error: unknown; onReject: (reason: string) => void; onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const fieldError = fieldErrors(error).reason;
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-title" data-testid="reject-dialog">
      <DialogTitle id="reject-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text} {translate('app.moderation.reasonTold')}</DialogContentText>
        <TextField
          label={translate('app.moderation.reason')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2}
          error={!!fieldError} helperText={fieldError} slotProps={{ htmlInput: { 'data-testid': 'reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onReject(reason.trim())} data-testid="reject-confirm">{translate('app.moderation.reject')}</Button>
      </DialogActions>
    </Dialog>
  );
}
