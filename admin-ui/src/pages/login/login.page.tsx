import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLogin } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BRAND, INK } from '../../theme';

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
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: `radial-gradient(circle at 20% 20%, ${BRAND} 0%, transparent 45%), linear-gradient(135deg, ${INK} 0%, #312e81 100%)` }}>
      <Card sx={{ width: '100%', maxWidth: 400, borderRadius: 3, boxShadow: '0 24px 60px rgba(0,0,0,.25)' }}>
        <CardContent sx={{ p: 4 }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
            <Box sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <LockOutlinedIcon />
            </Box>
            <Typography variant="h5" component="h1">
              Utsav Admin
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in to manage events, vendors and bookings
            </Typography>
          </Stack>
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
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
