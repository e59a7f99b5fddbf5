import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useQuery, useMutation } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { Messages, PASSWORD_MIN_LENGTH } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '@marketplace/shared-ui';
import { session } from '../../api/session.store';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';

const BLANK = { password: '', currentPassword: '' };

/**
 * /admin/settings: the admin's own name, email and password (PUT /admin/user/profile). A new password needs
 * the current one; the server then ends every other session and answers a new token, which this session
 * keeps so it goes on working.
 */
export default function SettingsPage() {
  const data = useAdminData();
  const toast = useToast();
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
  return (
    <Page>
      <PageHeader title="Settings" subtitle="Your administrator profile" />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            {generalError && <Alert severity="error" data-testid="settings-error">{generalError}</Alert>}
            <TextField label="Full name" required value={name} onChange={(e) => setEdits({ ...edits, name: e.target.value })} {...fieldError('name')} />
            <TextField label="Email" type="email" required value={email} onChange={(e) => setEdits({ ...edits, email: e.target.value })} {...fieldError('email')} />
            <TextField
              label="New password" type="password" autoComplete="new-password" value={edits.password}
              onChange={(e) => setEdits({ ...edits, password: e.target.value })}
              {...fieldError('password')}
              helperText={errors.password ?? `Leave empty to keep the current password. At least ${PASSWORD_MIN_LENGTH} characters, not a common one.`}
              inputProps={{ 'data-testid': 'new-password' }}
            />
            {edits.password && (
              <TextField
                label="Current password" type="password" autoComplete="current-password" required value={edits.currentPassword}
                onChange={(e) => setEdits({ ...edits, currentPassword: e.target.value })}
                {...fieldError('currentPassword')}
                helperText={errors.currentPassword ?? 'Setting a new password signs out your other sessions.'}
                inputProps={{ 'data-testid': 'current-password' }}
              />
            )}
            <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
}
