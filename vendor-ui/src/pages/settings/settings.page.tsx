import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageText, PASSWORD_MIN_LENGTH, type VendorProfile } from '@marketplace/shared-dto';
import { ErrorState, errorText, fieldErrors, kitWords, Loading, PageHeader, StatusChip, twoStepApi, TwoStepSignIn, useFormat, useTranslation } from '@marketplace/shared-ui';
import { request } from '../../api/client';
import { authApi } from '../../api/auth';
import { vendorSession } from '../../api/session';
import { useVendorMe } from '../../hooks/session';

const twoStep = twoStepApi('/vendor/auth', request);

type Edits = { contactName?: string; email?: string; phone?: string; password: string; currentPassword: string };
const BLANK: Edits = { password: '', currentPassword: '' };

/**
 * /vendor/settings: contact name, email and phone, and a new password with the current one. A new password
 * ends the other sessions; the answer's token keeps this one going. Below, two-step sign-in.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const me = useVendorMe();
  if (me.isPending) return <Loading />;
  if (me.isError || !me.data) return <ErrorState message={t('settings.failed')} />;
  return <SettingsForm vendor={me.data} />;
}

function SettingsForm({ vendor }: { vendor: VendorProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const twoStepWords = kitWords(format.locale).twoStep;
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>(BLANK);
  const [saved, setSaved] = useState('');
  const value = { contactName: edits.contactName ?? vendor.contactName, email: edits.email ?? vendor.email, phone: edits.phone ?? vendor.phone ?? '' };
  const save = useMutation({
    mutationFn: () => authApi.updateProfile({
      contactName: value.contactName.trim(), email: value.email.trim(), phone: value.phone.trim(),
      ...(edits.password ? { password: edits.password, currentPassword: edits.currentPassword } : {}),
    }),
    onSuccess: (answer) => {
      if (answer.token) vendorSession.save(answer.token, answer.vendor.companyName);
      queryClient.setQueryData(['vendor', 'me'], answer.vendor);
      setEdits(BLANK);
      setSaved(answer.token ? t('settings.savedSignedOut', { message: answer.message }) : answer.message);
    },
    onMutate: () => setSaved(''),
  });
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, messageText('profileUpdateFailed', format.locale)) : null;
  const set = (key: keyof Edits) => (e: React.ChangeEvent<HTMLInputElement>) => setEdits({ ...edits, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="settings-form">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{vendor.companyName}</Typography>
            <StatusChip status={vendor.status} locale={format.locale} testId="status-chip" />
            <Typography variant="body2" color="text.secondary">{t('settings.memberSince', { date: format.dateTime(vendor.createdAt) })}</Typography>
          </Stack>
          {saved && <Alert severity="success" data-testid="settings-saved">{saved}</Alert>}
          {general && <Alert severity="error" data-testid="settings-error">{general}</Alert>}
          <TextField label={t('settings.contactName')} required value={value.contactName} onChange={set('contactName')}
            error={Boolean(errors.contactName)} helperText={errors.contactName} slotProps={{ htmlInput: { 'data-testid': 'settings-contact' } }} />
          <TextField label={t('settings.email')} type="email" required value={value.email} onChange={set('email')}
            error={Boolean(errors.email)} helperText={errors.email ?? t('settings.emailHelp')} slotProps={{ htmlInput: { 'data-testid': 'settings-email' } }} />
          <TextField label={t('settings.phone')} type="tel" value={value.phone} onChange={set('phone')}
            error={Boolean(errors.phone)} helperText={errors.phone} slotProps={{ htmlInput: { 'data-testid': 'settings-phone' } }} />
          <TextField label={t('settings.newPassword')} type="password" autoComplete="new-password" value={edits.password} onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password ?? t('settings.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })}
            slotProps={{ htmlInput: { 'data-testid': 'settings-new-password' } }} />
          {edits.password && (
            <TextField label={t('settings.currentPassword')} type="password" autoComplete="current-password" required value={edits.currentPassword} onChange={set('currentPassword')}
              error={Boolean(errors.currentPassword)} helperText={errors.currentPassword ?? t('settings.currentPasswordHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'settings-current-password' } }} />
          )}
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="settings-save">
            {save.isPending ? t('common.saving') : t('settings.save')}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <TwoStepSignIn api={twoStep} words={twoStepWords} />
      </Box>
    </>
  );
}
