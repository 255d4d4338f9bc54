import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toDayId } from './days';
import { useToday } from './useToday';

describe('useToday', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T23:59:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('stays on the day until local midnight, then moves to the next, day after day', () => {
    const { result } = renderHook(() => useToday());
    expect(toDayId(result.current)).toBe('2026-11-22');

    act(() => vi.advanceTimersByTime(59_000));
    expect(toDayId(result.current)).toBe('2026-11-22');

    act(() => vi.advanceTimersByTime(1_000));
    expect(toDayId(result.current)).toBe('2026-11-23');

    act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(toDayId(result.current)).toBe('2026-11-24');
  });
});
