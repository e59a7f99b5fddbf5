import { Button, Paper, Typography } from '@mui/material';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import { Link } from 'react-router-dom';
import { Page, PageHeader } from '../../components/page-header';

/** /admin/tickets: a placeholder in the spec; bookings carry the tickets for now. */
export default function TicketsPage() {
  return (
    <Page>
      <PageHeader title="Tickets" />
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <ConfirmationNumberOutlinedIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
        <Typography data-testid="tickets-placeholder">View and manage event tickets here.</Typography>
        <Button component={Link} to="/bookings" sx={{ mt: 2 }}>Go to bookings</Button>
      </Paper>
    </Page>
  );
}
