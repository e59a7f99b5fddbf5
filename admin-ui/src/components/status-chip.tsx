import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
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

/** 'pending' -> 'Pending'; words joined by _ become separate words. */
export const readable = (value: string | null | undefined) =>
  value ? value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : '-';

export type StatusKind = 'event' | 'plain';

/** A status badge; events show the back office labels (pending → Draft, approved → Published, rejected → Cancelled). */
export function StatusChip({ status, kind = 'plain', label }: { status: string | null | undefined; kind?: StatusKind; label?: string }) {
  const text = label ?? (kind === 'event' ? adminEventStatusLabel(status) : readable(status));
  return <Chip size="small" label={text} color={TONES[status ?? ''] ?? 'default'} variant={status === 'pending' ? 'outlined' : 'filled'} data-testid="status" />;
}

/** The status badge of the record in context (a <DataTable> cell or a <SimpleList> line). */
export function StatusField({ source = 'status', kind = 'plain' }: { source?: string; kind?: StatusKind }) {
  const record = useRecordContext();
  // Reference items without a status are approved (admin spec section 3).
  return <StatusChip status={(record?.[source] as string | undefined) ?? 'approved'} kind={kind} />;
}
