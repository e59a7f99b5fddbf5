import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSeatingPlan, seatLabel, type BestAvailableRequest, type ShowtimeSeatMap } from '@marketplace/shared-dto';
import { SeatPicker, type SeatPickerWords } from './seat-picker';

const { layout } = readSeatingPlan({
  generate: { sections: [
    { name: 'Stalls', category: 'Gold', rows: 'A-B', seatsPerRow: 4 },
    { name: 'Balcony', category: 'Silver', rows: 'C', seatsPerRow: 4 },
  ] },
});
const zones = layout!.zones;
const guid = (zone: number, row: number, seat: number) => zones[zone].rows[row].seats[seat].guid;
const categories = [
  { name: 'Gold', color: '#7b1fa2', ticketTypeId: 'gold', price: 1200 },
  { name: 'Silver', color: '#1565c0', ticketTypeId: 'silver', price: 500 },
];
const allAvailable = Object.fromEntries(zones.flatMap((z) => z.rows.flatMap((r) => r.seats)).map((s) => [s.guid, 'available' as const]));
const seatMap = (status: ShowtimeSeatMap['status'] = allAvailable): ShowtimeSeatMap => ({ plan: { zones }, categories, status });

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const words: SeatPickerWords = {
  map: 'Seats', zoomIn: 'Zoom in', zoomOut: 'Zoom out', wholePlan: 'Whole plan',
  seat: (s) => `Row ${s.row} seat ${s.seat}, ${s.category}, ${s.price}, ${s.available ? 'available' : 'not available'}`,
  place: (s) => seatLabel(s.zone, s.row, s.seat),
  unavailable: 'Not available', stage: 'Stage', chosen: 'Your seats', noneChosen: 'Tap seats on the map', remove: (p) => `Remove ${p}`,
  limit: (s) => `Up to ${s.count} ${s.category} seats in one order.`,
  limitAll: (s) => `Up to ${s.count} seats in one order.`,
  total: (s) => `${s.count} seats · ${s.amount}`,
  bestAvailable: 'Best available', category: 'Category', quantity: 'Seats', bestFailed: 'Could not find seats.',
};

