import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/format';
import { kitWords } from '../i18n/kit-words';
import { InventoryTable, type InventoryEvent } from './inventory-table';

const words = kitWords('en').inventory;

const session = (id: string, startsAt: string, label: string) =>
  ({ _id: id, id, startsAt, label, capacity: null, available: 0, soldOut: false, ticketTypes: [], cancelledAt: null, cancelReason: null, seated: false });
const type = (id: string, name: string, price: number) =>
  ({ _id: id, id, name, price, description: null, quantity: 0, seatsPerUnit: 1 }) as unknown as InventoryEvent['ticketTypes'][number];

const event: InventoryEvent = {
  startDate: '2026-12-19T13:30:00.000Z',
  sessions: [session('s1', '2026-12-19T13:30:00.000Z', 'Evening'), session('s2', '2026-12-20T13:30:00.000Z', '')],
  ticketTypes: [type('gold', 'Gold', 1499), type('silver', 'Silver', 499)],
  // in no particular order: the table follows the event's own order of showtimes, then types
  inventory: [
    { sessionId: 's2', ticketTypeId: 'silver', quantity: 50, sold: 0, held: 0, available: 50 },
    { sessionId: 's1', ticketTypeId: 'silver', quantity: 50, sold: 47, held: 3, available: 0 },
    { sessionId: 's1', ticketTypeId: 'gold', quantity: 250, sold: 2, held: 1, available: 247 },
  ],
};

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('InventoryTable', () => {
  it('shows sold, held and left for each showtime and ticket type, in the order of the event', () => {
    render(<InventoryTable event={event} words={words} />);
    const rows = screen.getAllByTestId('sales-row');
    expect(rows.map(cells)).toEqual([
      [`${formatDateTime('2026-12-19T13:30:00.000Z')} · Evening`, 'Gold', '₹1,499.00', '2', '1', '247 of 250'],
      [`${formatDateTime('2026-12-19T13:30:00.000Z')} · Evening`, 'Silver', '₹499.00', '47', '3', 'Sold out'],
      [formatDateTime('2026-12-20T13:30:00.000Z'), 'Silver', '₹499.00', '0', '0', '50 of 50'],
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Showtime', 'Ticket type', 'Price', 'Sold', 'Held', 'Left']);
  });

  it("dates a row without a showtime by the event's start", () => {
    render(<InventoryTable event={{ ...event, sessions: [], inventory: [{ sessionId: null, ticketTypeId: 'gold', quantity: 10, sold: 1, held: 0, available: 9 }] }} words={words} />);
    expect(cells(screen.getByTestId('sales-row'))[0]).toBe(formatDateTime(event.startDate));
  });

  it('says nothing is on sale when the event has no ticket types', () => {
    render(<InventoryTable event={{ ...event, ticketTypes: [], inventory: [] }} words={words} />);
    expect(screen.getByRole('alert').textContent).toBe('No ticket types yet: nothing is on sale.');
    expect(screen.queryByTestId('sales-table')).toBeNull();
  });
});
