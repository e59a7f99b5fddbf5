import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { ForgotPasswordForm, ResetPasswordForm } from '@marketplace/shared-ui';
import { authApi } from '../../api/auth';
import { AuthShell } from './auth-shell';

const backToLogin = (
  <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }} data-testid="back-to-login">
    Back to sign in
  </Link>
);

/** /vendor/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  return (
    <AuthShell title="Forgot password" subtitle="Enter the email you sign in with.">
      <ForgotPasswordForm authPath="/vendor/auth" post={authApi.postAnonymous} backToLogin={backToLogin} />
    </AuthShell>
  );
}

/** /vendor/reset-password?token=…: the e-mailed link's page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="Choose a new password" subtitle="Your other sessions end when it is set.">
      <ResetPasswordForm authPath="/vendor/auth" post={authApi.postAnonymous} backToLogin={backToLogin} token={params.get('token') ?? ''} />
    </AuthShell>
  );
}
