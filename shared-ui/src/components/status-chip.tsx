import { Chip } from '@mui/material';
import { eventStatusLabel, statusLabel, statusTone } from '@marketplace/shared-dto';

/**
 * Whose words: events read Draft/Awaiting approval/Published/Rejected/Cancelled in both the back office and the
 * vendor portal; everything else (bookings, payments, vendors, reference items) reads 'Pending', 'Refund due', ...
 * from shared-dto's one list.
 */
export type StatusKind = 'event' | 'plain';

const LABELS: Record<StatusKind, (status: string | null | undefined) => string> = { event: eventStatusLabel, plain: statusLabel };

export function statusText(status: string | null | undefined, kind: StatusKind = 'plain'): string {
  return LABELS[kind](status);
}

/** A status badge with a readable label and its colour. */
export function StatusChip({ status, kind = 'plain', label, testId = 'status' }: { status: string | null | undefined; kind?: StatusKind; label?: string; testId?: string }) {
  return <Chip size="small" label={label ?? statusText(status, kind)} color={status ? statusTone(status) : 'default'} data-testid={testId} />;
}
