import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Messages, PASSWORD_MIN_LENGTH, type VendorProfile } from '@marketplace/shared-dto';
import { ErrorState, errorText, fieldErrors, formatDateTime, Loading, PageHeader, StatusChip, TwoStepSignIn, twoStepApi } from '@marketplace/shared-ui';
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
  const me = useVendorMe();
  if (me.isPending) return <Loading />;
  if (me.isError || !me.data) return <ErrorState message="Failed to load your account" />;
  return <SettingsForm vendor={me.data} />;
}

function SettingsForm({ vendor }: { vendor: VendorProfile }) {
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
      setSaved(answer.token ? `${answer.message}. Your other sessions have been signed out.` : answer.message);
    },
    onMutate: () => setSaved(''),
  });
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, Messages.profileUpdateFailed) : null;
  const set = (key: keyof Edits) => (e: React.ChangeEvent<HTMLInputElement>) => setEdits({ ...edits, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <>
      <PageHeader title="Settings" subtitle="Your organiser account" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="settings-form">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{vendor.companyName}</Typography>
            <StatusChip status={vendor.status} testId="status-chip" />
            <Typography variant="body2" color="text.secondary">Member since {formatDateTime(vendor.createdAt)}</Typography>
          </Stack>
          {saved && <Alert severity="success" data-testid="settings-saved">{saved}</Alert>}
          {general && <Alert severity="error" data-testid="settings-error">{general}</Alert>}
          <TextField label="Contact name" required value={value.contactName} onChange={set('contactName')}
            error={Boolean(errors.contactName)} helperText={errors.contactName} slotProps={{ htmlInput: { 'data-testid': 'settings-contact' } }} />
          <TextField label="Email" type="email" required value={value.email} onChange={set('email')}
            error={Boolean(errors.email)} helperText={errors.email ?? 'You sign in with it.'} slotProps={{ htmlInput: { 'data-testid': 'settings-email' } }} />
          <TextField label="Phone" type="tel" value={value.phone} onChange={set('phone')}
            error={Boolean(errors.phone)} helperText={errors.phone} slotProps={{ htmlInput: { 'data-testid': 'settings-phone' } }} />
          <TextField label="New password" type="password" autoComplete="new-password" value={edits.password} onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password ?? `Leave empty to keep the current password. At least ${PASSWORD_MIN_LENGTH} characters, not a common one.`}
            slotProps={{ htmlInput: { 'data-testid': 'settings-new-password' } }} />
          {edits.password && (
            <TextField label="Current password" type="password" autoComplete="current-password" required value={edits.currentPassword} onChange={set('currentPassword')}
              error={Boolean(errors.currentPassword)} helperText={errors.currentPassword ?? 'Setting a new password signs out your other sessions.'}
              slotProps={{ htmlInput: { 'data-testid': 'settings-current-password' } }} />
          )}
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="settings-save">
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <TwoStepSignIn api={twoStep} />
      </Box>
    </>
  );
}
