import { Avatar, Box, Button, Card, CardContent, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Messages, type ContentPage } from '@marketplace/shared-dto';
import { isApiError } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { bodyHtml } from './content-pages';

/** A map given as a URL is framed; one given as iframe HTML is kept as authored. */
function MapEmbed({ embed }: { embed: string }) {
  const translate = useTranslate();
  if (embed.trim().startsWith('<')) return <Box sx={{ '& iframe': { width: '100%', height: 280, border: 0 } }} dangerouslySetInnerHTML={{ __html: embed }} />;
  return <Box component="iframe" title={translate('app.content.map')} src={embed} sx={{ width: '100%', height: 280, border: 0, borderRadius: 2 }} />;
}

function Body({ page }: { page: ContentPage }) {
  const translate = useTranslate();
  const prose = <Typography component="div" sx={{ lineHeight: 1.7 }} dangerouslySetInnerHTML={bodyHtml(page.content)} />;
  if (page.page === 'about') {
    return (
      <Stack spacing={3}>
        <Typography variant="h4">{page.title}</Typography>
        {prose}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}><Typography variant="h6">{translate('app.content.ourMission')}</Typography><Typography>{page.aboutInfo?.mission || '-'}</Typography></Paper>
          <Paper variant="outlined" sx={{ p: 2 }}><Typography variant="h6">{translate('app.content.ourVision')}</Typography><Typography>{page.aboutInfo?.vision || '-'}</Typography></Paper>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {(page.aboutInfo?.teamMembers ?? []).map((m) => (
            <Paper key={m.name} variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              <Avatar sx={{ mx: 'auto', mb: 1, bgcolor: 'primary.main', width: 56, height: 56 }}>{m.name.charAt(0)}</Avatar>
              <Typography sx={{ fontWeight: 700 }}>{m.name}</Typography>
              <Typography variant="body2" color="text.secondary">{m.position}</Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>{m.bio}</Typography>
            </Paper>
          ))}
        </Box>
      </Stack>
    );
  }
  if (page.page === 'contact') {
    const c = page.contactInfo ?? {};
    return (
      <Stack spacing={3}>
        <Typography variant="h4">{page.title}</Typography>
        {prose}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography><strong>{translate('app.content.emailLabel')}</strong> {c.email || '-'}</Typography>
          <Typography><strong>{translate('app.content.phoneLabel')}</strong> {c.phone || '-'}</Typography>
          <Typography><strong>{translate('app.content.addressLabel')}</strong> {c.address || '-'}</Typography>
        </Paper>
        {c.mapEmbed && <MapEmbed embed={c.mapEmbed} />}
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4">{page.title}</Typography>
      <Box sx={{ textAlign: 'left' }}>{prose}</Box>
    </Stack>
  );
}

/** /admin/content/preview/{page}: the page in a browser-like frame beside its status. */
export default function ContentPreviewPage() {
  const { page = '' } = useParams();
  const data = useAdminData();
  const { data: content, isPending, error } = useQuery({ queryKey: ['content', 'page', page], queryFn: async () => (await data.contentByPage(page)) as unknown as ContentPage, retry: false });
  const translate = useTranslate();
  const format = useAdminFormat();
  const back = <Button component={Link} to="/content">{translate('app.content.back')}</Button>;
  if (isPending) return <LoadingState />;
  if (isApiError(error, 404) || (!error && !content)) return <Page><ErrorState message={translate(Messages.contentNotFound)} action={back} /></Page>;
  if (error || !content) return <Page><ErrorState message={translate('app.content.loadFailed')} action={back} /></Page>;
  return (
    <Page>
      <PageHeader title={translate('app.content.previewOf', { title: content.title })} actions={<>{back}<Button variant="contained" component={Link} to={`/content/edit/${content.id}`}>{translate('app.content.editButton')}</Button></>} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' } }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="preview-frame">
          <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1, bgcolor: '#eee9e3' }}>
            {['#ef4444', '#f59e0b', '#22c55e'].map((c) => <Box key={c} sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: c }} />)}
            <Box sx={{ flex: 1, ml: 2, px: 2, py: 0.5, bgcolor: '#fff', borderRadius: 5, fontSize: 13, color: 'text.secondary' }}>utsav.in/{content.page}</Box>
          </Stack>
          <Box sx={{ p: { xs: 2, md: 4 } }}><Body page={content} /></Box>
        </Paper>
        <Card sx={{ alignSelf: 'start' }}>
          <CardContent>
            <Stack spacing={1.5}>
              <Chip label={translate(content.isActive ? 'app.content.active' : 'app.content.inactive')} color={content.isActive ? 'success' : 'default'} sx={{ alignSelf: 'flex-start' }} />
              <Typography variant="body2">{translate('app.content.versionN', { version: content.version })}</Typography>
              <Typography variant="body2" color="text.secondary">{translate('app.content.lastUpdated', { date: format.dateTime(content.updatedAt) })}</Typography>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Page>
  );
}
