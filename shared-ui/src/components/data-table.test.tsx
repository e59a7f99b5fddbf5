import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, RowsTable, type Column } from './data-table';

interface Row {
  id: string;
  title: string;
  tickets: number;
}

const columns: Column<Row>[] = [
  { label: 'Title', render: (r) => r.title },
  { label: 'Tickets', render: (r) => r.tickets, align: 'right' },
];
const rows: Row[] = [
  { id: 'e1', title: 'Diwali Mela', tickets: 120 },
  { id: 'e2', title: 'Sufi Night', tickets: 80 },
];
const settled = { isPending: false, isError: false, isFetching: false };
const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) => (
  <DataTable<Row> query={settled} rows={rows} columns={columns} testId="events-table" rowTestId="event-row" error="Could not load events" empty="No events yet" {...props} />
);

describe('DataTable', () => {
  it('shows only a loading state while the first answer is awaited', () => {
    render(table({ query: { ...settled, isPending: true }, rows: [] }));
    expect(screen.getByTestId('loading').textContent).toContain('Loading');
    expect(screen.queryByTestId('events-table')).toBeNull();
  });

  it("shows the error text, or the screen's own error view, when the list failed", () => {
    const { rerender } = render(table({ query: { ...settled, isError: true } }));
    expect(screen.getByTestId('error-state').textContent).toBe('Could not load events');
    expect(screen.queryByTestId('events-table')).toBeNull();
    rerender(table({ query: { ...settled, isError: true }, error: <p data-testid="custom-error">Try again later</p> }));
    expect(screen.getByTestId('custom-error').textContent).toBe('Try again later');
  });

  it('shows the empty message when there are no rows', () => {
    render(table({ rows: [] }));
    expect(screen.getByTestId('empty-state').textContent).toBe('No events yet');
    expect(screen.queryByTestId('event-row')).toBeNull();
  });

  it('renders a row per record with its cells under the column headers', () => {
    render(table());
    const headers = within(screen.getByTestId('events-table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Title', 'Tickets']);
    const lines = screen.getAllByTestId('event-row');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sufi Night', '80']);
  });

  it('shows a refetch bar over the old rows while a new page loads', () => {
    render(table({ query: { ...settled, isFetching: true } }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getAllByTestId('event-row')).toHaveLength(2);
  });

  it('counts the rows and pages on the server', () => {
    const onChange = vi.fn();
    render(table({ footer: { total: 25, text: '25 events', paging: { page: 1, pageSize: 10, onChange, testId: 'events-pager' } } }));
    expect(screen.getByText('25 events')).toBeTruthy();
    const pager = screen.getByTestId('events-pager');
    expect(within(pager).getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('RowsTable', () => {
  it('renders only the rows, keyed by id, for screens that keep their own states', () => {
    render(<RowsTable<Row> rows={rows} columns={columns} testId="plain" rowProps={(r) => ({ 'data-event-id': r.id })} />);
    expect(screen.getAllByTestId('row').map((r) => r.getAttribute('data-event-id'))).toEqual(['e1', 'e2']);
    expect(screen.queryByTestId('loading')).toBeNull();
  });
});
