import { describe, expect, it } from 'vitest';
import { changeDirection, EMBLA_DURATION_FOR_300_MS, itemsPerView, percentChange } from './dashboard';

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

describe('percentage change against the earlier period (SPEC section 9)', () => {
  it('is the change relative to the earlier period', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('is 100 when the earlier period is zero and the current is not', () => {
    expect(percentChange(42, 0)).toBe(100);
    expect(percentChange(0.01, 0)).toBe(100);
  });

  it('is 0 when both periods are zero', () => {
    expect(percentChange(0, 0)).toBe(0);
  });

  it('is -100 when the current period fell to zero', () => {
    expect(percentChange(0, 80)).toBe(-100);
  });
});

describe('arrow of a change', () => {
  it('points up for a rise, down for a fall, none for no change', () => {
    expect(changeDirection(12.5)).toBe('up');
    expect(changeDirection(-3)).toBe('down');
    expect(changeDirection(0)).toBe('flat');
  });

  it('shows no arrow for a change that rounds to 0.0 %', () => {
    expect(changeDirection(0.04)).toBe('flat');
    expect(changeDirection(-0.04)).toBe('flat');
  });
});
