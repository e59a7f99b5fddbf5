import { Chip } from '@mui/material';
import { statusTone } from '@marketplace/shared-dto';

/** Booking status badge: pending yellow, confirmed green, cancelled red; a missing status is pending. */
export function StatusChip({ status }: { status?: string | null }) {
  const s = status || 'pending';
  return <Chip size="small" color={statusTone(s)} label={s.charAt(0).toUpperCase() + s.slice(1)} data-testid="booking-status" variant="filled" />;
}
