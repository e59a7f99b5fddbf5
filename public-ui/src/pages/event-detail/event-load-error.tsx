import { Link as RouterLink } from 'react-router-dom';
import { Button, Container } from '@mui/material';
import { ApiError, useTranslation } from '@marketplace/shared-ui';
import { ErrorState } from '../../components/states';

/** An event that could not be loaded (detail and booking pages): 'Not found' for a 404, else the error with Try Again. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Container sx={{ py: 6, textAlign: 'center' }}>
      <ErrorState title={missing ? t('eventPage.notFound') : t('eventPage.loadFailed')} error={missing ? undefined : error} onRetry={missing ? undefined : onRetry} />
      <Button component={RouterLink} to="/events" variant="contained">{t('eventPage.backToEvents')}</Button>
    </Container>
  );
}
