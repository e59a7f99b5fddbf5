import { Link as RouterLink } from 'react-router-dom';
import { Link, Paper, Typography } from '@mui/material';
import { PageHeader } from '../../components/common';

/** The spec gives this screen placeholder text only; ticket sales live on the Tickets screen. */
export default function BookingsPage() {
  return (
    <>
      <PageHeader title="Bookings" />
      <Paper variant="outlined" sx={{ p: 4 }} data-testid="bookings-placeholder">
        <Typography color="text.secondary">
          Bookings management is coming soon. Meanwhile, every ticket sold for your events is listed under{' '}
          <Link component={RouterLink} to="/tickets">
            Tickets
          </Link>
          .
        </Typography>
      </Paper>
    </>
  );
}
