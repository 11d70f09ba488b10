// @vitest-environment jsdom
// The send-code countdown: 60 is idle; after begin it ticks once a second down to 1 and then resets to 60.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from '../../../src/features/auth/use-countdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts 59 … 1 once a second, then resets to 60', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.count).toBe(60);
    expect(result.current.running).toBe(false);
    act(() => result.current.begin());
    expect(result.current.count).toBe(59);
    expect(result.current.running).toBe(true);
    for (let expected = 58; expected >= 1; expected -= 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(result.current.count).toBe(expected);
    }
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.count).toBe(60);
    expect(result.current.running).toBe(false);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.count).toBe(60);
  });
});
