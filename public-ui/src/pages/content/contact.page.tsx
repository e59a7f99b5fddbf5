import { FormEvent, useState } from 'react';
import { Alert, Box, Button, Card, Grid, Stack, TextField, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { mapEmbedUrl, type ContentContactInfo } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';
import { ContentPageView } from './content-layout';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form sends nothing (spec): it checks the fields and thanks the visitor. */
function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.target.value });

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!values.name.trim()) next.name = t('contact.nameRequired');
    if (!values.email.trim()) next.email = t('contact.emailRequired');
    else if (!EMAIL.test(values.email.trim())) next.email = t('contact.emailInvalid');
    if (!values.message.trim()) next.message = t('contact.messageRequired');
    setErrors(next);
    if (Object.keys(next).length === 0) setSent(true);
  }

  if (sent) return <Alert severity="success" data-testid="contact-thanks">{t('contact.thanks')}</Alert>;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField label={t('contact.name')} required value={values.name} onChange={set('name')} error={Boolean(errors.name)} helperText={errors.name}
          slotProps={{ htmlInput: { 'data-testid': 'contact-name' } }} />
        <TextField label={t('dashboard.email')} type="email" required value={values.email} onChange={set('email')} error={Boolean(errors.email)} helperText={errors.email}
          slotProps={{ htmlInput: { 'data-testid': 'contact-email' } }} />
        <TextField label={t('contact.message')} required multiline minRows={4} value={values.message} onChange={set('message')} error={Boolean(errors.message)}
          helperText={errors.message} slotProps={{ htmlInput: { 'data-testid': 'contact-message' } }} />
        <Button type="submit" variant="contained" size="large" data-testid="contact-submit">{t('contact.send')}</Button>
      </Stack>
    </Box>
  );
}

function Details({ info }: { info: ContentContactInfo }) {
  const { t } = useTranslation();
  const map = mapEmbedUrl(info.mapEmbed);
  const rows = [
    { icon: <MailOutlineIcon />, label: t('dashboard.email'), value: info.email, href: info.email && `mailto:${info.email}` },
    { icon: <PhoneOutlinedIcon />, label: t('dashboard.phone'), value: info.phone, href: info.phone && `tel:${info.phone.replace(/\s/g, '')}` },
    { icon: <PlaceOutlinedIcon />, label: t('contact.address'), value: info.address },
  ].filter((r) => r.value);
  return (
    <Stack spacing={2}>
      {rows.map((r) => (
        <Box key={r.label} display="flex" gap={1.5}>
          <Box color="primary.main" mt={0.3}>{r.icon}</Box>
          <Box>
            <Typography variant="overline" color="text.secondary">{r.label}</Typography>
            <Typography component={r.href ? 'a' : 'p'} href={r.href || undefined} sx={{ display: 'block', color: 'text.primary', textDecoration: 'none' }}>{r.value}</Typography>
          </Box>
        </Box>
      ))}
      {map && (
        <Box component="iframe" src={map} title={t('contact.map')} loading="lazy" sx={{ width: '100%', height: 260, border: 0, borderRadius: 2 }} />
      )}
    </Stack>
  );
}

function Layout({ info }: { info?: ContentContactInfo }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={4} mt={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ p: 3 }}>
          <Typography variant="h6" gutterBottom>{t('contact.formTitle')}</Typography>
          <ContactForm />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Details info={info ?? { email: 'support@utsav.in' }} />
      </Grid>
    </Grid>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <ContentPageView page="contact" heading={t('footer.contactUs')} intro={t('contact.intro')} fallback={<Layout />}>
      {(content) => <Layout info={content.contactInfo} />}
    </ContentPageView>
  );
}
