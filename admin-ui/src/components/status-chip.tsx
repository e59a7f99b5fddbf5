import { Chip } from '@mui/material';
import { adminEventStatusLabel } from '@marketplace/shared-dto';

const TONES: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  approved: 'success',
  confirmed: 'success',
  active: 'success',
  pending: 'warning',
  draft: 'default',
  rejected: 'error',
  cancelled: 'error',
  suspended: 'error',
  inactive: 'default',
};

/** A status badge; events show the back office labels (pending → Draft, approved → Published, rejected → Cancelled). */
export function StatusChip({ status, kind = 'plain' }: { status: string | null | undefined; kind?: 'event' | 'plain' }) {
  const label = kind === 'event' ? adminEventStatusLabel(status) : status ? status.charAt(0).toUpperCase() + status.slice(1) : '-';
  return <Chip size="small" label={label} color={TONES[status ?? ''] ?? 'default'} variant={status === 'pending' ? 'outlined' : 'filled'} data-testid="status" />;
}
