import * as v from 'valibot';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES } from '@/api/invoices/invoices.constants';

// The route's search schema loads with the entry chunk: valibot and plain data only.

/** Bad values in a shared or hand-edited link fall back to "no filter" instead of failing. */
const optionalValid = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** A list in the URL; a single bare value (`?status=paid`, typed by hand) counts as a list of one. */
function listOf<T extends v.GenericSchema>(item: T) {
  return optionalValid(
    v.pipe(
      v.union([v.array(item), item]),
      v.transform((value) => {
        const list = (Array.isArray(value) ? value : [value]) as v.InferOutput<T>[];
        const unique = [...new Set(list)];
        return unique.length ? unique : undefined;
      }),
    ),
  );
}

const IsoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  // A real calendar day: 2024-02-30 does not survive the round trip.
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }),
);
const StoreId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);
const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/));

/**
 * URL state of /finance/invoice: every filter, so a filtered view can be shared.
 * `from` / `to` are calendar days (YYYY-MM-DD) in the merchant's time zone.
 */
export const InvoiceListSearch = v.object({
  status: listOf(v.picklist(INVOICE_STATUSES)),
  type: listOf(v.picklist(INVOICE_TYPES)),
  store: listOf(StoreId),
  currency: listOf(CurrencyCode),
  from: optionalValid(IsoDate),
  to: optionalValid(IsoDate),
  // A hand-typed `?q=100234` arrives as a number: the search is text either way.
  q: optionalValid(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(64))),
  sort: optionalValid(v.picklist(INVOICE_SORT_COLUMNS)),
  dir: optionalValid(v.picklist(['asc', 'desc'])),
});
export type InvoiceListSearch = v.InferOutput<typeof InvoiceListSearch>;
