import { memo, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import CenterFocusIcon from '@mui/icons-material/CenterFocusStrong';
import { SEAT_PITCH, type PlanRow, type PlanSeat, type PlanZone, type SeatingCategory } from '@marketplace/shared-dto';

/** A seat with its place, as the map hands it to its owner. */
export interface PlacedSeat { seat: PlanSeat; zone: PlanZone; row: PlanRow }

export interface SeatMapProps {
  zones: PlanZone[];
  categories: SeatingCategory[];
  selected: ReadonlySet<string>;
  onToggle: (placed: PlacedSeat) => void;
  /** Each seat's accessible name, e.g. 'Row F seat 12, Gold, ₹1,200, available'. */
  describe: (placed: PlacedSeat) => string;
  /** Seats that are not for sale (sold, held, blocked); they are grey. */
  unavailable?: ReadonlySet<string>;
  /** Whether a seat that is not for sale can still be chosen (the organiser's editor), not a buyer. */
  chooseUnavailable?: boolean;
  label: string;
  testId?: string;
  /** The zoom buttons' names in the page's language (English by default). */
  words?: SeatMapWords;
}

export interface SeatMapWords { zoomIn: string; zoomOut: string; wholePlan: string }
const ENGLISH: SeatMapWords = { zoomIn: 'Zoom in', zoomOut: 'Zoom out', wholePlan: 'Whole plan' };

const RADIUS = SEAT_PITCH * 0.4;
const UNAVAILABLE = '#bdbdbd';
const MAX_ZOOM = 8;

/**
 * A seating plan as an SVG: seats coloured by category, grey when not for sale, ringed when chosen. Tap or
 * click chooses; buttons, the wheel or a pinch zoom; dragging pans. One seat at a time is in the tab order:
 * arrow keys move along the row and between rows, Enter or Space chooses. Clicks and keys are handled once
 * on the map (a 2,000-seat plan is 2,000 circles, not 2,000 handlers).
 */
export function SeatMap({ zones, categories, selected, onToggle, describe, unavailable, chooseUnavailable = false, label, testId = 'seat-map', words = ENGLISH }: SeatMapProps) {
  const colour = useMemo(() => new Map(categories.map((c) => [c.name, c.color])), [categories]);
  /** Rows in reading order, each with its seats left to right: what the arrow keys walk. */
  const rows = useMemo(() => zones.flatMap((zone) => zone.rows.map((row) => ({ zone, row, seats: [...row.seats].sort((a, b) => a.x - b.x) }))), [zones]);
  const byGuid = useMemo(() => {
    const m = new Map<string, { placed: PlacedSeat; r: number; s: number }>();
    rows.forEach(({ zone, row, seats }, r) => seats.forEach((seat, s) => m.set(seat.guid, { placed: { seat, zone, row }, r, s })));
    return m;
  }, [rows]);
  const bounds = useMemo(() => {
    const all = rows.flatMap((r) => r.seats);
    const xs = all.map((s) => s.x);
    const ys = all.map((s) => s.y);
    const pad = SEAT_PITCH * 2;
    // row labels sit left of each row's first seat
    const minX = Math.min(...xs) - pad - SEAT_PITCH;
    const minY = Math.min(...ys) - pad;
    return { minX, minY, width: Math.max(...xs) - minX + pad, height: Math.max(...ys) - minY + pad };
  }, [rows]);

  const [view, setView] = useState({ zoom: 1, dx: 0, dy: 0 });
  const [focused, setFocused] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);

  const takenOf = (seat: PlanSeat) => !!seat.blocked || !!unavailable?.has(seat.guid);
  const choosable = (seat: PlanSeat) => chooseUnavailable || !takenOf(seat);
  const tabStop = focused && byGuid.has(focused) ? focused : rows.flatMap((r) => r.seats).find(choosable)?.guid ?? rows[0]?.seats[0]?.guid;

  const zoomBy = (factor: number) => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, Math.max(1, v.zoom * factor)) }));
  const toggle = (guid: string | undefined) => {
    const found = guid ? byGuid.get(guid) : undefined;
    if (found && choosable(found.placed.seat)) onToggle(found.placed);
  };
  const focusSeat = (guid: string) => {
    setFocused(guid);
    [...(svg.current?.querySelectorAll<SVGElement>('[data-guid]') ?? [])].find((el) => el.dataset.guid === guid)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const at = tabStop ? byGuid.get(tabStop) : undefined;
    if (!at) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      toggle(tabStop);
      return;
    }
    const { r, s } = at;
    let next: PlanSeat | undefined;
    if (e.key === 'ArrowLeft') next = rows[r].seats[s - 1];
    else if (e.key === 'ArrowRight') next = rows[r].seats[s + 1];
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const other = rows[r + (e.key === 'ArrowUp' ? -1 : 1)];
      // the seat of the next row nearest across
      next = other?.seats.reduce<PlanSeat | undefined>((best, seat) => (!best || Math.abs(seat.x - at.placed.seat.x) < Math.abs(best.x - at.placed.seat.x) ? seat : best), undefined);
    } else return;
    e.preventDefault();
    if (next) focusSeat(next.guid);
  };

  // panning with one pointer, pinching with two; a drag is not a tap
  const scale = () => (svg.current ? bounds.width / view.zoom / svg.current.getBoundingClientRect().width : 1);
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      const other = points.find((p) => p !== last)!;
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      if (before > 0) zoomBy(after / before);
    } else if (view.zoom > 1) {
      const k = scale();
      setView((v) => ({ ...v, dx: v.dx - (e.clientX - last.x) * k, dy: v.dy - (e.clientY - last.y) * k }));
    }
    if (Math.abs(e.clientX - last.x) + Math.abs(e.clientY - last.y) > 3) dragged.current = true;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => { pointers.current.delete(e.pointerId); };

  const width = bounds.width / view.zoom;
  const height = bounds.height / view.zoom;
  const minX = Math.min(Math.max(bounds.minX + view.dx + (bounds.width - width) / 2, bounds.minX), bounds.minX + bounds.width - width);
  const minY = Math.min(Math.max(bounds.minY + view.dy + (bounds.height - height) / 2, bounds.minY), bounds.minY + bounds.height - height);

  const circles = useMemo(() => rows.flatMap(({ zone, row, seats }) => seats.map((seat) => {
    const taken = !!seat.blocked || !!unavailable?.has(seat.guid);
    return (
      <Seat
        key={seat.guid}
        seat={seat}
        state={selected.has(seat.guid) ? 'selected' : taken ? 'unavailable' : 'available'}
        fill={taken ? UNAVAILABLE : colour.get(seat.category) ?? UNAVAILABLE}
        disabled={!chooseUnavailable && taken}
        label={describe({ seat, zone, row })}
        tabbable={seat.guid === tabStop}
      />
    );
  })), [rows, selected, unavailable, colour, tabStop, describe, chooseUnavailable]);

  const rowLabels = useMemo(() => rows.filter((r) => r.seats.length).map(({ zone, row, seats }) => (
    <text key={`${zone.name}:${row.label}`} x={seats[0].x - SEAT_PITCH} y={seats[0].y} fontSize={SEAT_PITCH * 0.6} textAnchor="end" dominantBaseline="central" fill="#555" aria-hidden>
      {row.label}
    </text>
  )), [rows]);

  return (
    <Box
      data-testid={testId}
      // one rule for every seat rather than a style on each of 2,000 circles
      // the zoom buttons sit above the plan, not over its top row
      sx={{ position: 'relative', pt: 5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', '& circle': { cursor: 'pointer', outlineOffset: 1 }, '& circle[aria-disabled="true"]': { cursor: 'not-allowed' } }}
    >
      <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1, bgcolor: 'background.paper', borderRadius: 1 }}>
        <Tooltip title={words.zoomIn}><IconButton size="small" aria-label={words.zoomIn} onClick={() => zoomBy(1.5)} data-testid="seat-map-zoom-in"><ZoomInIcon fontSize="small" /></IconButton></Tooltip>
        <Tooltip title={words.zoomOut}><IconButton size="small" aria-label={words.zoomOut} onClick={() => zoomBy(1 / 1.5)} data-testid="seat-map-zoom-out"><ZoomOutIcon fontSize="small" /></IconButton></Tooltip>
        <Tooltip title={words.wholePlan}><IconButton size="small" aria-label={words.wholePlan} onClick={() => setView({ zoom: 1, dx: 0, dy: 0 })} data-testid="seat-map-whole"><CenterFocusIcon fontSize="small" /></IconButton></Tooltip>
      </Stack>
      <svg
        ref={svg}
        role="group"
        aria-label={label}
        viewBox={`${minX} ${minY} ${width} ${height}`}
        width="100%"
        style={{ display: 'block', maxHeight: '70vh', touchAction: view.zoom > 1 ? 'none' : 'pan-y' }}
        onClick={(e) => { if (!dragged.current) toggle((e.target as Element).getAttribute('data-guid') ?? undefined); }}
        onFocus={(e) => { const guid = (e.target as Element).getAttribute('data-guid'); if (guid) setFocused(guid); }}
        onKeyDown={onKeyDown}
        onWheel={(e) => { if (e.ctrlKey) zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2); }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {rowLabels}
        {circles}
      </svg>
    </Box>
  );
}

