import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { MAX_TICKETS_PER_BOOKING, type BestAvailableRequest, type SeatMapCategory, type ShowtimeSeatMap } from '@marketplace/shared-dto';
import { SeatLegend, SeatMap, type PlacedSeat, type SeatMapWords } from './seat-map';

/** The picker's words in the page's language (the public site fills them from its catalogues). */
export interface SeatPickerWords extends SeatMapWords {
  /** The map's accessible name. */
  map: string;
  /** A seat's accessible name: 'Row F seat 12, Gold, ₹1,200, available'. */
  seat: (s: { row: string; seat: string; category: string; price: string; available: boolean }) => string;
  /** Where a chosen seat is: 'Stalls · Row F · Seat 12'. */
  place: (s: { zone: string; row: string; seat: string }) => string;
  unavailable: string;
  /** Where the stage is (the top of the plan, where row A is). */
  stage: string;
  chosen: string;
  noneChosen: string;
  remove: (place: string) => string;
  /** Said when a tap would go over the type's limit. */
  limit: (s: { count: number; category: string }) => string;
  /** Said when a tap would go over the seats one booking may hold, of all categories together. */
  limitAll: (s: { count: number }) => string;
  total: (s: { count: number; amount: string }) => string;
  bestAvailable: string;
  category: string;
  quantity: string;
  bestFailed: string;
}

export interface SeatPickerProps {
  map: ShowtimeSeatMap;
  /** The chosen seats' guids. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The most seats of a ticket type one order may take (its maxPerOrder). */
  limitOf: (ticketTypeId: string) => number;
  /** Asks the server for the best adjacent seats (a quote with bestAvailable) and answers their guids. */
  onBestAvailable: (request: BestAvailableRequest) => Promise<string[]>;
  /** Rupees in the page's language. */
  price: (rupees: number) => string;
  words: SeatPickerWords;
  /** The server's words about the chosen seats (a 409: 'Seat F-12 was just taken.'), shown at the map. */
  notice?: string;
}

/**
 * The public site's seat picker for a seated showtime: the legend with prices, the map (a seat taken by
 * someone else is grey and drops out of the choice when the map is read again), 'Best available' for a
 * category and a quantity, and the chosen seats with their prices. Tapping past a type's maxPerOrder says so
 * (or past the seats one booking may hold) instead of choosing.
 */
