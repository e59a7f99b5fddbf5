import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TotpConfirmResponse, TotpDisableRequest, TotpEnrolment, TotpRecoveryCodesRequest, TotpStatus } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '../api/api-error';
import type { RequestOptions } from '../api/api-client';
import type { TwoStepWords, LoginCodeWords } from '../i18n/kit-words';

/** The calls of one realm's two-step sign-in. */
export interface TwoStepApi {
  status(): Promise<TotpStatus>;
  enrol(): Promise<TotpEnrolment>;
  confirm(code: string): Promise<TotpConfirmResponse>;
  disable(body: TotpDisableRequest): Promise<{ message: string }>;
  newRecoveryCodes(body: TotpRecoveryCodesRequest): Promise<TotpConfirmResponse>;
}

/** The calls under a realm's auth path ('/admin/auth' or '/vendor/auth'), through the app's own request function. */
export function twoStepApi(authPath: string, request: <T>(path: string, options?: RequestOptions) => Promise<T>): TwoStepApi {
  return {
    status: () => request<TotpStatus>(`${authPath}/totp`),
    enrol: () => request<TotpEnrolment>(`${authPath}/totp/enrol`, { method: 'POST' }),
    confirm: (code) => request<TotpConfirmResponse>(`${authPath}/totp/confirm`, { method: 'POST', body: { code } }),
    disable: (body) => request<{ message: string }>(`${authPath}/totp/disable`, { method: 'POST', body }),
    newRecoveryCodes: (body) => request<TotpConfirmResponse>(`${authPath}/totp/recovery-codes`, { method: 'POST', body }),
  };
}

type View =
  | { step: 'idle' }
  | { step: 'enrolling'; enrolment: TotpEnrolment }
  | { step: 'codes'; message: string; codes: string[] };

/**
 * "Two-step sign-in" of the back office's and the vendor portal's Settings: set up (a QR code, the secret as
 * text, the app's first code), the recovery codes shown once, new recovery codes (shown once) and turning it
 * off, each with the password or a code.
 * `onChange` runs when it turns on or off (the back office then lets a required set-up go on).
 */
