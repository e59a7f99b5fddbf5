import { useCallback, useMemo } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import type { BestAvailableRequest, EventSession, PublicEvent } from '@marketplace/shared-dto';
import { SeatPicker, type SeatPickerWords, useFormat, useTranslation } from '@marketplace/shared-ui';
import { quoteBooking } from '../../api/bookings';
import { useShowtimeSeats } from '../../hooks/use-events';

/** A seat's accessible name is asked for 2,000 seats at once: t() each time cost tens of ms (i18next), so the
 * catalogue's sentence is read once with marks in its blanks, and each seat fills the marks. */
const MARKS = { row: '⟦row⟧', seat: '⟦seat⟧', category: '⟦category⟧', price: '⟦price⟧' };
const filled = (text: string) => (values: Record<string, unknown>) => text.replace(/⟦(\w+)⟧/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Step 2 of a seated showtime: the seat picker over the showtime's map. 'Best available' asks the server for a
 * quote of the best seats and chooses the seats it priced, so the buyer sees them on the map before paying.
 */
export function SeatsStep({ event, slug, code, session, chosen, onChange, notice }: {
  event: PublicEvent; slug: string; code: string; session: EventSession; chosen: string[]; onChange: (seats: string[]) => void; notice?: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const seats = useShowtimeSeats(slug, code, session._id);
  const words = useMemo<SeatPickerWords>(() => {
    const available = filled(t('seatPicker.seatAvailable', MARKS));
    const unavailable = filled(t('seatPicker.seatUnavailable', MARKS));
    return {
      map: t('seatPicker.map'),
      seat: (s) => (s.available ? available(s) : unavailable(s)),
      place: (s) => t('seatPicker.place', s),
      unavailable: t('seatPicker.unavailable'),
      stage: t('seatPicker.stage'),
      chosen: t('seatPicker.chosen'),
      noneChosen: t('seatPicker.noneChosen'),
      remove: (place) => t('seatPicker.remove', { place }),
      limit: (s) => t('seatPicker.limit', s),
      limitAll: (s) => t('seatPicker.limitAll', s),
      total: (s) => t('seatPicker.total', s),
      bestAvailable: t('seatPicker.bestAvailable'),
      category: t('seatPicker.category'),
      quantity: t('seatPicker.quantity'),
      bestFailed: t('seatPicker.bestFailed'),
      zoomIn: t('seatPicker.zoomIn'),
      zoomOut: t('seatPicker.zoomOut'),
      wholePlan: t('seatPicker.wholePlan'),
    };
  }, [t]);
  const limitOf = useCallback((ticketTypeId: string) => {
    const type = event.ticketTypes.find((x) => x.id === ticketTypeId);
    return type?.onSale ? type.maxPerOrder : 0;
  }, [event.ticketTypes]);
  const best = useCallback(async (request: BestAvailableRequest) => {
    const quote = await quoteBooking({ eventId: event._id, sessionId: session._id, donation: false, bestAvailable: request });
    const guids = quote.lines.flatMap((l) => l.seatGuids ?? []);
    if (!guids.length) throw new Error(t('seatPicker.bestFailed'));
    return guids;
  }, [event._id, session._id, t]);

  if (seats.isLoading) return <Stack data-testid="seats-loading"><Skeleton height={40} /><Skeleton variant="rounded" height={260} /></Stack>;
  if (seats.isError || !seats.data) {
    return (
      <Alert severity="error" data-testid="seats-error" action={<Button color="inherit" size="small" onClick={() => void seats.refetch()}>{t('common.tryAgain')}</Button>}>
        {t('seatPicker.loadFailed')}
      </Alert>
    );
  }
  if (!seats.data.categories.length || !seats.data.plan.zones.some((z) => z.rows.some((r) => r.seats.length))) {
    return <Alert severity="info" data-testid="seats-empty">{t('seatPicker.empty')}</Alert>;
  }
  return <SeatPicker map={seats.data} chosen={chosen} onChange={onChange} limitOf={limitOf} onBestAvailable={best} price={f.price} words={words} notice={notice} />;
}
