import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import type { PublicEvent } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';
import { EmptyState } from '../../components/states';
import { EventSummary } from './event-summary';
import { ReviewAndPay } from './review-and-pay';

/** What a page hands to /checkout: the event and the buyer's choice (the price is asked from the server again). */
export interface CheckoutState {
  event: PublicEvent;
  sessionId?: string;
  qty: number;
}

/** The alternative payment page: needs the state passed by the page that sent the buyer here. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const state = useLocation().state as CheckoutState | null;
  if (!state?.event || !state.qty) {
    return (
      <Container sx={{ py: 6 }}>
        <EmptyState title={t('booking.noData')}>
          <Button component={RouterLink} to="/events" variant="contained" sx={{ mt: 2 }}>{t('notFound.browse')}</Button>
        </EmptyState>
      </Container>
    );
  }
  const session = state.event.sessions?.find((s) => s._id === state.sessionId);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" mb={2}>{t('booking.checkout')}</Typography>
      <EventSummary event={state.event} startsAt={session?.startsAt} titleAs="h2" />
      <Container disableGutters sx={{ mt: 3 }}>
        <ReviewAndPay selection={{ eventId: state.event._id, quantity: state.qty, sessionId: state.sessionId }} title={state.event.title} withPayLater />
      </Container>
    </Container>
  );
}