export function TwoStepSignIn({ api, onChange, words }: { api: TwoStepApi; onChange?: (status: TotpStatus) => void; words: TwoStepWords }) {
  const [status, setStatus] = useState<TotpStatus | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [view, setView] = useState<View>({ step: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    let live = true;
    api.status().then((next) => live && setStatus(next), (e) => live && setLoadError(e));
    return () => { live = false; };
  }, [api]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const reloadAndTell = async () => {
    const next = await api.status();
    setStatus(next);
    onChange?.(next);
  };

  const start = () => run(async () => {
    setView({ step: 'enrolling', enrolment: await api.enrol() });
    setCode('');
  });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await api.confirm(code.trim());
      setView({ step: 'codes', message: answer.message, codes: answer.recoveryCodes });
      setCode('');
      await reloadAndTell();
    });
  };
  /** The proof both changes take: a code when one is typed, else the password. */
  const proof = () => (code.trim() ? { code: code.trim() } : { password });
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await api.disable(proof());
      setNotice(answer.message);
      setCode('');
      setPassword('');
      setView({ step: 'idle' });
      await reloadAndTell();
    });
  };
  const newCodes = () => run(async () => {
    const answer = await api.newRecoveryCodes(proof());
    setView({ step: 'codes', message: answer.message, codes: answer.recoveryCodes });
    setCode('');
    setPassword('');
    await reloadAndTell();
  });

  const details = fieldErrors(error);
  const general = error && !details.code && !details.password ? errorText(error, words.failed) : null;

  let body;
  if (loadError) body = <Alert severity="error" data-testid="totp-load-error">{errorText(loadError, words.loadFailed)}</Alert>;
  else if (!status) body = <CircularProgress size={24} aria-label={words.loading} />;
  else if (view.step === 'codes') {
    body = (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="totp-enabled">{view.message}</Alert>
        <Box component="ol" data-testid="totp-recovery-codes" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 }, fontFamily: 'monospace', fontSize: '1rem' }}>
          {view.codes.map((c) => <li key={c}>{c}</li>)}
        </Box>
        <Typography variant="body2" color="text.secondary">{words.codesHelp}</Typography>
        <Button variant="contained" onClick={() => setView({ step: 'idle' })} sx={{ alignSelf: 'flex-start' }} data-testid="totp-done">
          {words.savedThem}
        </Button>
      </Stack>
    );
  } else if (view.step === 'enrolling') {
    const { enrolment } = view;
    body = (
      <Stack component="form" spacing={2} onSubmit={confirm} noValidate data-testid="totp-enrol-form">
        <Typography variant="body2">{words.scanHelp}</Typography>
        <Box component="img" src={enrolment.qrDataUrl} alt={words.qrAlt} data-testid="totp-qr"
          sx={{ width: 200, height: 200, maxWidth: '100%', imageRendering: 'pixelated', alignSelf: { xs: 'center', sm: 'flex-start' } }} />
        <Box>
          <Typography variant="caption" color="text.secondary">{words.key}</Typography>
          <Typography data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>{enrolment.secret}</Typography>
        </Box>
        {general && <Alert severity="error" data-testid="totp-error">{general}</Alert>}
        <TextField label={words.appCode} required value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code"
          error={Boolean(details.code)} helperText={details.code}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, 'data-testid': 'totp-code' } }} sx={{ maxWidth: 240 }} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy || !code.trim()} data-testid="totp-confirm">{busy ? words.checking : words.turnOn}</Button>
          <Button onClick={() => { setView({ step: 'idle' }); setError(null); }} disabled={busy}>{words.cancel}</Button>
        </Stack>
      </Stack>
    );
  } else if (!status.enabled) {
    body = (
      <Stack spacing={2}>
        {notice && <Alert severity="success" data-testid="totp-notice">{notice}</Alert>}
        {status.required && <Alert severity="warning" data-testid="totp-required">{words.setupRequired}</Alert>}
        <Typography data-testid="totp-state">{words.off}</Typography>
        {general && <Alert severity="error" data-testid="totp-error">{general}</Alert>}
        <Button variant="contained" onClick={() => void start()} disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="totp-start">
          {busy ? words.starting : words.setUp}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack component="form" spacing={2} onSubmit={disable} noValidate data-testid="totp-disable-form">
        <Typography data-testid="totp-state">{words.on(status.recoveryCodesLeft)}</Typography>
        {status.required && <Typography variant="body2" color="text.secondary">{words.requiredForAdmins}</Typography>}
        {general && <Alert severity="error" data-testid="totp-error">{general}</Alert>}
        <Typography variant="body2" color="text.secondary">{status.required ? words.proofRequired : words.proofAny}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={words.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)}
            error={Boolean(details.password)} helperText={details.password} slotProps={{ htmlInput: { 'data-testid': 'totp-disable-password' } }} />
          <TextField label={words.orCode} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code"
            error={Boolean(details.code)} helperText={details.code}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, 'data-testid': 'totp-disable-code' } }} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Button variant="outlined" onClick={() => void newCodes()} disabled={busy} data-testid="totp-new-codes">{words.newCodes}</Button>
          {!status.required && (
            <Button type="submit" variant="outlined" color="error" disabled={busy} data-testid="totp-disable">
              {busy ? words.turningOff : words.turnOff}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }} data-testid="two-step-section">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">{words.title}</Typography>
        {body}
      </Stack>
    </Paper>
  );
}

/**
 * The login's code step: shown once the server answered TOTP_CODE_REQUIRED. A code from the app, or a
 * recovery code instead; the server's error shows at the field.
 */
export function LoginCodeFields({ value, onChange, errors, words }: {
  value: { totpCode?: string; recoveryCode?: string };
  onChange: (value: { totpCode?: string; recoveryCode?: string }) => void;
  errors: Record<string, string>;
  words: LoginCodeWords;
}) {
  const recovery = value.recoveryCode !== undefined;
  return recovery ? (
    <Stack spacing={1}>
      <TextField label={words.recoveryCode} required autoFocus autoComplete="off" value={value.recoveryCode} onChange={(e) => onChange({ recoveryCode: e.target.value })}
        error={Boolean(errors.recoveryCode)} helperText={errors.recoveryCode ?? words.recoveryHelp}
        slotProps={{ htmlInput: { 'data-testid': 'login-recovery-code' } }} />
      <Link component="button" type="button" variant="body2" onClick={() => onChange({ totpCode: '' })} sx={{ alignSelf: 'flex-start' }} data-testid="login-use-app-code">
        {words.useAppCode}
      </Link>
    </Stack>
  ) : (
    <Stack spacing={1}>
      <TextField label={words.appCode} required autoFocus autoComplete="one-time-code" value={value.totpCode ?? ''}
        onChange={(e) => onChange({ totpCode: e.target.value })}
        error={Boolean(errors.totpCode)} helperText={errors.totpCode ?? words.appCodeHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, 'data-testid': 'login-totp-code' } }} />
      <Link component="button" type="button" variant="body2" onClick={() => onChange({ recoveryCode: '' })} sx={{ alignSelf: 'flex-start' }} data-testid="login-use-recovery-code">
        {words.useRecoveryCode}
      </Link>
    </Stack>
  );
}

/** Whether a failed login asks for the second step (the server's TOTP_CODE_REQUIRED). */
export function isTotpCodeRequired(error: unknown): boolean {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return body?.code === 'TOTP_CODE_REQUIRED';
}
