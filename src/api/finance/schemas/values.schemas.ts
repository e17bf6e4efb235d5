import * as v from 'valibot';
import { extParam } from '../../http/wire';
import { DOC_SCHEMA } from '../../http/wire-metadata';
import { INVOICE_STATUSES, type InvoiceStatus, SortDirection } from '../../invoices/invoices.schemas';

/**
 * Finance answers, read against SPEC.md section 7 "Finance" and section 3 "Wallet" (see
 * docs/api-assumptions.md). SPEC names little here: the balance answer is "balance", the
 * wallet operation lists carry data, in_total and out_total, a system method has a type and
 * a logo, a wallet a currency, the crypto address an address; the histories and the wallet
 * list are "a list"; min-balance, spo and favourites have no shape at all. Everything else
 * is ours, optional with a written fallback, and where SPEC leaves a shape open each
 * reasonable form is accepted.
 */

/** Epoch seconds. */
export const Seconds = v.number();

/** `schema` reads the answer; `doc` is what the contract document and the spec-minimal demo see. */
export function documented<S extends object>(schema: S, doc: v.GenericSchema): S {
  Object.defineProperty(schema, DOC_SCHEMA, { value: doc, enumerable: false });
  return schema;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list kept under `key`: a bare list becomes `{ [key]: list }`, and an object holding the
 * list under another of `others` is read as if it held it under `key`.
 */
export function holdListAs(key: string, others: readonly string[]) {
  return v.transform((value: unknown): unknown => {
    if (Array.isArray(value)) return { [key]: value };
    if (isRecord(value) && !Array.isArray(value[key])) {
      const found = others.find((other) => Array.isArray(value[other]));
      if (found) return { ...value, [key]: value[found] };
    }
    return value;
  });
}

export const GROUP_BY = ['day', 'week', 'month'] as const;
export const GroupBy = v.picklist(GROUP_BY);
export type GroupBy = v.InferOutput<typeof GroupBy>;

export const OperationKind = v.picklist([1, 2]);

/** The invoice statuses the cabinet knows (API-NOTES "Value sets"); other values are shown raw. */
export function isKnownStatus(status: string | null | undefined): status is InvoiceStatus {
  return (INVOICE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

// ------------------------------------------------------------------ keyset parameters

/** Keyset parameters of our lists: SPEC names none for the finance lists. */
const keysetParams = {
  sortDirection: extParam(
    v.optional(SortDirection),
    'the cabinet sorts the rows it holds newest first itself',
  ),
  prevId: extParam(
    v.optional(v.number()),
    'a backend that ignores it answers the first rows again: the cabinet keeps each row once and stops asking',
  ),
  prevValue: extParam(
    v.optional(v.number()),
    'a backend that ignores it answers the first rows again: the cabinet keeps each row once and stops asking',
  ),
  pageSize: extParam(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))),
    'a backend that ignores it answers every row at once: a page longer than asked is taken as the whole list',
  ),
};

export const merchantParam = extParam(
  v.optional(v.number()),
  "the signed-in merchant's rows; a backend that ignores it answers the session's merchant, the same one",
);

/** The parameters of a finance list (SPEC names none): merchant, currency, sort and keyset, all ours. */
export function listParams<const S extends readonly string[]>(sortColumns: S, rows: string) {
  return {
    merchantId: merchantParam,
    currency: extParam(v.optional(v.string()), `the cabinet keeps the ${rows} of that currency itself`),
    sortColumn: extParam(
      v.optional(v.picklist(sortColumns)),
      'the cabinet sorts the rows it holds newest first itself',
    ),
    ...keysetParams,
  };
}
