import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, IconButton, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useCreate, useGetOne, useUpdate, type RaRecord } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CONTENT_PAGES, Messages, type ContentPage, type ContentPageKey, type ContentTeamMember } from '@marketplace/shared-dto';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { PAGE_INFO } from './content-pages';

type Form = {
  page: ContentPageKey | '';
  title: string; content: string; metaTitle: string; metaDescription: string; metaKeywords: string; isActive: boolean;
  contactInfo: { email: string; phone: string; address: string; mapEmbed: string };
  aboutInfo: { mission: string; vision: string; teamMembers: ContentTeamMember[] };
};

function formOf(page?: ContentPage): Form {
  return {
    page: page?.page ?? '', title: page?.title ?? '', content: page?.content ?? '', metaTitle: page?.metaTitle ?? '',
    metaDescription: page?.metaDescription ?? '', metaKeywords: page?.metaKeywords ?? '', isActive: page?.isActive ?? true,
    contactInfo: { email: '', phone: '', address: '', mapEmbed: '', ...(page?.contactInfo ?? {}) },
    aboutInfo: { mission: page?.aboutInfo?.mission ?? '', vision: page?.aboutInfo?.vision ?? '', teamMembers: page?.aboutInfo?.teamMembers ?? [] },
  };
}

/** The body: contact info only for the contact page, about info only for the about page. */
function bodyOf(f: Form, creating: boolean) {
  return {
    ...(creating ? { page: f.page } : {}),
    title: f.title.trim(), content: f.content, metaTitle: f.metaTitle, metaDescription: f.metaDescription, metaKeywords: f.metaKeywords, isActive: f.isActive,
    ...(f.page === 'contact' ? { contactInfo: f.contactInfo } : {}),
    ...(f.page === 'about' ? { aboutInfo: { ...f.aboutInfo, teamMembers: f.aboutInfo.teamMembers.filter((m) => m.name.trim()) } } : {}),
  };
}

function ContentForm({ initial, creating }: { initial: Form; creating: boolean }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [f, setF] = useState(initial);
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const busy = created.isPending || updated.isPending;
  const team = f.aboutInfo.teamMembers;
  const setTeam = (teamMembers: ContentTeamMember[]) => setF({ ...f, aboutInfo: { ...f.aboutInfo, teamMembers } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!f.title.trim() || !f.content.trim()) return;
    const onError = (error: unknown) => console.error('Content save failed', error);
    const onSuccess = () => { toast.success('Content saved'); navigate('/content'); };
    if (creating) create('content', { data: bodyOf(f, true) }, { onSuccess, onError });
    else update('content', { id, data: bodyOf(f, false), previousData: undefined }, { mutationMode: 'pessimistic', onSuccess, onError });
  };
  return (
    <Card>
      <CardContent component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {creating && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>Page</Typography>
              <RadioGroup row value={f.page} onChange={(e) => setF({ ...f, page: e.target.value as ContentPageKey })}>
                {CONTENT_PAGES.map((p) => <FormControlLabel key={p} value={p} control={<Radio />} label={PAGE_INFO[p].label} />)}
              </RadioGroup>
            </Box>
          )}
          <TextField label="Page title" required value={f.title} onChange={(e) => setF({ ...f, title: e.target.value })} />
          <TextField label="Content" required multiline rows={15} value={f.content} onChange={(e) => setF({ ...f, content: e.target.value })} helperText="HTML is allowed; new lines become line breaks" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField label="Meta title" value={f.metaTitle} onChange={(e) => setF({ ...f, metaTitle: e.target.value })} />
            <TextField label="Meta keywords (comma separated)" value={f.metaKeywords} onChange={(e) => setF({ ...f, metaKeywords: e.target.value })} />
          </Box>
          <TextField label="Meta description" multiline minRows={2} value={f.metaDescription} onChange={(e) => setF({ ...f, metaDescription: e.target.value })} />
          {f.page === 'contact' && (
            <Box>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>Contact info</Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <TextField label="Email" type="email" value={f.contactInfo.email} onChange={(e) => setF({ ...f, contactInfo: { ...f.contactInfo, email: e.target.value } })} />
                <TextField label="Phone" value={f.contactInfo.phone} onChange={(e) => setF({ ...f, contactInfo: { ...f.contactInfo, phone: e.target.value } })} />
                <TextField label="Address" value={f.contactInfo.address} onChange={(e) => setF({ ...f, contactInfo: { ...f.contactInfo, address: e.target.value } })} />
                <TextField label="Map embed URL" value={f.contactInfo.mapEmbed} onChange={(e) => setF({ ...f, contactInfo: { ...f.contactInfo, mapEmbed: e.target.value } })} />
              </Box>
            </Box>
          )}
          {f.page === 'about' && (
            <Box>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>About info</Typography>
              <Stack spacing={2}>
                <TextField label="Mission" multiline minRows={2} value={f.aboutInfo.mission} onChange={(e) => setF({ ...f, aboutInfo: { ...f.aboutInfo, mission: e.target.value } })} />
                <TextField label="Vision" multiline minRows={2} value={f.aboutInfo.vision} onChange={(e) => setF({ ...f, aboutInfo: { ...f.aboutInfo, vision: e.target.value } })} />
                {team.map((m, i) => (
                  <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems="center">
                    {(['name', 'position', 'bio', 'avatar'] as const).map((k) => (
                      <TextField key={k} label={k.charAt(0).toUpperCase() + k.slice(1)} value={m[k] ?? ''} onChange={(e) => setTeam(team.map((t, j) => (j === i ? { ...t, [k]: e.target.value } : t)))} />
                    ))}
                    <IconButton aria-label="Remove member" color="error" onClick={() => setTeam(team.filter((_, j) => j !== i))}><DeleteOutlineIcon /></IconButton>
                  </Stack>
                ))}
                <Button onClick={() => setTeam([...team, { name: '', position: '', bio: '', avatar: '' }])} sx={{ alignSelf: 'flex-start' }}>+ Add team member</Button>
              </Stack>
            </Box>
          )}
          <FormControlLabel control={<Checkbox checked={f.isActive} onChange={(e) => setF({ ...f, isActive: e.target.checked })} />} label="Active" />
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={busy || (creating && !f.page)}>{busy ? 'Saving…' : creating ? 'Create' : 'Update'}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /admin/content/create and /admin/content/edit/{id}. */
export default function ContentEditPage() {
  const { id } = useParams();
  const creating = !id;
  const loaded = useGetOne<ContentPage & RaRecord>('content', { id: id ?? '' }, { enabled: !creating, retry: false });
  const back = <Button startIcon={<ArrowBackIcon />} component={Link} to="/content">Back to Content</Button>;
  if (!creating && loaded.isPending) return <LoadingState />;
  if (!creating && (loaded.error || !loaded.data)) return <Page><ErrorState message={Messages.contentNotFound} action={back} /></Page>;
  return (
    <Page>
      <PageHeader title={creating ? 'Create Content Page' : `Edit ${loaded.data?.title}`} actions={back} />
      <ContentForm initial={formOf(loaded.data)} creating={creating} />
    </Page>
  );
}