export function SeatPicker({ map, chosen, onChange, limitOf, onBestAvailable, price, words, notice }: SeatPickerProps) {
  const zones = map.plan.zones;
  const category = useMemo(() => new Map(map.categories.map((c) => [c.name, c])), [map.categories]);
  // a seat of a category the event does not sell is not for sale either
  const unavailable = useMemo(() => new Set(zones.flatMap((z) => z.rows.flatMap((r) => r.seats)).filter((s) => map.status[s.guid] !== 'available' || !category.has(s.category)).map((s) => s.guid)), [zones, map.status, category]);
  const placed = useMemo(() => {
    const m = new Map<string, PlacedSeat>();
    zones.forEach((zone) => zone.rows.forEach((row) => row.seats.forEach((seat) => m.set(seat.guid, { zone, row, seat }))));
    return m;
  }, [zones]);
  const selected = useMemo(() => new Set(chosen), [chosen]);
  const [limitNote, setLimitNote] = useState('');
  const [best, setBest] = useState<{ category: string; quantity: number }>({ category: map.categories[0]?.name ?? '', quantity: 2 });
  const [bestState, setBestState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });

  // seats taken meanwhile leave the choice when the map is read again
  useEffect(() => {
    const kept = chosen.filter((g) => !unavailable.has(g) && placed.has(g));
    if (kept.length !== chosen.length) onChange(kept);
  }, [chosen, unavailable, placed, onChange]);

  // each category's price formatted once, not once per seat (Intl's formatting of 2,000 prices shows in the render time)
  const prices = useMemo(() => new Map(map.categories.map((c) => [c.name, price(c.price)])), [map.categories, price]);
  const describe = useCallback(({ seat, row }: PlacedSeat) => (
    words.seat({ row: row.label, seat: seat.label, category: seat.category, price: prices.get(seat.category) ?? '', available: !unavailable.has(seat.guid) })
  ), [prices, unavailable, words]);

  const typeOf = (guid: string) => category.get(placed.get(guid)?.seat.category ?? '')?.ticketTypeId;
  const toggle = ({ seat }: PlacedSeat) => {
    setLimitNote('');
    if (selected.has(seat.guid)) return onChange(chosen.filter((g) => g !== seat.guid));
    const c = category.get(seat.category);
    if (!c) return;
    const limit = limitOf(c.ticketTypeId);
    if (chosen.filter((g) => typeOf(g) === c.ticketTypeId).length >= limit) return setLimitNote(words.limit({ count: limit, category: c.name }));
    if (chosen.length >= MAX_TICKETS_PER_BOOKING) return setLimitNote(words.limitAll({ count: MAX_TICKETS_PER_BOOKING }));
    onChange([...chosen, seat.guid]);
  };

  const bestCategory: SeatMapCategory | undefined = category.get(best.category) ?? map.categories[0];
  const bestLimit = bestCategory ? Math.max(1, Math.min(limitOf(bestCategory.ticketTypeId), MAX_TICKETS_PER_BOOKING)) : 1;
  const quantity = Math.min(best.quantity, bestLimit);
  async function pickBest() {
    if (!bestCategory) return;
    setLimitNote('');
    setBestState({ busy: true, error: '' });
    try {
      onChange(await onBestAvailable({ ticketTypeId: bestCategory.ticketTypeId, quantity }));
      setBestState({ busy: false, error: '' });
    } catch (e) {
      setBestState({ busy: false, error: e instanceof Error && e.message ? e.message : words.bestFailed });
    }
  }

  const lines = chosen.flatMap((guid) => {
    const p = placed.get(guid);
    const c = p && category.get(p.seat.category);
    return p && c ? [{ guid, place: words.place({ zone: p.zone.name, row: p.row.label, seat: p.seat.label }), category: c }] : [];
  });
  const amount = lines.reduce((sum, l) => sum + l.category.price, 0);

  return (
    <Stack spacing={1.5} data-testid="seat-picker">
      <SeatLegend items={map.categories.map((c) => ({ name: c.name, color: c.color, note: price(c.price) }))} unavailable={words.unavailable} />
      {notice && <Alert severity="error" role="alert" data-testid="seat-notice">{notice}</Alert>}
      <Box data-testid="seat-stage" sx={{ alignSelf: 'center', width: '60%', py: 0.25, textAlign: 'center', typography: 'caption', letterSpacing: 2, textTransform: 'uppercase', color: 'text.secondary', bgcolor: 'action.hover', borderRadius: '0 0 16px 16px' }}>
        {words.stage}
      </Box>
      <SeatMap zones={zones} categories={map.categories} selected={selected} onToggle={toggle} describe={describe} unavailable={unavailable} label={words.map} words={words} />
      {limitNote && <Alert severity="info" role="status" data-testid="seat-limit">{limitNote}</Alert>}

      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" data-testid="seat-best">
        <TextField select size="small" label={words.category} value={bestCategory?.name ?? ''} onChange={(e) => setBest((b) => ({ ...b, category: e.target.value }))} sx={{ minWidth: 140, flex: '1 1 140px' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'seat-best-category' } as object } }}>
          {map.categories.map((c) => <MenuItem key={c.name} value={c.name}>{c.name} · {price(c.price)}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={words.quantity} value={quantity} onChange={(e) => setBest((b) => ({ ...b, quantity: Number(e.target.value) }))} sx={{ width: 96 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'seat-best-quantity' } as object } }}>
          {Array.from({ length: bestLimit }, (_, i) => i + 1).map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
        </TextField>
        <Button variant="outlined" onClick={() => void pickBest()} disabled={!bestCategory || bestState.busy} data-testid="seat-best-available">{words.bestAvailable}</Button>
      </Stack>
      {bestState.error && <Alert severity="error" data-testid="seat-best-error">{bestState.error}</Alert>}

      <Box>
        <Typography variant="subtitle1" fontWeight={700} component="h3">{words.chosen}</Typography>
        {lines.length === 0 ? (
          <Typography color="text.secondary" data-testid="seat-chosen-empty">{words.noneChosen}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="seat-chosen">
              {lines.map((l) => (
                <Box component="li" key={l.guid} data-testid="seat-chosen-item" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                  <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: l.category.color, flexShrink: 0 }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>{l.place} · {l.category.name}</Box>
                  <Typography fontWeight={600} component="span">{price(l.category.price)}</Typography>
                  <IconButton size="small" aria-label={words.remove(l.place)} onClick={() => onChange(chosen.filter((g) => g !== l.guid))}><CloseIcon fontSize="small" /></IconButton>
                </Box>
              ))}
            </Box>
            <Typography fontWeight={700} data-testid="seat-chosen-total">{words.total({ count: lines.length, amount: price(amount) })}</Typography>
          </>
        )}
      </Box>
    </Stack>
  );
}
