import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ForgotPasswordForm, kitWords, ResetPasswordForm } from '@marketplace/shared-ui';
import { request } from '../../api/api.client';
import { AuthCard } from './auth-card';
import { useAdminFormat } from '../../i18n/use-admin-format';

const post = (path: string, body: Record<string, string>) => request<{ message: string }>(path, { method: 'POST', body, anonymous: true });
function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }} data-testid="back-to-login">
      {translate('app.login.back')}
    </Link>
  );
}
const backToLogin = <BackToLogin />;

/** /admin/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const words = kitWords(useAdminFormat().locale).reset;
  return (
    <AuthCard title={translate('app.login.forgotTitle')} subtitle={translate('app.login.forgotSubtitle')}>
      <ForgotPasswordForm authPath="/admin/auth" post={post} backToLogin={backToLogin} words={words} />
    </AuthCard>
  );
}

/** /admin/reset-password?token=…: the e-mailed link's page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const words = kitWords(useAdminFormat().locale).reset;
  return (
    <AuthCard title={translate('app.login.resetTitle')} subtitle={translate('app.login.resetSubtitle')}>
      <ResetPasswordForm authPath="/admin/auth" post={post} backToLogin={backToLogin} token={params.get('token') ?? ''} words={words} />
    </AuthCard>
  );
}
