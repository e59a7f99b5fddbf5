import { Link as RouterLink } from 'react-router-dom';
import {
  Accordion, AccordionDetails, AccordionSummary, Box, Button, Card, CardContent, Container, Grid, InputAdornment, TextField, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { DEFAULT_CANCEL_CUTOFF_HOURS } from '@marketplace/shared-dto';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from '@marketplace/shared-ui';

const CATEGORIES = [
  { icon: <ConfirmationNumberOutlinedIcon />, key: 'booking' },
  { icon: <PaymentsOutlinedIcon />, key: 'payments' },
  { icon: <EventBusyOutlinedIcon />, key: 'cancellations' },
  { icon: <QrCode2OutlinedIcon />, key: 'entry' },
  { icon: <PersonOutlineIcon />, key: 'account' },
  { icon: <StorefrontOutlinedIcon />, key: 'organisers' },
] as const;
const TOPICS = {
  booking: ['help.bookingTitle', 'help.bookingText'],
  payments: ['help.paymentsTitle', 'help.paymentsText'],
  cancellations: ['help.cancellationsTitle', 'help.cancellationsText'],
  entry: ['help.entryTitle', 'help.entryText'],
  account: ['help.accountTitle', 'help.accountText'],
  organisers: ['help.organisersTitle', 'help.organisersText'],
} as const;

/** Question and answer keys; the answers about cancelling name the cut-off hours. */
const FAQS = [
  ['help.qBook', 'help.aBook'],
  ['help.qMethods', 'help.aMethods'],
  ['help.qFees', 'help.aFees'],
  ['help.qTicket', 'help.aTicket'],
  ['help.qCancel', 'help.aCancel'],
  ['help.qRefund', 'help.aRefund'],
  ['help.qId', 'help.aId'],
  ['help.qList', 'help.aList'],
] as const;

/** Static help: a search box (for show), six topics, eight answers and how to reach a person. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const hours = DEFAULT_CANCEL_CUTOFF_HOURS;
  return (
    <Box>
      <Box sx={{ background: 'linear-gradient(120deg, #1c1b2e 0%, #4a1d3c 70%, #e23744 140%)', color: '#fff', py: { xs: 5, md: 8 }, textAlign: 'center' }}>
        <Container maxWidth="sm">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }} data-testid="page-title">{t('help.title')}</Typography>
          <TextField placeholder={t('help.search')} fullWidth sx={{ mt: 3, bgcolor: '#fff', borderRadius: 2 }}
            slotProps={{ htmlInput: { 'aria-label': t('help.search') }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          {CATEGORIES.map((c) => (
            <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <Box sx={{ color: 'primary.main', bgcolor: '#fff1f2', borderRadius: 2, p: 1, height: 'fit-content', display: 'flex' }}>{c.icon}</Box>
                  <Box>
                    <Typography fontWeight={700}>{t(TOPICS[c.key][0])}</Typography>
                    <Typography variant="body2" color="text.secondary">{t(TOPICS[c.key][1])}</Typography>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Typography variant="h5" component="h2" mt={7} mb={2}>{t('help.faqs')}</Typography>
        <Box data-testid="faqs">
          {FAQS.map(([q, a]) => (
            <Accordion key={q} disableGutters elevation={0} sx={{ border: '1px solid #ececf2', '&:not(:last-child)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}><Typography fontWeight={600}>{t(q)}</Typography></AccordionSummary>
              <AccordionDetails><Typography color="text.secondary">{t(a, { hours })}</Typography></AccordionDetails>
            </Accordion>
          ))}
        </Box>

        <Typography variant="h5" component="h2" mt={7} mb={2}>{t('help.still')}</Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <MailOutlineIcon color="primary" />
              <Typography variant="h6" mt={1}>{t('help.emailTitle')}</Typography>
              <Typography color="text.secondary">{t('help.emailText')}</Typography>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <PhoneOutlinedIcon color="primary" />
              <Typography variant="h6" mt={1}>{t('help.callTitle')}</Typography>
              <Typography color="text.secondary">{t('help.callText')}</Typography>
              <Button component={RouterLink} to="/contact" sx={{ mt: 1, px: 0 }}>{t('help.contactPage')}</Button>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
