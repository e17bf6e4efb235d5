import { describe, expect, it } from 'vitest';
import { valueAxisMargin } from './chart-axis';

const compact = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
};

describe('valueAxisMargin (a value axis never cuts its labels)', () => {
  it('gives the Russian millions the room the English ones do not need', () => {
    const ru = valueAxisMargin(compact('ru-RU'), { min: 1_700_000, max: 1_970_000, padding: 10, least: 44 });
    const en = valueAxisMargin(compact('en-US'), { min: 1_700_000, max: 1_970_000, padding: 10, least: 44 });
    // "1,95 млн" is 8 characters: about 60 px of text, 10 of padding.
    expect(ru).toBeGreaterThanOrEqual(70);
    expect(en).toBeLessThan(ru);
  });

  it('keeps the chart’s own least margin for short labels', () => {
    expect(valueAxisMargin(compact('en-US'), { min: 0, max: 9, padding: 8, least: 44 })).toBe(44);
  });

  it('counts the widest of the ends and the middle, minus signs included', () => {
    const margin = valueAxisMargin(compact('en-US'), { min: -12_500, max: 3, padding: 8, least: 0 });
    expect(margin).toBe(Math.ceil('-12.5K'.length * 7.5) + 8 + 4);
  });
});
