import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';

/**
 * Columns of the CSV export: the field names of the API (stable identifiers a spreadsheet
 * or a script can rely on, whatever the interface language).
 */
export const CSV_COLUMNS = [
  'id',
  'external_id',
  'created_at',
  'store_id',
  'store_title',
  'type',
  'status',
  'method',
  'method_external',
  'sum_to_pay',
  'currency',
  'tro_amount',
  'rate',
  'system_currency',
  'sum',
  'fee_sum',
  'total_sum',
  'details',
] as const;

/** Record separator of RFC 4180. */
export const CSV_EOL = '\r\n';
/** Lets spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (CSV injection) gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

/** Epoch seconds as an ISO 8601 instant in UTC; empty when missing or out of range. */
export function isoDate(epochSeconds: number | null | undefined): string {
  if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds)) return '';
  const date = new Date(epochSeconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function csvHeader(): string {
  return csvLine(CSV_COLUMNS);
}

/** One invoice as a CSV record, in the order of CSV_COLUMNS. */
export function invoiceCsvRow(row: InvoiceRow): string {
  return csvLine([
    row.id,
    row.external_id,
    isoDate(row.create_timestamp),
    row.store_id,
    row.store_title,
    row.type,
    row.status,
    row.method?.title,
    row.method?.external_title,
    row.sum_to_pay,
    row.currency,
    row.tro_amount,
    row.rate,
    row.system_currency,
    row.sum,
    row.fee_sum,
    row.total_sum,
    row.details,
  ]);
}

/** File name of an export, e.g. invoices-2024-03-01-1430.csv (local time). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `invoices-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}
