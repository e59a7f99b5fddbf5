import { Button, Paper, Typography } from '@mui/material';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Page, PageHeader } from '../../components/page-header';

/** /admin/tickets: a placeholder in the spec; bookings carry the tickets for now. */
export default function TicketsPage() {
  const translate = useTranslate();
  return (
    <Page>
      <PageHeader title={translate('app.menu.tickets')} />
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <ConfirmationNumberOutlinedIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
        <Typography data-testid="tickets-placeholder">{translate('app.tickets.placeholder')}</Typography>
        <Button component={Link} to="/bookings" sx={{ mt: 2 }}>{translate('app.tickets.toBookings')}</Button>
      </Paper>
    </Page>
  );
}
