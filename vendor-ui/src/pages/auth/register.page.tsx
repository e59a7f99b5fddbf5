import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Messages } from '@marketplace/shared-dto';
import { errorText } from '@marketplace/shared-ui';
import { afterLoginPath } from '../../api/session';
import { useRegister } from '../../hooks/auth';
import { AuthShell } from './auth-shell';

const EMPTY = { companyName: '', contactName: '', email: '', phone: '', password: '' };

export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const redirectTo = params.get('redirectTo');
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const complete = form.companyName.trim() && form.contactName.trim() && form.email.trim() && form.password;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!complete) return setError('Company name, contact name, email and password are required.');
    const phone = form.phone.trim();
    register.mutate(
      { companyName: form.companyName.trim(), contactName: form.contactName.trim(), email: form.email.trim(), password: form.password, ...(phone ? { phone } : {}) },
      {
        onSuccess: (res) => {
          if (res?.token) return navigate(afterLoginPath(redirectTo), { replace: true });
          setAwaiting(Messages.vendorAwaitingApproval);
        },
        onError: (err) => setError(errorText(err, Messages.registrationFailed)),
      },
    );
  };

  const field = (key: keyof typeof EMPTY, label: string, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      type={extra.type ?? 'text'}
      required={extra.required ?? true}
      autoComplete={extra.autoComplete}
      value={form[key]}
      onChange={set(key)}
      size="medium"
      slotProps={{ htmlInput: { 'data-testid': `register-${key}` } }}
    />
  );

  return (
    <AuthShell title="Register as an organiser" subtitle="Create your Utsav organiser account to list events.">
      {awaiting ? (
        <Stack spacing={2}>
          <Alert severity="success" data-testid="register-awaiting">
            {awaiting}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            Back to sign in
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="register-form">
          {error && (
            <Alert severity="error" data-testid="register-error">
              {error}
            </Alert>
          )}
          {field('companyName', 'Company name', { autoComplete: 'organization' })}
          {field('contactName', 'Contact name', { autoComplete: 'name' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {field('phone', 'Phone (optional)', { type: 'tel', required: false, autoComplete: 'tel' })}
          {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
          <Button type="submit" variant="contained" size="large" disabled={register.isPending} data-testid="register-submit">
            {register.isPending ? 'Creating account…' : 'Create account'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Already registered?{' '}
            <Link component={RouterLink} to={`/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}>
              Sign in
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthShell>
  );
}
