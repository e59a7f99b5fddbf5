import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthCard } from './auth-card';

/** /admin/login: email and password; on success the dashboard replaces the login page in history. */
export default function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login({ email: email.trim(), password });
      // The session guard must ask again now that a token is stored.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Utsav Admin" subtitle="Sign in to manage events, vendors and bookings">
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextField label="Email" type="email" required autoComplete="username" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-email' } }} />
          <TextField label="Password" type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} />
          <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
          <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }} data-testid="forgot-password-link">
            Forgot password?
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
