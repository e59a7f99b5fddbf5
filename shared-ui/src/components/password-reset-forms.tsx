import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { errorText, fieldErrors } from '../api/api-error';
import type { PasswordResetWords } from '../i18n/kit-words';

/** Posts a JSON body and answers the server's `{message}`; throws ApiError on a refusal. */
export type PostMessage = (path: string, body: Record<string, string>) => Promise<{ message: string }>;

interface Props {
  /** The realm's auth path, e.g. '/admin/auth' or '/vendor/auth' (relative to the client's /api base). */
  authPath: string;
  post: PostMessage;
  /** A link back to the login page, rendered by the app's own router. */
  backToLogin: ReactNode;
  words: PasswordResetWords;
}

/** "Forgot password?": asks for the email and shows the server's answer (the same whether or not it has an account). */
export function ForgotPasswordForm({ authPath, post, backToLogin, words }: Props) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ busy?: boolean; sent?: string; error?: unknown }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ busy: true });
    try {
      setState({ sent: (await post(`${authPath}/forgot-password`, { email: email.trim() })).message });
    } catch (error) {
      setState({ error });
    }
  };
  const details = fieldErrors(state.error);
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="forgot-password-form">
      <Stack spacing={2}>
        <Typography color="text.secondary">{words.intro}</Typography>
        {state.sent && <Alert severity="success" data-testid="forgot-password-sent">{state.sent}</Alert>}
        {state.error !== undefined && !details.email && <Alert severity="error" data-testid="forgot-password-error">{errorText(state.error, words.failed)}</Alert>}
        <TextField
          label={words.email} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)}
          error={Boolean(details.email)} helperText={details.email}
          slotProps={{ htmlInput: { 'data-testid': 'forgot-password-email' } }}
        />
        <Button type="submit" variant="contained" disabled={state.busy || !email.trim()} data-testid="forgot-password-submit">
          {state.busy ? words.sending : words.send}
        </Button>
        {backToLogin}
      </Stack>
    </Box>
  );
}

/** The e-mailed link's page: a new password for the link's `token`. */
export function ResetPasswordForm({ authPath, post, backToLogin, token, words }: Props & { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<{ busy?: boolean; done?: string; error?: unknown }>({});
  const mismatch = confirm !== '' && confirm !== password;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mismatch) return;
    setState({ busy: true });
    try {
      setState({ done: (await post(`${authPath}/reset-password`, { token, password })).message });
    } catch (error) {
      setState({ error });
    }
  };
  const details = fieldErrors(state.error);
  if (state.done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="reset-password-done">{state.done}</Alert>
        {backToLogin}
      </Stack>
    );
  }
  const linkError = details.token ?? (!token ? words.invalidLink : undefined);
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="reset-password-form">
      <Stack spacing={2}>
        {linkError && <Alert severity="error" data-testid="reset-password-link-error">{linkError}</Alert>}
        {state.error !== undefined && !details.token && !details.password && (
          <Alert severity="error" data-testid="reset-password-error">{errorText(state.error, words.failed)}</Alert>
        )}
        <TextField
          label={words.newPassword} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)}
          error={Boolean(details.password)} helperText={details.password ?? words.newPasswordHelp}
          slotProps={{ htmlInput: { 'data-testid': 'reset-password-new' } }}
        />
        <TextField
          label={words.repeat} type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)}
          error={mismatch} helperText={mismatch ? words.mismatch : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'reset-password-confirm' } }}
        />
        <Button type="submit" variant="contained" disabled={state.busy || !token || !password || mismatch} data-testid="reset-password-submit">
          {state.busy ? words.saving : words.set}
        </Button>
        {backToLogin}
      </Stack>
    </Box>
  );
}
