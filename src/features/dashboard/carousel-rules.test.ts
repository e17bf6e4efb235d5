import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBLA_DURATION_FOR_300_MS, itemsPerView, throttle } from './carousel-rules';

describe('items visible by width (SPEC section 2)', () => {
  it('shows 1 item by default', () => {
    expect(itemsPerView(320, 5)).toBe(1);
    expect(itemsPerView(375, 5)).toBe(1);
    expect(itemsPerView(767, 5)).toBe(1);
  });

  it('shows 1.5 from 768, 2 from 993, 2.4 from 1200, 3.4 from 1550', () => {
    expect(itemsPerView(768, 5)).toBe(1.5);
    expect(itemsPerView(992, 5)).toBe(1.5);
    expect(itemsPerView(993, 5)).toBe(2);
    expect(itemsPerView(1199, 5)).toBe(2);
    expect(itemsPerView(1200, 5)).toBe(2.4);
    expect(itemsPerView(1549, 5)).toBe(2.4);
    expect(itemsPerView(1550, 5)).toBe(3.4);
    expect(itemsPerView(2560, 5)).toBe(3.4);
  });

  it('with a single store shows 2.4 from 993', () => {
    expect(itemsPerView(375, 1)).toBe(1);
    expect(itemsPerView(800, 1)).toBe(1.5);
    expect(itemsPerView(993, 1)).toBe(2.4);
    expect(itemsPerView(1200, 1)).toBe(2.4);
    expect(itemsPerView(1550, 1)).toBe(2.4);
    expect(itemsPerView(2560, 1)).toBe(2.4);
  });

  it('counts no stores like several (only the add-store tile is shown)', () => {
    expect(itemsPerView(993, 0)).toBe(2);
  });
});

describe('carousel transition of 300 ms', () => {
  /** Embla's scroll body: one step per 1/60 s, friction 0.68 (embla-carousel 8 ScrollBody). */
  function firstArrivalMs(duration: number) {
    const distance = 1;
    let location = 0;
    let velocity = 0;
    for (let frame = 1; frame < 600; frame++) {
      velocity += (distance - location) / duration;
      velocity *= 0.68;
      location += velocity;
      if (Math.abs(distance - location) < 0.01) return (frame * 1000) / 60;
    }
    return Number.POSITIVE_INFINITY;
  }

  it('uses the embla duration that brings a slide to its place in about 300 ms', () => {
    expect(firstArrivalMs(EMBLA_DURATION_FOR_300_MS)).toBeCloseTo(300, -1);
  });
});

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
