import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './status-chip';

const label = (testId = 'status') => screen.getByTestId(testId).textContent;

describe('StatusChip', () => {
  it('shows one set of event words in both UIs: Draft, Awaiting approval, Published, Rejected, Cancelled', () => {
    const { rerender } = render(<StatusChip status="draft" kind="event" />);
    expect(label()).toBe('Draft');
    rerender(<StatusChip status="pending" kind="event" />);
    expect(label()).toBe('Awaiting approval');
    rerender(<StatusChip status="approved" kind="event" />);
    expect(label()).toBe('Published');
    rerender(<StatusChip status="rejected" kind="event" />);
    expect(label()).toBe('Rejected');
    rerender(<StatusChip status="cancelled" kind="event" />);
    expect(label()).toBe('Cancelled');
    rerender(<StatusChip status={null} kind="event" />);
    expect(label()).toBe('-');
  });

  it('reads other statuses as words, never raw values', () => {
    const { rerender } = render(<StatusChip status="refund_due" />);
    expect(label()).toBe('Refund due');
    rerender(<StatusChip status="partially_refunded" />);
    expect(label()).toBe('Partly refunded');
    rerender(<StatusChip status="suspended" />);
    expect(label()).toBe('Suspended');
    rerender(<StatusChip status="" />);
    expect(label()).toBe('-');
  });

  it('colours live statuses green, refused ones red and waiting ones amber', () => {
    const { rerender } = render(<StatusChip status="confirmed" />);
    expect(screen.getByTestId('status').className).toContain('MuiChip-colorSuccess');
    rerender(<StatusChip status="rejected" />);
    expect(screen.getByTestId('status').className).toContain('MuiChip-colorError');
    rerender(<StatusChip status="pending" />);
    expect(screen.getByTestId('status').className).toContain('MuiChip-colorWarning');
  });
});
