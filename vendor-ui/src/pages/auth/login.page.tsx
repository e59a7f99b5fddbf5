import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Messages } from '@marketplace/shared-dto';
import { ApiError, fieldErrors, isTotpCodeRequired, kitWords, LoginCodeFields, useLocale, useTranslation } from '@marketplace/shared-ui';
import { afterLoginPath } from '../../api/session';
import { useLogin } from '../../hooks/auth';
import { AuthShell } from './auth-shell';

/** The session guard's reasons, in words a person understands (catalogue keys); a 403 reason is the server's own text. */
const REASONS: Record<string, string> = { 'no-token': 'auth.signInToContinue', unauthorized: 'auth.sessionEnded' };

/** Spec: the server's error; 'Invalid server response' when no token came back; else 'Invalid email or password'. */
function loginError(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0 && err.message) return err.message;
  return Messages.invalidEmailOrPassword;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const { t } = useTranslation();
  const codeWords = kitWords(useLocale()).loginCode;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // set once the server asked for the second step (two-step sign-in is on for this account)
  const [code, setCode] = useState<{ totpCode?: string; recoveryCode?: string } | null>(null);
  const [codeErrors, setCodeErrors] = useState<Record<string, string>>({});
  const redirectTo = params.get('redirectTo');
  const given = params.get('reason');
  const reason = given && (Object.hasOwn(REASONS, given) ? t(REASONS[given]) : given);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setCodeErrors({});
    if (!email.trim() || !password) return setError(t('auth.required'));
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
    <AuthShell title={t('auth.signIn')} subtitle={t('auth.welcome')}>
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
        <TextField label={t('auth.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-email' } }} size="medium" />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} size="medium" />
        {code && <LoginCodeFields value={code} onChange={(next) => { setCode(next); setCodeErrors({}); }} errors={codeErrors} words={codeWords} />}
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
          {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }} data-testid="forgot-password-link">
          {t('auth.forgot')}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('auth.newHere')}{' '}
          <Link component={RouterLink} to={registerLink} data-testid="register-link">
            {t('auth.register')}
          </Link>
        </Typography>
      </Stack>
    </AuthShell>
  );
}
