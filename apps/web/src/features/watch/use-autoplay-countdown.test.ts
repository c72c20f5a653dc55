import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayCountdown } from './use-autoplay-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function tick(seconds: number) {
  for (let index = 0; index < seconds; index++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('useAutoplayCountdown', () => {
  it('counts down once a second and then plays the next video, once', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useAutoplayCountdown(3, true, onDone));
    expect(result.current.remaining).toBe(3);
    tick(2);
    expect(result.current.remaining).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    tick(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(result.current.remaining).toBeNull();
    tick(3);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops for good when cancelled by its button or by Esc', () => {
    const onDone = vi.fn();
    const byButton = renderHook(() => useAutoplayCountdown(3, true, onDone));
    act(() => {
      byButton.result.current.cancel();
    });
    expect(byButton.result.current.remaining).toBeNull();
    const byKey = renderHook(() => useAutoplayCountdown(3, true, onDone));
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(byKey.result.current.remaining).toBeNull();
    tick(5);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('does not run while disabled (reduced motion, nothing next)', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useAutoplayCountdown(2, false, onDone));
    expect(result.current.remaining).toBeNull();
    tick(4);
    expect(onDone).not.toHaveBeenCalled();
  });
});