/**
 * One seat. Memoised: a tap changes one or two seats, and the other 2,000 keep their props, so React skips them
 * instead of comparing every attribute of every circle.
 */
const Seat = memo(function Seat({ seat, state, fill, disabled, label, tabbable }: {
  seat: PlanSeat; state: 'selected' | 'unavailable' | 'available'; fill: string; disabled: boolean; label: string; tabbable: boolean;
}) {
  const chosen = state === 'selected';
  return (
    <circle
      data-guid={seat.guid}
      data-testid={`seat-${seat.guid}`}
      data-state={state}
      cx={seat.x}
      cy={seat.y}
      r={RADIUS}
      fill={fill}
      // only a chosen seat has a ring: 2,000 seats with stroke attributes they do not need cost render time
      stroke={chosen ? '#000' : undefined}
      strokeWidth={chosen ? RADIUS * 0.5 : undefined}
      role="checkbox"
      aria-checked={chosen}
      aria-disabled={disabled || undefined}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
    />
  );
});

/** The categories' colours (with a note such as the price), for a legend beside the map; `unavailable` names the grey. */
export function SeatLegend({ items, unavailable = 'Not available' }: { items: { name: string; color: string; note?: string }[]; unavailable?: string }) {
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} data-testid="seat-legend" sx={{ my: 1 }}>
      {[...items, { name: unavailable, color: UNAVAILABLE }].map((item) => (
        <Stack key={item.name} direction="row" spacing={0.75} alignItems="center">
          <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: item.color, display: 'inline-block' }} />
          <span>{item.name}{'note' in item && item.note ? ` · ${item.note}` : ''}</span>
        </Stack>
      ))}
    </Stack>
  );
}
