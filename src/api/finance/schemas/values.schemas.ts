import * as v from 'valibot';
import { oneOf, ours } from '../../http/read';
import { INVOICE_STATUSES } from '../../invoices/invoices.constants';

/**
 * Finance answers, read against SPEC.md section 7 "Finance" and section 3 "Wallet" by the kind
 * of each value (src/api/http/read.ts). SPEC names little here: the balance answer is
 * "balance", the wallet operation lists carry data, in_total and out_total, a system method
 * has a type and a logo, a wallet a currency, the crypto address an address, a favourite is
 * keyed by address; the histories and the wallet list are "a list"; min-balance, spo and
 * favourites have no shape at all. Every other field is ours (`ours`), and a value that
 * cannot be read is null: unknown, never 0 or empty.
 */

export const GROUP_BY = ['day', 'week', 'month'] as const;
export const GroupBy = v.picklist(GROUP_BY);
export type GroupBy = v.InferOutput<typeof GroupBy>;

/** SPEC.md section 3: operation kinds Replenishment = 1, Withdrawal = 2. */
export const OPERATION_KINDS = [1, 2] as const;

/** SPEC.md section 3: method types. */
export const METHOD_TYPES = ['payment', 'payout'] as const;

/**
 * The status of a replenishment or withdrawal (an invoice status, API-NOTES "Value sets"), or
 * a code the cabinet does not know, kept as sent.
 */
export const MovementStatus = oneOf(INVOICE_STATUSES, 'frozen');

// ------------------------------------------------------------------ keyset parameters

const SortDirection = v.picklist(['asc', 'desc']);

/** Keyset parameters of our lists (API-NOTES "Keyset paging"): SPEC names none for the finance lists. */
const keysetParams = {
  /** Ours: the cabinet sorts the rows it holds newest first itself. */
  sortDirection: ours(v.optional(SortDirection)),
  /** Ours: a backend that ignores it answers the first rows again; the cabinet keeps each row once and stops asking. */
  prevId: ours(v.optional(v.number())),
  prevValue: ours(v.optional(v.number())),
  /** Ours: a backend that ignores it answers every row at once; a page longer than asked is the whole list. */
  pageSize: ours(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)))),
};

/** Ours: the signed-in merchant's rows; a backend that ignores it answers the session's merchant, the same one. */
export const merchantParam = ours(v.optional(v.number()));

/** The parameters of a finance list (SPEC names none): merchant, currency, sort and keyset, all ours. */
export function listParams<const S extends readonly string[]>(sortColumns: S) {
  return {
    merchantId: merchantParam,
    /** Ours: the cabinet keeps the rows of that currency itself. */
    currency: ours(v.optional(v.string())),
    /** Ours: the cabinet sorts the rows it holds newest first itself. */
    sortColumn: ours(v.optional(v.picklist(sortColumns))),
    ...keysetParams,
  };
}
