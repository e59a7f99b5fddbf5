import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { ForgotPasswordForm, kitWords, ResetPasswordForm, useLocale, useTranslation } from '@marketplace/shared-ui';
import { authApi } from '../../api/auth';
import { AuthShell } from './auth-shell';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }} data-testid="back-to-login">
      {t('auth.backToSignIn')}
    </Link>
  );
}

/** /vendor/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const words = kitWords(useLocale()).reset;
  return (
    <AuthShell title={t('reset.forgotTitle')} subtitle={t('reset.forgotSubtitle')}>
      <ForgotPasswordForm authPath="/vendor/auth" post={authApi.postAnonymous} backToLogin={<BackToLogin />} words={words} />
    </AuthShell>
  );
}

/** /vendor/reset-password?token=…: the e-mailed link's page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const words = kitWords(useLocale()).reset;
  return (
    <AuthShell title={t('reset.resetTitle')} subtitle={t('reset.resetSubtitle')}>
      <ResetPasswordForm authPath="/vendor/auth" post={authApi.postAnonymous} backToLogin={<BackToLogin />} token={params.get('token') ?? ''} words={words} />
    </AuthShell>
  );
}
