import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Messages, PASSWORD_MIN_LENGTH } from '@marketplace/shared-dto';
import { errorText, fieldErrors, kitWords, TwoStepSignIn, type TwoStepApi } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { session } from '../../api/session.store';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';

const BLANK = { password: '', currentPassword: '' };

/**
 * /admin/settings: the admin's own name, email and password (PUT /admin/user/profile). A new password needs
 * the current one; the server then ends every other session and answers a new token, which this session
 * keeps so it goes on working. Below: two-step sign-in, and the setting that requires it of every administrator
 * (an administrator who must still set it up is sent here by every other screen).
 */
export default function SettingsPage() {
  const data = useAdminData();
  const toast = useToast();
  const translate = useTranslate();
  const twoStepWords = kitWords(useAdminFormat().locale).twoStep;
  const { refetch: refetchIdentity } = useGetIdentity();
  const me = useQuery({ queryKey: ['admin-me'], queryFn: () => data.me() });
  const [edits, setEdits] = useState<{ name?: string; email?: string; password: string; currentPassword: string }>(BLANK);
  const name = edits.name ?? me.data?.name ?? '';
  const email = edits.email ?? me.data?.email ?? '';
  const save = useMutation({
    mutationFn: () => data.updateProfile({
      name: name.trim(), email: email.trim(), ...(edits.password ? { password: edits.password, currentPassword: edits.currentPassword } : {}),
    }),
    onSuccess: (answer) => {
      if (answer?.token) session.save(answer.token, name.trim());
      else session.setProfile(name.trim());
      // The top bar shows the identity react-admin cached: read it again so the new name appears at once.
      refetchIdentity();
      setEdits(BLANK);
      toast.success(answer?.message ?? Messages.profileUpdated);
    },
  });
  const errors = fieldErrors(save.error);
  const fieldError = (key: 'name' | 'email' | 'password' | 'currentPassword') => ({ error: Boolean(errors[key]), helperText: errors[key] });
  const generalError = save.isError && !Object.keys(errors).length ? errorText(save.error, Messages.profileUpdateFailed) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const queryClient = useQueryClient();
  const twoStep = useMemo<TwoStepApi>(() => ({
    status: () => data.totpStatus(),
    enrol: () => data.totpEnrol(),
    confirm: (code) => data.totpConfirm(code),
    disable: (body) => data.totpDisable(body),
    newRecoveryCodes: (body) => data.totpNewRecoveryCodes(body),
  }), [data]);
  return (
    <Page>
      <PageHeader title={translate('app.menu.settings')} subtitle={translate('app.settings.subtitle')} />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            {generalError && <Alert severity="error" data-testid="settings-error">{generalError}</Alert>}
            <TextField label={translate('app.settings.fullName')} required value={name} onChange={(e) => setEdits({ ...edits, name: e.target.value })} {...fieldError('name')} />
            <TextField label={translate('ra.auth.email')} type="email" required value={email} onChange={(e) => setEdits({ ...edits, email: e.target.value })} {...fieldError('email')} />
            <TextField
              label={translate('app.settings.newPassword')} type="password" autoComplete="new-password" value={edits.password}
              onChange={(e) => setEdits({ ...edits, password: e.target.value })}
              {...fieldError('password')}
              helperText={errors.password ?? translate('app.settings.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              inputProps={{ 'data-testid': 'new-password' }}
            />
            {edits.password && (
              <TextField
                label={translate('app.settings.currentPassword')} type="password" autoComplete="current-password" required value={edits.currentPassword}
                onChange={(e) => setEdits({ ...edits, currentPassword: e.target.value })}
                {...fieldError('currentPassword')}
                helperText={errors.currentPassword ?? translate('app.settings.currentPasswordHint')}
                inputProps={{ 'data-testid': 'current-password' }}
              />
            )}
            <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {translate(save.isPending ? 'app.eventForm.saving' : 'app.settings.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mt: 3 }}>
        <TwoStepSignIn api={twoStep} words={twoStepWords} onChange={() => void queryClient.invalidateQueries({ queryKey: ['security-settings'] })} />
      </Box>
      <SecurityCard />
    </Page>
  );
}

/** Whether every administrator must use two-step sign-in; saved at once when switched. */
function SecurityCard() {
  const data = useAdminData();
  const toast = useToast();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ['security-settings'], queryFn: () => data.securitySettings(), retry: false });
  const save = useMutation({
    mutationFn: (requireAdminTotp: boolean) => data.saveSecuritySettings({ requireAdminTotp }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['security-settings'], { requireAdminTotp: answer.requireAdminTotp });
      toast.success(answer.message);
    },
  });
  return (
    <Card sx={{ maxWidth: 640, mt: 3 }} data-testid="security-settings">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">{translate('app.settings.everyAdmin')}</Typography>
          {settings.isError ? (
            <Alert severity="info" data-testid="security-settings-error">{errorText(settings.error, translate('app.settings.securityFailed'))}</Alert>
          ) : (
            <>
              <FormControlLabel
                control={(
                  <Switch checked={settings.data?.requireAdminTotp ?? false} disabled={!settings.data || save.isPending}
                    onChange={(e) => save.mutate(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'require-admin-totp-help' } }}
                    data-testid="require-admin-totp" />
                )}
                label={translate('app.settings.requireTotp')}
              />
              <FormHelperText id="require-admin-totp-help" error={save.isError} data-testid="require-admin-totp-help">
                {save.isError ? errorText(save.error, Messages.profileUpdateFailed) : translate('app.settings.requireTotpHint')}
              </FormHelperText>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
