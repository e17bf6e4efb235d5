import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  completeDateInput,
  DateInput,
  daysInMonth,
  formatDateInput,
  normalizeDateInput,
  parseDateInput,
} from './date-input';

describe('Date entry: digits only', () => {
  it('letters and other signs are dropped', () => expect(normalizeDateInput('1a2b0c4', 'DMY')).toBe('12.04'));
  it('separators are inserted while typing (dd.mm.yyyy)', () =>
    expect(normalizeDateInput('12041988', 'DMY')).toBe('12.04.1988'));
  it('mm/dd/yyyy outside Russian', () => expect(normalizeDateInput('04121988', 'MDY')).toBe('04/12/1988'));
  it('at most eight digits', () => expect(normalizeDateInput('1204198899', 'DMY')).toBe('12.04.1988'));
  it('a first day digit above 3 is padded', () => expect(normalizeDateInput('4', 'DMY')).toBe('04'));
  it('a first month digit above 1 is padded', () => expect(normalizeDateInput('125', 'DMY')).toBe('12.05'));
  it('a separator typed after one digit pads it', () => expect(normalizeDateInput('1.', 'DMY')).toBe('01.'));
  it('a typed separator after a complete part stays', () =>
    expect(normalizeDateInput('12.', 'DMY')).toBe('12.'));
});

describe('Date entry: day capped by month length, leap years respected', () => {
  it('29.02 in a non-leap year becomes 28.02', () =>
    expect(normalizeDateInput('29022023', 'DMY')).toBe('28.02.2023'));
  it('29.02 in a leap year stays', () => expect(normalizeDateInput('29022024', 'DMY')).toBe('29.02.2024'));
  it('29.02 of 1900 (not a leap year) becomes 28.02', () =>
    expect(normalizeDateInput('29021900', 'DMY')).toBe('28.02.1900'));
  it('31.04 becomes 30.04', () => expect(normalizeDateInput('3104', 'DMY')).toBe('30.04'));
  it('a day above 31 becomes 31', () => expect(normalizeDateInput('39', 'DMY')).toBe('31'));
  it('day 00 becomes 01', () => expect(normalizeDateInput('00', 'DMY')).toBe('01'));
  it('months have their lengths', () => {
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(4)).toBe(30);
  });
});

describe('Date entry: month 1-12', () => {
  it('month 13 becomes 12', () => expect(normalizeDateInput('0113', 'DMY')).toBe('01.12'));
  it('month 00 becomes 01', () => expect(normalizeDateInput('0100', 'DMY')).toBe('01.01'));
  it('month 13 becomes 12 in mm/dd order', () => expect(normalizeDateInput('13', 'MDY')).toBe('12'));
});

describe('Date entry: year at most 3000', () => {
  it('year 3001 becomes 3000', () => expect(normalizeDateInput('01013001', 'DMY')).toBe('01.01.3000'));
  it('year 3000 stays', () => expect(normalizeDateInput('01013000', 'DMY')).toBe('01.01.3000'));
  it('year 3001 is no date', () => expect(parseDateInput('01.01.3001', 'DMY')).toBeNull());
});

describe('Date entry: two-digit years become 2xxx', () => {
  it('12.04.21 becomes 12.04.2021 when the field is left', () =>
    expect(completeDateInput('12.04.21', 'DMY')).toBe('12.04.2021'));
  it('29.02.23 becomes 28.02.2023 (the day is capped again)', () =>
    expect(completeDateInput('29.02.23', 'DMY')).toBe('28.02.2023'));
  it('a four-digit year is left alone', () =>
    expect(completeDateInput('12.04.1988', 'DMY')).toBe('12.04.1988'));
});

describe('Date entry: parsing and display', () => {
  it('a complete date is sent as YYYY-MM-DD', () =>
    expect(parseDateInput('12.04.1988', 'DMY')).toBe('1988-04-12'));
  it('mm/dd/yyyy parses too', () => expect(parseDateInput('04/12/1988', 'MDY')).toBe('1988-04-12'));
  it('an incomplete date is no date', () => expect(parseDateInput('12.04.19', 'DMY')).toBeNull());
  it('31.02 is no date', () => expect(parseDateInput('31.02.2020', 'DMY')).toBeNull());
  it('the API date is shown in the language order', () => {
    expect(formatDateInput('1988-04-12', 'DMY')).toBe('12.04.1988');
    expect(formatDateInput('1988-04-12', 'MDY')).toBe('04/12/1988');
    expect(formatDateInput(null, 'DMY')).toBe('');
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <DateInput label="Birth date" order="DMY" value={value} onChange={setValue} placeholder="DD.MM.YYYY" />
  );
}

describe('DateInput', () => {
  it('formats while typing and completes a two-digit year on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Birth date' });
    await user.type(input, '2902x23');
    expect(input).toHaveValue('29.02.23');
    await user.tab();
    expect(input).toHaveValue('28.02.2023');
  });
});