/** The picker as the booking page holds it: the chosen guids in its state. */
function Page({ map, best = async () => [], limit = 4 }: { map: ShowtimeSeatMap; best?: (r: BestAvailableRequest) => Promise<string[]>; limit?: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return <SeatPicker map={map} chosen={chosen} onChange={setChosen} limitOf={() => limit} onBestAvailable={best} price={rupees} words={words} />;
}

const seat = (name: string) => screen.getByRole('checkbox', { name });

describe('SeatPicker', () => {
  it('shows the legend with prices, names each seat with its category, price and state, and lists the chosen seats with a total', () => {
    render(<Page map={seatMap({ ...allAvailable, [guid(0, 0, 0)]: 'unavailable' })} />);
    const legend = screen.getByTestId('seat-legend');
    expect(legend.textContent).toContain('Gold · ₹1,200');
    expect(legend.textContent).toContain('Silver · ₹500');
    expect(seat('Row A seat 1, Gold, ₹1,200, not available').getAttribute('data-state')).toBe('unavailable');
    expect(screen.getByTestId('seat-chosen-empty').textContent).toBe('Tap seats on the map');

    fireEvent.click(seat('Row A seat 1, Gold, ₹1,200, not available'));
    fireEvent.click(seat('Row B seat 2, Gold, ₹1,200, available'));
    fireEvent.click(seat('Row C seat 3, Silver, ₹500, available'));
    const items = within(screen.getByTestId('seat-chosen')).getAllByTestId('seat-chosen-item').map((li) => li.textContent);
    expect(items).toEqual(['Stalls · Row B · Seat 2 · Gold₹1,200', 'Balcony · Row C · Seat 3 · Silver₹500']);
    expect(screen.getByTestId('seat-chosen-total').textContent).toBe('2 seats · ₹1,700');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Stalls · Row B · Seat 2' }));
    expect(screen.getAllByTestId('seat-chosen-item')).toHaveLength(1);
    expect(seat('Row B seat 2, Gold, ₹1,200, available').getAttribute('aria-checked')).toBe('false');
  });

  it('stops at the type\'s limit and says so; seats of another type still count on their own', () => {
    render(<Page map={seatMap()} limit={2} />);
    fireEvent.click(seat('Row A seat 1, Gold, ₹1,200, available'));
    fireEvent.click(seat('Row A seat 2, Gold, ₹1,200, available'));
    fireEvent.click(seat('Row A seat 3, Gold, ₹1,200, available'));
    expect(screen.getByTestId('seat-limit').textContent).toBe('Up to 2 Gold seats in one order.');
    expect(seat('Row A seat 3, Gold, ₹1,200, available').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(seat('Row C seat 1, Silver, ₹500, available'));
    expect(screen.getAllByTestId('seat-chosen-item')).toHaveLength(3);
  });

  it('stops at the seats one booking may hold, over all categories', () => {
    render(<Page map={seatMap()} limit={10} />);
    const names = [...zones[0].rows, ...zones[1].rows].flatMap((r) => r.seats.map((s) => `Row ${r.label} seat ${s.label}, ${s.category}, ${s.category === 'Gold' ? '₹1,200' : '₹500'}, available`));
    names.slice(0, 11).forEach((name) => fireEvent.click(seat(name)));
    expect(screen.getAllByTestId('seat-chosen-item')).toHaveLength(10);
    expect(screen.getByTestId('seat-limit').textContent).toBe('Up to 10 seats in one order.');
  });

  it('chooses by keyboard: arrows move between seats, Enter chooses', () => {
    render(<Page map={seatMap()} />);
    seat('Row A seat 1, Gold, ₹1,200, available').focus();
    const map = screen.getByRole('group', { name: 'Seats' });
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(seat('Row B seat 2, Gold, ₹1,200, available').getAttribute('aria-checked')).toBe('true');
  });

  it('asks for the best available seats of a category and shows the ones the server picked', async () => {
    const asked: BestAvailableRequest[] = [];
    render(<Page map={seatMap()} best={async (r) => (asked.push(r), [guid(1, 0, 1), guid(1, 0, 2)])} />);
    await act(async () => fireEvent.click(screen.getByTestId('seat-best-available')));
    expect(asked).toEqual([{ ticketTypeId: 'gold', quantity: 2 }]);
    expect(seat('Row C seat 2, Silver, ₹500, available').getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByTestId('seat-chosen-item').map((li) => li.textContent)).toEqual(['Balcony · Row C · Seat 2 · Silver₹500', 'Balcony · Row C · Seat 3 · Silver₹500']);
  });

  it('shows the server\'s refusal of best available, and keeps what was chosen', async () => {
    render(<Page map={seatMap()} best={async () => { throw new Error('Not enough adjacent seats.'); }} />);
    fireEvent.click(seat('Row A seat 1, Gold, ₹1,200, available'));
    await act(async () => fireEvent.click(screen.getByTestId('seat-best-available')));
    expect(screen.getByTestId('seat-best-error').textContent).toBe('Not enough adjacent seats.');
    expect(screen.getAllByTestId('seat-chosen-item')).toHaveLength(1);
  });

  it('drops a chosen seat that the next reading of the map says is taken, and shows the server\'s words at the map', () => {
    function Refreshing() {
      const [map, setMap] = useState(seatMap());
      const [chosen, setChosen] = useState<string[]>([]);
      return (
        <>
          <button type="button" onClick={() => setMap(seatMap({ ...allAvailable, [guid(0, 1, 3)]: 'unavailable' }))}>refresh</button>
          <SeatPicker map={map} chosen={chosen} onChange={setChosen} limitOf={() => 4} onBestAvailable={async () => []} price={rupees} words={words}
            notice={map.status[guid(0, 1, 3)] === 'unavailable' ? 'Seat B-4 was just taken.' : undefined} />
        </>
      );
    }
    render(<Refreshing />);
    fireEvent.click(seat('Row B seat 4, Gold, ₹1,200, available'));
    fireEvent.click(seat('Row B seat 3, Gold, ₹1,200, available'));
    fireEvent.click(screen.getByText('refresh'));
    expect(screen.getByTestId('seat-notice').textContent).toBe('Seat B-4 was just taken.');
    expect(seat('Row B seat 4, Gold, ₹1,200, not available').getAttribute('data-state')).toBe('unavailable');
    expect(screen.getAllByTestId('seat-chosen-item').map((li) => li.textContent)).toEqual(['Stalls · Row B · Seat 3 · Gold₹1,200']);
  });
});
