import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("shows the page's title as its h1, the subtitle under it and the actions beside it", () => {
    render(<PageHeader title="Tickets" subtitle="Every booking made for your events." actions={<button>Export CSV</button>} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tickets');
    expect(screen.getByText('Every booking made for your events.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('is an h2 where the app bar holds the h1, and shows no subtitle or actions when given none', () => {
    const { container } = render(<PageHeader title="Bookings" heading="h2" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bookings');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.textContent).toBe('Bookings');
  });
});
