import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { messageText } from '@marketplace/shared-dto';
import { errorText, useLocale, useTranslation } from '@marketplace/shared-ui';
import { afterLoginPath } from '../../api/session';
import { useRegister } from '../../hooks/auth';
import { AuthShell } from './auth-shell';

const EMPTY = { companyName: '', contactName: '', email: '', phone: '', password: '' };

export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
    if (!complete) return setError(t('register.required'));
    const phone = form.phone.trim();
    register.mutate(
      { companyName: form.companyName.trim(), contactName: form.contactName.trim(), email: form.email.trim(), password: form.password, ...(phone ? { phone } : {}) },
      {
        onSuccess: (res) => {
          if (res?.token) return navigate(afterLoginPath(redirectTo), { replace: true });
          setAwaiting(messageText('vendorAwaitingApproval', locale));
        },
        onError: (err) => setError(errorText(err, messageText('registrationFailed', locale))),
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
    <AuthShell title={t('auth.register')} subtitle={t('register.subtitle')}>
      {awaiting ? (
        <Stack spacing={2}>
          <Alert severity="success" data-testid="register-awaiting">
            {awaiting}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            {t('auth.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="register-form">
          {error && (
            <Alert severity="error" data-testid="register-error">
              {error}
            </Alert>
          )}
          {field('companyName', t('register.companyName'), { autoComplete: 'organization' })}
          {field('contactName', t('register.contactName'), { autoComplete: 'name' })}
          {field('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
          {field('phone', t('register.phone'), { type: 'tel', required: false, autoComplete: 'tel' })}
          {field('password', t('auth.password'), { type: 'password', autoComplete: 'new-password' })}
          <Button type="submit" variant="contained" size="large" disabled={register.isPending} data-testid="register-submit">
            {register.isPending ? t('register.creating') : t('register.create')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('register.already')}{' '}
            <Link component={RouterLink} to={`/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}>
              {t('auth.signIn')}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthShell>
  );
}
