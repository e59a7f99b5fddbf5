import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { ForgotPasswordForm, ResetPasswordForm } from '@marketplace/shared-ui';
import { request } from '../../api/api.client';
import { AuthCard } from './auth-card';

const post = (path: string, body: Record<string, string>) => request<{ message: string }>(path, { method: 'POST', body, anonymous: true });
const backToLogin = (
  <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }} data-testid="back-to-login">
    Back to sign in
  </Link>
);

/** /admin/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" subtitle="Enter the email you sign in with">
      <ForgotPasswordForm authPath="/admin/auth" post={post} backToLogin={backToLogin} />
    </AuthCard>
  );
}

/** /admin/reset-password?token=…: the e-mailed link's page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Choose a new password" subtitle="Your other sessions end when it is set">
      <ResetPasswordForm authPath="/admin/auth" post={post} backToLogin={backToLogin} token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
