import { Link as RouterLink } from 'react-router-dom';
import { Button, Container } from '@mui/material';
import { ApiError } from '@marketplace/shared-ui';
import { ErrorState } from '../../components/states';

/** An event that could not be loaded (detail and booking pages): 'Not found' for a 404, else the error with Try Again. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Container sx={{ py: 6, textAlign: 'center' }}>
      <ErrorState title={missing ? 'Not found' : 'Failed to load event'} error={missing ? undefined : error} onRetry={missing ? undefined : onRetry} />
      <Button component={RouterLink} to="/events" variant="contained">Back to events</Button>
    </Container>
  );
}
