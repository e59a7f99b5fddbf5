import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '@marketplace/shared-ui';
import { LoginForm } from './login-form';

/** The login dialog; its own chunk, loaded the first time something asks for a login. */
export default function LoginDialog({ onClose, onSuccess }: { onClose: () => void; onSuccess: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="login-modal">
      <DialogTitle sx={{ pr: 6 }}>
        {t('login.toContinue')}
        <IconButton aria-label={t('dashboard.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <LoginForm onSuccess={onSuccess} />
      </DialogContent>
    </Dialog>
  );
}
