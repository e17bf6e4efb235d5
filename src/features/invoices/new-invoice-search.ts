import * as v from 'valibot';

// The route's search schema: part of the route tree, which every page has at start, so it
// holds valibot and plain data only.

export const INVOICE_KINDS = ['payment', 'payout'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** URL state of /finance/invoice/new: the kind of invoice and the store (both shareable). */
export const NewInvoiceSearch = v.object({
  invoiceType: v.fallback(v.optional(v.picklist(INVOICE_KINDS), 'payment'), 'payment'),
  storeId: v.fallback(
    v.optional(
      v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1)),
    ),
    undefined,
  ),
});
export type NewInvoiceSearch = v.InferOutput<typeof NewInvoiceSearch>;
