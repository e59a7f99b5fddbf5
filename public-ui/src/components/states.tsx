import { ReactNode } from 'react';
import { Alert, Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from '@marketplace/shared-ui';

/** The error state of a screen: the spec's text, the server's detail when it has one, and Try Again. */
export function ErrorState({ title, error, onRetry }: { title: string; error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error && error.message && error.message !== title ? error.message : '';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="error-state" role="alert">
      <ErrorOutlineIcon color="error" sx={{ fontSize: 44 }} />
      <Typography variant="h6" mt={1}>{title}</Typography>
      {detail && <Typography color="text.secondary" mt={0.5}>{detail}</Typography>}
      {onRetry && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onRetry} data-testid="try-again">
          {t('common.tryAgain')}
        </Button>
      )}
    </Box>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }} data-testid="empty-state">
      <InboxOutlinedIcon sx={{ fontSize: 44, opacity: 0.6 }} />
      <Typography variant="h6" mt={1} color="text.primary">{title}</Typography>
      {children}
    </Box>
  );
}

/** A grid of card skeletons while a list loads. */
export function CardGridSkeleton({ count = 8, height = 260, columns = { xs: 12, sm: 6, md: 3 } }: { count?: number; height?: number; columns?: Record<string, number> }) {
  return (
    <Grid container spacing={3} data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={columns}>
          <Skeleton variant="rounded" height={height} />
          <Skeleton width="80%" sx={{ mt: 1 }} />
          <Skeleton width="50%" />
        </Grid>
      ))}
    </Grid>
  );
}

export function InlineError({ message }: { message: string }) {
  return <Alert severity="error" data-testid="inline-error">{message}</Alert>;
}
