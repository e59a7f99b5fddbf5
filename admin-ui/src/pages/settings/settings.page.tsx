import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useQuery, useMutation } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { Messages } from '@marketplace/shared-dto';
import { session } from '../../api/session.store';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';

/** /admin/settings: the admin's own name, email and password (PUT /admin/user/profile). */
export default function SettingsPage() {
  const data = useAdminData();
  const toast = useToast();
  const { refetch: refetchIdentity } = useGetIdentity();
  const me = useQuery({ queryKey: ['admin-me'], queryFn: () => data.me() });
  const [edits, setEdits] = useState<{ name?: string; email?: string; password: string }>({ password: '' });
  const name = edits.name ?? me.data?.name ?? '';
  const email = edits.email ?? me.data?.email ?? '';
  const save = useMutation({
    mutationFn: () => data.updateProfile({ name: name.trim(), email: email.trim(), ...(edits.password ? { password: edits.password } : {}) }),
    onSuccess: (answer) => {
      session.setProfile(name.trim());
      // The top bar shows the identity react-admin cached: read it again so the new name appears at once.
      refetchIdentity();
      setEdits({ password: '' });
      toast.success(answer?.message ?? Messages.profileUpdated);
    },
  });
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
            {save.isError && <Alert severity="error" data-testid="settings-error">{Messages.profileUpdateFailed}</Alert>}
            <TextField label="Full name" required value={name} onChange={(e) => setEdits({ ...edits, name: e.target.value })} />
            <TextField label="Email" type="email" required value={email} onChange={(e) => setEdits({ ...edits, email: e.target.value })} />
            <TextField label="New password" type="password" autoComplete="new-password" helperText="Leave empty to keep the current password" value={edits.password} onChange={(e) => setEdits({ ...edits, password: e.target.value })} />
            <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
}
