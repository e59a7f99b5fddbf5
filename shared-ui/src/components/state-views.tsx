import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }} data-testid="loading" role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

export function ErrorState({ message }: { message: string }) {
  return (
    <Alert severity="error" data-testid="error-state" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid="empty-state">
      <Typography color="text.secondary">{message}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
