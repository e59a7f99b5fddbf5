import { FormEvent, useEffect, useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { messageCode, messageText, OTP_LENGTH, type ErrorBody, type UserAuthResponse } from '@marketplace/shared-dto';
import { ApiError, useLocale, useTranslation } from '@marketplace/shared-ui';
import { loginWithPassword, sendOtp, verifyOtp } from '../api/auth';
import { saveSession } from '../api/session';

type Step = 'phone' | 'code' | 'email';

/** The server's code of a failed call (the same in both languages, unlike its words). */
const codeOf = (e: unknown) => (e instanceof ApiError ? (e.body as Partial<ErrorBody> | undefined)?.code : undefined);

/**
 * Phone login (phone, then the code; name and email only when the server, having checked the code, says the user is new), with
 * email and password as the alternative. Used by /login and by the login modal.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isNewUser, setIsNewUser] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [cooldown]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messageText('loginFailed', locale));
    } finally {
      setBusy(false);
    }
  }

  const requestCode = () =>
    run(async () => {
      const answer = await sendOtp(phone.trim());
      setCooldown(answer.resendAfter ?? 30);
      setStep('code');
    });

  /** A 2xx without a token is still a failed login (the spec's own texts for each form). */
  function finish(answer: UserAuthResponse | undefined, missingTokenText: string) {
    if (!answer?.token) return setError(missingTokenText);
    saveSession({ token: answer.token, user: answer.user });
    onSuccess();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (step === 'phone') {
      if (!phone.trim()) return setError(t('login.phoneRequired'));
      return requestCode();
    }
    if (step === 'code') {
      if (!otp.trim()) return setError(t('login.codeRequired'));
      if (isNewUser && (!name.trim() || !email.trim())) return setError(t('login.nameEmailRequired'));
      return run(async () => {
        try {
          const answer = await verifyOtp({ phone: phone.trim(), otp: otp.trim(), ...(isNewUser ? { name: name.trim(), email: email.trim() } : {}) });
          finish(answer, messageText('verificationFailed', locale));
        } catch (e) {
          // the server tells a new phone only once its code is right; the code stays usable for the second try
          if (codeOf(e) === messageCode('otpNameEmailRequired')) setIsNewUser(true);
          throw e;
        }
      });
    }
    if (!email.trim() || !password) return setError(t('login.emailPasswordRequired'));
    return run(async () => finish(await loginWithPassword(email.trim(), password), t('login.invalidResponse')));
  }

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="login-form">
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        )}

        {step === 'phone' && (
          <>
            <Typography color="text.secondary">{t('login.phoneIntro', { n: OTP_LENGTH })}</Typography>
            <TextField
              label={t('login.phone')}
              placeholder="+91 98765 43210"
              type="tel"
              autoComplete="tel"
              autoFocus
              required
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'login-phone' } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-send">
              {t('booking.continue')}
            </Button>
          </>
        )}

        {step === 'code' && (
          <>
            <Typography color="text.secondary">
              {t('login.codeSentTo')} <b>{phone}</b>.{' '}
              <Link component="button" type="button" onClick={() => (setStep('phone'), setOtp(''), setError(''))}>
                {t('login.change')}
              </Link>
            </Typography>
            <TextField
              label={t('login.code')}
              autoComplete="one-time-code"
              autoFocus
              required
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'login-code', style: { letterSpacing: '0.4em', fontSize: 20 } } }}
            />
            {isNewUser && (
              <>
                <Typography variant="subtitle2">{t('login.newHere')}</Typography>
                <TextField label={t('login.fullName')} required autoComplete="name" value={name} onChange={(e) => setName(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'login-name' } }} />
                <TextField label={t('dashboard.email')} type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'login-email' } }} />
              </>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-verify">
              {t('login.verify')}
            </Button>
            <Button variant="text" disabled={busy || cooldown > 0} onClick={requestCode} data-testid="login-resend">
              {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.resend')}
            </Button>
          </>
        )}

        {step === 'email' && (
          <>
            <TextField label={t('dashboard.email')} type="email" autoComplete="email" autoFocus required value={email} onChange={(e) => setEmail(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'login-password-email' } }} />
            <TextField label={t('login.password')} type="password" autoComplete="current-password" required value={password}
              onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} />
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-password-submit">
              {t('login.signIn')}
            </Button>
          </>
        )}

        <Typography variant="body2" color="text.secondary" textAlign="center">
          {step === 'email' ? (
            <Link component="button" type="button" onClick={() => (setStep('phone'), setError(''))}>{t('login.usePhone')}</Link>
          ) : (
            <Link component="button" type="button" onClick={() => (setStep('email'), setError(''))}>{t('login.useEmail')}</Link>
          )}
        </Typography>
      </Stack>
    </Box>
  );
}
