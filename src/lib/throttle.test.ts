import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('scroll handlers throttled to 16 ms', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most once per 16 ms and keeps the last call of a burst', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const handler = throttle((n: number) => calls.push(n), 16);
    handler(1);
    handler(2);
    handler(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(16);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(20);
    handler(4);
    expect(calls).toEqual([1, 3, 4]);
  });
});
