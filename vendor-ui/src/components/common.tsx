import type { ReactNode } from 'react';
import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ModerationStatus } from '@marketplace/shared-dto';
import { vendorEventStatusLabel } from '@marketplace/shared-dto';
import { capitalise } from '../format';

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Stack direction="row" spacing={1}>{actions}</Stack>}
    </Stack>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }} data-testid="loading">
      <CircularProgress size={20} />
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

const MODERATION_COLOR: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  draft: 'default',
};

/** A submission's status; events say 'Published' for approved, reference items say 'Approved'. */
export function StatusChip({ status, kind = 'reference' }: { status: ModerationStatus | string | null | undefined; kind?: 'event' | 'reference' }) {
  const s = status || 'pending';
  const label = kind === 'event' ? vendorEventStatusLabel(s) : capitalise(s);
  return <Chip size="small" label={label} color={MODERATION_COLOR[s] ?? 'default'} variant={s === 'draft' ? 'outlined' : 'filled'} data-testid="status-chip" />;
}
