import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle, settleWithin } from './wait';

describe('settleWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('settles with the promise when it is quicker than the limit', async () => {
    vi.useFakeTimers();
    let done = false;
    void settleWithin(Promise.resolve('x'), 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('settles at the limit when the promise takes longer, and never rejects', async () => {
    vi.useFakeTimers();
    let done = false;
    void settleWithin(new Promise(() => {}), 400).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await expect(settleWithin(Promise.reject(new Error('down')), 400)).resolves.toBeUndefined();
  });
});

describe('onIdle', () => {
  it('runs the task later, not at once, and can be cancelled', async () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    onIdle(ran);
    onIdle(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce());
    expect(cancelled).not.toHaveBeenCalled();
  });
});
