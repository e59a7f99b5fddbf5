import { Chip } from '@mui/material';
import { eventStatusLabel, statusLabel, statusTone, type Locale } from '@marketplace/shared-dto';

/**
 * Whose words: events read Draft/Awaiting approval/Published/Rejected/Cancelled in both the back office and the
 * vendor portal; everything else (bookings, payments, vendors, reference items) reads 'Pending', 'Refund due', ...
 * from shared-dto's one list.
 */
export type StatusKind = 'event' | 'plain';

const LABELS: Record<StatusKind, (status: string | null | undefined, locale: Locale) => string> = { event: eventStatusLabel, plain: statusLabel };

export function statusText(status: string | null | undefined, kind: StatusKind = 'plain', locale: Locale = 'en'): string {
  return LABELS[kind](status, locale);
}

/** A status badge with a readable label (in `locale`, English by default) and its colour. */
export function StatusChip({ status, kind = 'plain', label, testId = 'status', locale = 'en' }: {
  status: string | null | undefined; kind?: StatusKind; label?: string; testId?: string; locale?: Locale;
}) {
  return <Chip size="small" label={label ?? statusText(status, kind, locale)} color={status ? statusTone(status) : 'default'} data-testid={testId} />;
}
