import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LOGO_MAX_BYTES, Messages, type SiteLogo } from '@marketplace/shared-dto';
import { assetUrl, errorText } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { useImageUpload } from './image-upload';

/** /admin/hero/logo: name, image by upload or URL, alt text, live preview and guidelines. */
export default function LogoPage() {
  const data = useAdminData();
  const toast = useToast();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['admin-logo'], queryFn: () => data.adminLogo(), retry: false });
  const [logo, setLogo] = useState<SiteLogo>({ name: '', image: { url: '', alt: '' } });
  // The URL whose image failed to load: a new URL gets its own try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useImageUpload('logo', LOGO_MAX_BYTES, Messages.logoTooLarge);
  // The form starts over from each logo the server sends (React's state adjusted while rendering, not in an effect).
  const [loaded, setLoaded] = useState<SiteLogo>();
  if (current.data && current.data !== loaded) {
    setLoaded(current.data);
    setLogo({ name: current.data.name ?? '', image: { url: current.data.image?.url ?? '', alt: current.data.image?.alt ?? '' } });
  }
  const save = useMutation({
    mutationFn: () => data.saveLogo({ name: logo.name.trim(), image: logo.image }),
    onSuccess: () => {
      toast.success(Messages.logoUpdated);
      queryClient.invalidateQueries({ queryKey: ['site-logo'] });
    },
    onError: (e) => setProblem(errorText(e, translate(Messages.logoUpdateFailed))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!logo.name.trim()) return;
    if (!logo.image.url.trim()) return setProblem(translate(Messages.logoImageRequired));
    setProblem('');
    save.mutate();
  };
  if (current.isPending) return <LoadingState />;
  const url = assetUrl(logo.image.url);
  return (
    <Page>
      <PageHeader title={translate('app.logo.title')} subtitle={translate('app.logo.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Card>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {problem && <Alert severity="error" data-testid="logo-error">{problem}</Alert>}
              <TextField label={translate('app.logo.name')} required value={logo.name} onChange={(e) => setLogo({ ...logo, name: e.target.value })} />
              <Box>
                <Button variant="outlined" component="label" disabled={upload.isPending}>
                  {translate(upload.isPending ? 'app.logo.uploading' : 'app.logo.upload')}
                  <input hidden type="file" accept="image/*" data-testid="logo-file" onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) upload.mutate(file, { onSuccess: (imageUrl) => setLogo((l) => ({ ...l, image: { ...l.image, url: imageUrl } })) });
                  }} />
                </Button>
                <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 0.5 }}>{translate('app.logo.fileHint')}</Typography>
              </Box>
              <TextField label={translate('app.logo.url')} type="url" value={logo.image.url} onChange={(e) => setLogo({ ...logo, image: { ...logo.image, url: e.target.value } })} />
              <TextField label={translate('app.logo.alt')} value={logo.image.alt} onChange={(e) => setLogo({ ...logo, image: { ...logo.image, alt: e.target.value } })} />
              <Stack direction="row" justifyContent="flex-end">
                <Button type="submit" variant="contained" disabled={save.isPending}>{translate(save.isPending ? 'app.eventForm.saving' : 'app.logo.save')}</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <Card>
            <CardHeader title={translate('app.logo.preview')} />
            <CardContent>
              <Box sx={{ bgcolor: '#1e1b4b', borderRadius: 2, p: 2, minHeight: 96, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="logo-preview">
                {!url ? (
                  <Typography sx={{ color: '#fff', opacity: 0.7 }}>{translate('app.logo.noImage')}</Typography>
                ) : brokenUrl === logo.image.url ? (
                  <Box sx={{ textAlign: 'center', color: '#fecaca' }}>
                    <Typography sx={{ fontWeight: 700 }}>{translate('app.logo.broken')}</Typography>
                    <Typography variant="body2">{translate('app.logo.checkUrl')}</Typography>
                  </Box>
                ) : (
                  <Box component="img" src={url} alt={logo.image.alt || logo.name} onError={() => setBrokenUrl(logo.image.url)} sx={{ maxHeight: 60, maxWidth: 240, bgcolor: '#fff', borderRadius: 1, p: 0.5 }} />
                )}
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={translate('app.logo.guidelines')} />
            <CardContent>
              <Typography variant="body2" component="ul" sx={{ pl: 2, m: 0, '& li': { mb: 0.5 } }}>
                <li>{translate('app.logo.guide1')}</li>
                <li>{translate('app.logo.guide2')}</li>
                <li>{translate('app.logo.guide3')}</li>
                <li>{translate('app.logo.guide4')}</li>
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Page>
  );
}
