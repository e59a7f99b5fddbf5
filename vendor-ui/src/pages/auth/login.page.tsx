import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Messages } from '@marketplace/shared-dto';
import { ApiError, fieldErrors, isTotpCodeRequired, LoginCodeFields } from '@marketplace/shared-ui';
import { afterLoginPath } from '../../api/session';
import { useLogin } from '../../hooks/auth';
import { AuthShell } from './auth-shell';

/** The reason the session guard gave, in words a person understands; a 403 reason is the server's own text. */
function reasonText(reason: string | null): string | null {
  if (!reason) return null;
  if (reason === 'no-token') return 'Please sign in to continue.';
  if (reason === 'unauthorized') return 'Your session has ended. Please sign in again.';
  return reason;
}

/** Spec: the server's error; 'Invalid server response' when no token came back; else 'Invalid email or password'. */
function loginError(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0 && err.message) return err.message;
  return Messages.invalidEmailOrPassword;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // set once the server asked for the second step (two-step sign-in is on for this account)
  const [code, setCode] = useState<{ totpCode?: string; recoveryCode?: string } | null>(null);
  const [codeErrors, setCodeErrors] = useState<Record<string, string>>({});
  const redirectTo = params.get('redirectTo');
  const reason = reasonText(params.get('reason'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setCodeErrors({});
    if (!email.trim() || !password) return setError('Email and password are required.');
    login.mutate(
      { email: email.trim(), password, ...(code?.recoveryCode !== undefined ? { recoveryCode: code.recoveryCode.trim() } : code ? { totpCode: code.totpCode?.trim() || undefined } : {}) },
      {
        onSuccess: (res) => {
          if (!res?.token) return setError(Messages.invalidServerResponse);
          navigate(afterLoginPath(redirectTo), { replace: true });
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (isTotpCodeRequired(err) && !code) return setCode({ totpCode: '' });
          if (fields.totpCode || fields.recoveryCode) return setCodeErrors(fields);
          setError(loginError(err));
        },
      },
    );
  };

  const registerLink = `/register${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;

  return (
    <AuthShell title="Sign in" subtitle="Welcome back. Manage your events, venues and tickets.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="login-form">
        {reason && !error && (
          <Alert severity={params.get('reason') === 'no-token' ? 'info' : 'warning'} data-testid="login-reason">
            {reason}
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-email' } }} size="medium" />
        <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} size="medium" />
        {code && <LoginCodeFields value={code} onChange={(next) => { setCode(next); setCodeErrors({}); }} errors={codeErrors} />}
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }} data-testid="forgot-password-link">
          Forgot password?
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to Utsav?{' '}
          <Link component={RouterLink} to={registerLink} data-testid="register-link">
            Register as an organiser
          </Link>
        </Typography>
      </Stack>
    </AuthShell>
  );
}
