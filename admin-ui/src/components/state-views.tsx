import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

/** The loading, error and empty states every screen shows (texts come from the spec). */
export function LoadingState({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Box data-testid="loading" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8, color: 'text.secondary' }}>
      <CircularProgress size={24} />
      <Typography>{label ?? translate('app.common.loading')}</Typography>
    </Box>
  );
}

export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Alert severity="error" data-testid="error" action={action} sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" data-testid="empty" sx={{ py: 6, px: 3, textAlign: 'center', color: 'text.secondary', borderStyle: 'dashed' }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />
      <Typography>{message}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

interface ListStatesProps<T> {
  isPending: boolean;
  error: unknown;
  items: T[] | undefined;
  errorMessage: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  /** The list itself, drawn only once there is at least one item. */
  children: (items: T[]) => ReactNode;
}

/** A list screen's loading, error and empty states in that order, then the list. */
export function ListStates<T>({ isPending, error, items, errorMessage, emptyMessage, emptyAction, children }: ListStatesProps<T>) {
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState message={errorMessage} />;
  if (!items?.length) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return children(items);
}
