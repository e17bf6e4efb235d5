import { describe, expect, it } from 'vitest';
import { dateOrderFor, dateSeparator, dayMonth, dayMonthYear } from './date-order';

describe('Date order: dd.MM for Russian and Ukrainian, MM/dd otherwise (SPEC.md section 9)', () => {
  it.each([
    ['ru', 'DMY'],
    ['ua', 'DMY'],
    ['ru-RU', 'DMY'],
    ['uk-UA', 'DMY'],
    ['uk', 'DMY'],
    ['en', 'MDY'],
    ['en-US', 'MDY'],
    ['de', 'MDY'],
    ['fr', 'MDY'],
    ['es', 'MDY'],
    ['', 'MDY'],
  ] as const)('%s -> %s', (lang, order) => {
    expect(dateOrderFor(lang)).toBe(order);
  });

  it('a code that only starts like a day-first one is not one', () => {
    expect(dateOrderFor('rup')).toBe('MDY');
    expect(dateOrderFor('ukr')).toBe('MDY');
  });

  it('day-first dates use dots, month-first dates slashes', () => {
    expect(dateSeparator('DMY')).toBe('.');
    expect(dateSeparator('MDY')).toBe('/');
    expect(dayMonth(5, 3, 'DMY')).toBe('05.03');
    expect(dayMonth(5, 3, 'MDY')).toBe('03/05');
    expect(dayMonthYear('05', '03', '2024', 'DMY')).toBe('05.03.2024');
    expect(dayMonthYear('05', '03', '2024', 'MDY')).toBe('03/05/2024');
  });
});
