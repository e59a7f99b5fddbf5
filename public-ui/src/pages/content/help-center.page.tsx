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
import { cancellationPolicy, DEFAULT_CANCEL_CUTOFF_HOURS, Messages } from '@marketplace/shared-dto';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';

const CATEGORIES = [
  { icon: <ConfirmationNumberOutlinedIcon />, title: 'Booking tickets', text: 'Choosing showtimes, quantities and seats' },
  { icon: <PaymentsOutlinedIcon />, title: 'Payments & fees', text: 'UPI, cards, wallets and cash on delivery' },
  { icon: <EventBusyOutlinedIcon />, title: 'Cancellations', text: 'Cancelling a booking and getting your money back' },
  { icon: <QrCode2OutlinedIcon />, title: 'M-Tickets & entry', text: 'QR codes, downloads and printing' },
  { icon: <PersonOutlineIcon />, title: 'Your account', text: 'Phone login, profile and bookings' },
  { icon: <StorefrontOutlinedIcon />, title: 'For organisers', text: 'Listing events and managing venues' },
];

const FAQS = [
  ['How do I book tickets?', 'Open an event, press Book Now, choose a showtime if there is more than one, pick how many tickets you want and pay. Your booking appears under My Bookings straight away.'],
  ['Which payment methods are accepted?', 'UPI, debit and credit cards, wallets and net banking, all through our secure payment partner, or cash on delivery for selected events.'],
  ['What are the fees?', 'A 5% convenience fee on the ticket price, no delivery fee, and an optional ₹2.00 donation to support musicians. You always see the full total before paying.'],
  ['Where is my ticket?', 'Every confirmed booking has an M-Ticket with a QR code under My Bookings. You can also download it as a PDF or print it.'],
  ['Can I cancel a booking?', `A pending booking can be cancelled from My Bookings at any time, a confirmed one until ${DEFAULT_CANCEL_CUTOFF_HOURS} hours before the event. ${Messages.cancelCutoff(DEFAULT_CANCEL_CUTOFF_HOURS)}`],
  ['Can I get a refund or exchange my tickets?', `Tickets cannot be exchanged. ${cancellationPolicy()} If the organiser cancels the event, everything you paid comes back, fees included. Refunds take 5 to 7 working days; My Bookings shows when yours was initiated and completed.`],
  ['Do I need an ID at the venue?', 'Yes, please carry a valid photo ID along with your M-Ticket.'],
  ['How do I list my event on Utsav?', 'Choose More → Create Event, register as an organiser and submit your event. Our team reviews it, usually within a day.'],
];

/** Static help: a search box (for show), six topics, eight answers and how to reach a person. */
export default function HelpCenterPage() {
  return (
    <Box>
      <Box sx={{ background: 'linear-gradient(120deg, #1c1b2e 0%, #4a1d3c 70%, #e23744 140%)', color: '#fff', py: { xs: 5, md: 8 }, textAlign: 'center' }}>
        <Container maxWidth="sm">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }} data-testid="page-title">How can we help?</Typography>
          <TextField placeholder="Search for answers" fullWidth sx={{ mt: 3, bgcolor: '#fff', borderRadius: 2 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          {CATEGORIES.map((c) => (
            <Grid key={c.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <Box sx={{ color: 'primary.main', bgcolor: '#fff1f2', borderRadius: 2, p: 1, height: 'fit-content', display: 'flex' }}>{c.icon}</Box>
                  <Box>
                    <Typography fontWeight={700}>{c.title}</Typography>
                    <Typography variant="body2" color="text.secondary">{c.text}</Typography>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Typography variant="h5" component="h2" mt={7} mb={2}>Frequently asked questions</Typography>
        <Box data-testid="faqs">
          {FAQS.map(([q, a]) => (
            <Accordion key={q} disableGutters elevation={0} sx={{ border: '1px solid #ececf2', '&:not(:last-child)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}><Typography fontWeight={600}>{q}</Typography></AccordionSummary>
              <AccordionDetails><Typography color="text.secondary">{a}</Typography></AccordionDetails>
            </Accordion>
          ))}
        </Box>

        <Typography variant="h5" component="h2" mt={7} mb={2}>Still need help?</Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <MailOutlineIcon color="primary" />
              <Typography variant="h6" mt={1}>Email support</Typography>
              <Typography color="text.secondary">Write to support@utsav.in. We reply to every email within 24 hours.</Typography>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <PhoneOutlinedIcon color="primary" />
              <Typography variant="h6" mt={1}>Talk to us</Typography>
              <Typography color="text.secondary">Call +91 11 4567 8900, 10 am to 8 pm IST, seven days a week.</Typography>
              <Button component={RouterLink} to="/contact" sx={{ mt: 1, px: 0 }}>Contact page</Button>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
