import * as v from 'valibot';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES } from '@/constants/invoices';
import { IsoDay, optionalValid } from '@/lib/search-params';

// The route's search schema loads with the entry chunk: valibot and plain data only.

/** A list in the URL; a single bare value (`?status=paid`, typed by hand) counts as a list of one. */
function urlList<T extends v.GenericSchema>(item: T) {
  return optionalValid(
    v.pipe(
      v.union([v.array(item), item]),
      v.transform((value): v.InferOutput<T>[] | undefined => {
        const list: v.InferOutput<T>[] = Array.isArray(value) ? value : [value];
        const unique = [...new Set(list)];
        return unique.length ? unique : undefined;
      }),
    ),
  );
}

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
  status: urlList(v.picklist(INVOICE_STATUSES)),
  type: urlList(v.picklist(INVOICE_TYPES)),
  store: urlList(StoreId),
  currency: urlList(CurrencyCode),
  from: optionalValid(IsoDay),
  to: optionalValid(IsoDay),
  // A hand-typed `?q=100234` arrives as a number: the search is text either way.
  q: optionalValid(
    v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxCodePoints(64)),
  ),
  sort: optionalValid(v.picklist(INVOICE_SORT_COLUMNS)),
  dir: optionalValid(v.picklist(['asc', 'desc'])),
});
export type InvoiceListSearch = v.InferOutput<typeof InvoiceListSearch>;
