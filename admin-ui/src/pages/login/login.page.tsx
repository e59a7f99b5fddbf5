import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fieldErrors, isTotpCodeRequired, kitWords, LoginCodeFields } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { AuthCard } from './auth-card';

/**
 * /admin/login: email and password, then the code when two-step sign-in is on (the server answers
 * TOTP_CODE_REQUIRED); on success the dashboard (or Settings, for a required set-up) replaces the login page in history.
 */
export default function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const codeWords = kitWords(useAdminFormat().locale).loginCode;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<{ totpCode?: string; recoveryCode?: string } | null>(null);
  const [codeErrors, setCodeErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setCodeErrors({});
    const second = code?.recoveryCode !== undefined ? { recoveryCode: code.recoveryCode.trim() } : code?.totpCode?.trim() ? { totpCode: code.totpCode.trim() } : {};
    try {
      const answer = (await login({ email: email.trim(), password, ...second })) as { totpSetupRequired?: boolean } | undefined;
      // The session guard must ask again now that a token is stored.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate(answer?.totpSetupRequired ? '/settings' : '/dashboard', { replace: true });
    } catch (e) {
      const fields = fieldErrors(e);
      if (isTotpCodeRequired(e) && !code) setCode({ totpCode: '' });
      else if (fields.totpCode || fields.recoveryCode) setCodeErrors(fields);
      else setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.login.title')} subtitle={translate('app.login.subtitle')}>
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextField label={translate('ra.auth.email')} type="email" required autoComplete="username" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-email' } }} />
          <TextField label={translate('ra.auth.password')} type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} />
          {code && <LoginCodeFields value={code} onChange={(next) => { setCode(next); setCodeErrors({}); }} errors={codeErrors} words={codeWords} />}
          <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate(busy ? 'app.login.signingIn' : 'ra.auth.sign_in')}
          </Button>
          <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }} data-testid="forgot-password-link">
            {translate('app.login.forgot')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
