import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import { CSV_COLUMNS, csvCell, csvHeader, exportFileName, invoiceCsvRow, isoDate } from './invoice-csv';

const read = v.parse(InvoiceRow, {
  id: 100234,
  external_id: 'ORD-1, "gift"',
  store_id: 301,
  store_title: 'Aurora Coffee Roasters',
  create_timestamp: 1_700_000_000,
  type: 'in',
  sum_to_pay: 0.00123456,
  currency: 'BTC',
  tro_amount: 0.00123456,
  method: { title: 'Bitcoin', external_title: 'Bitcoin (BTC)' },
  details: 'line one\nline two',
  rate: 64250.12,
  system_currency: 'USDT',
  sum: 79.32,
  fee_sum: 0.79,
  total_sum: 78.53,
  status: 'success',
});
if (!read) throw new Error('unreadable row');
const row: InvoiceRow = read;

describe('CSV export rows', () => {
  it('leaves plain values as they are', () => {
    expect(csvCell('Bitcoin')).toBe('Bitcoin');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces and doubles the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes dates as ISO 8601 instants', () => {
    expect(isoDate(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
  });

  it('has a header row naming every column, and rows in the same order', () => {
    expect(csvHeader()).toBe(CSV_COLUMNS.join(','));
    expect(invoiceCsvRow(row)).toBe(
      [
        '100234',
        '"ORD-1, ""gift"""',
        '2023-11-14T22:13:20.000Z',
        '301',
        'Aurora Coffee Roasters',
        'in',
        'success',
        'Bitcoin',
        'Bitcoin (BTC)',
        '0.00123456',
        'BTC',
        '0.00123456',
        '64250.12',
        'USDT',
        '79.32',
        '0.79',
        '78.53',
        '"line one\nline two"',
      ].join(','),
    );
  });

  it('leaves optional fields empty', () => {
    const cells = invoiceCsvRow({ ...row, external_id: null, method: null, details: null }).split(',');
    expect(cells[1]).toBe('');
    expect(cells[7]).toBe('');
    expect(cells.at(-1)).toBe('');
  });

  it('names the file after the local date and time', () => {
    expect(exportFileName(new Date(2024, 2, 1, 14, 5))).toBe('invoices-2024-03-01-1405.csv');
  });
});
