import * as v from 'valibot';

/** URL state of an invoice page: which dialog is open (select method, change data). */
export const InvoiceDetailSearch = v.object({
  dialog: v.fallback(v.optional(v.picklist(['method', 'data'])), undefined),
});
export type InvoiceDetailSearch = v.InferOutput<typeof InvoiceDetailSearch>;
