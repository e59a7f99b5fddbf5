import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSeatingPlan } from '@marketplace/shared-dto';
import { SeatMap, type PlacedSeat } from './seat-map';

const { layout } = readSeatingPlan({ generate: { sections: [{ name: 'Stalls', category: 'Gold', rows: 'A-C', seatsPerRow: 4, aisleAfter: [2] }] } });
const describeSeat = ({ seat, row }: PlacedSeat) => `Row ${row.label} seat ${seat.label}`;

/** The map as an owner uses it: a set of chosen seats that a toggle adds to or takes from. */
function Chooser({ unavailable }: { unavailable?: Set<string> }) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = ({ seat }: PlacedSeat) => setChosen((s) => {
    const next = new Set(s);
    if (!next.delete(seat.guid)) next.add(seat.guid);
    return next;
  });
  return <SeatMap zones={layout!.zones} categories={layout!.categories} selected={chosen} onToggle={toggle} describe={describeSeat} unavailable={unavailable} label="Seats" />;
}

const seat = (name: string) => screen.getByRole('checkbox', { name });

describe('SeatMap', () => {
  it('names every seat, and a click chooses and un-chooses it', () => {
    render(<Chooser />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    fireEvent.click(seat('Row B seat 3'));
    expect(seat('Row B seat 3').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(seat('Row B seat 3'));
    expect(seat('Row B seat 3').getAttribute('aria-checked')).toBe('false');
  });

  it('keeps one seat in the tab order; arrows walk the row and the rows, Enter and Space choose', () => {
    render(<Chooser />);
    const tabbable = () => screen.getAllByRole('checkbox').filter((c) => c.getAttribute('tabindex') === '0');
    expect(tabbable().map((c) => c.getAttribute('aria-label'))).toEqual(['Row A seat 1']);
    const map = screen.getByRole('group', { name: 'Seats' });
    seat('Row A seat 1').focus();
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat('Row A seat 3'));
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat('Row B seat 3'));
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(seat('Row B seat 3').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(map, { key: 'ArrowUp' });
    fireEvent.keyDown(map, { key: ' ' });
    expect(seat('Row A seat 3').getAttribute('aria-checked')).toBe('true');
    expect(tabbable().map((c) => c.getAttribute('aria-label'))).toEqual(['Row A seat 3']);
  });

  it('greys a seat that is not for sale and does not let a buyer choose it', () => {
    render(<Chooser unavailable={new Set([layout!.zones[0].rows[0].seats[0].guid])} />);
    expect(seat('Row A seat 1').getAttribute('aria-disabled')).toBe('true');
    expect(seat('Row A seat 1').getAttribute('data-state')).toBe('unavailable');
    fireEvent.click(seat('Row A seat 1'));
    expect(seat('Row A seat 1').getAttribute('aria-checked')).toBe('false');
    // the first seat for sale is the one in the tab order
    expect(seat('Row A seat 2').getAttribute('tabindex')).toBe('0');
  });
});
