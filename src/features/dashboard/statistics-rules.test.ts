import { describe, expect, it } from 'vitest';
import { changeDirection, percentChange } from './statistics-rules';

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
