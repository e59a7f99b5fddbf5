import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the new value only once typing has stopped for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 350), { initialProps: { value: '' } });
    rerender({ value: 'd' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'di' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'diw' });
    act(() => vi.advanceTimersByTime(349));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('diw');
  });
});
