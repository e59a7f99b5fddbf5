import { FormEvent, useState } from 'react';
import { Alert, Box, Button, Card, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { ApiError, useTranslation } from '@marketplace/shared-ui';
import { useUpdateProfile, useUserDashboard } from '../../hooks/use-user';
import { ErrorState } from '../../components/states';
import { SiteLanguageSwitch } from '../../layout/site-language-switch';

/**
 * The buyer's name and email, editable; the phone is their login and is shown only. The dashboard has its own top
 * bar, so its language switch is here: it saves the buyer's language (their SMS and mail follow it) and reloads the page in it.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useUserDashboard();
  const save = useUpdateProfile();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [saved, setSaved] = useState(false);
  const profile = data?.profile;

  // The fields start over from each profile the server sends (adjusted while rendering, not in an effect).
  const [loaded, setLoaded] = useState<typeof profile>();
  if (profile && profile !== loaded) {
    setLoaded(profile);
    setName(profile.name ?? '');
    setEmail(profile.email ?? '');
  }

  const failure = save.error instanceof ApiError ? save.error : null;
  const fieldError = (field: string) => failure?.details?.[field];

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    save.mutate({ name, email }, { onSuccess: () => setSaved(true) });
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" mb={2}>{t('dashboard.tabSettings')}</Typography>
      <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        {isError ? (
          <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />
        ) : isLoading ? (
          <Stack spacing={2}>{[1, 2, 3].map((i) => <Skeleton key={i} height={56} />)}</Stack>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="settings-form">
            <TextField label={t('settings.name')} value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name"
              error={Boolean(fieldError('name'))} helperText={fieldError('name')} slotProps={{ htmlInput: { 'data-testid': 'settings-name' } }} />
            <TextField label={t('dashboard.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email"
              error={Boolean(fieldError('email'))} helperText={fieldError('email')} slotProps={{ htmlInput: { 'data-testid': 'settings-email' } }} />
            <TextField label={t('dashboard.phone')} value={profile?.phone ?? ''} helperText={t('settings.phoneHint')}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'settings-phone' } }} />
            {failure && !failure.details && <Alert severity="error">{failure.message}</Alert>}
            {saved && <Alert severity="success" data-testid="settings-saved">{t('settings.saved')}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending} data-testid="settings-save">
                {save.isPending ? t('settings.saving') : t('settings.save')}
              </Button>
            </Box>
          </Stack>
        )}
      </Card>
      <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mt: 2 }} data-testid="settings-language">
        <Typography variant="h6" component="h2" gutterBottom>{t('common.languages')}</Typography>
        <Typography variant="body2" color="text.secondary" mb={1.5}>{t('settings.languageHint')}</Typography>
        <SiteLanguageSwitch />
      </Card>
    </Box>
  );
}
