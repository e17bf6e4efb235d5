import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  id,
  list,
  money,
  num,
  orNone,
  ours,
  record,
  required,
  shaped,
  text,
  time,
} from '../../http/read';
import { invoiceStatus } from '../../invoices/schemas/values.schemas';
import { WalletOperationsInput } from './balance.schemas';

/** The histories take the parameters of every finance list. */
export const HistoryInput = WalletOperationsInput;
export type HistoryInput = v.InferInput<typeof HistoryInput>;

/** SPEC section 3: an invoice's method (title, external_title). */
const Method = record({ title: text(), external_title: text() });

/** SPEC section 3 gives an invoice's creation time and amount two names each (row and other fields). */
const INVOICE_NAMES = { created: 'create_timestamp', amount: 'sum_to_pay' } as const;

/**
 * A replenishment or withdrawal: an invoice of type deposit / withdrawal (SPEC section 3). SPEC
 * gives the history rows no fields, so the invoice-row fields SPEC names are read.
 */
const historyRowEntries = {
  id: required(id()),
  created: time(),
  currency: text(),
  amount: money(),
  /** Ours: the fee in `currency` (fee_sum is the same in the system currency, USDT). */
  fee: ours(money()),
  fee_sum: money(),
  total_sum: money(),
  /** The destination (withdrawal) or source (replenishment) address; null sent = none. */
  details: text({ none: '' }),
  /** Ours: the blockchain transaction; null sent = none yet. */
  tx_hash: ours(text({ none: '' })),
  /** Null sent: no method (yet). */
  method: orNone(Method, { title: '', external_title: '' }),
  status: invoiceStatus(),
};

export const HistoryRow = record(historyRowEntries, { also: INVOICE_NAMES });
export type HistoryRow = NonNullable<v.InferOutput<typeof HistoryRow>>;

/** SPEC: "list": a bare list, or an object holding it (with a count when the backend sends one). */
type HistoryRowWire = v.InferInput<typeof HistoryRow>;
export const HistoryAnswer = shaped(
  (value: HistoryRowWire[] | { count?: number | string; history: HistoryRowWire[] } | null) => ({
    count: isRecord(value) ? value.count : undefined,
    history: isRecord(value) && 'history' in value ? value.history : value,
  }),
  answer({
    /** Ours: every row there is (all pages). */
    count: ours(num()),
    history: required(list(HistoryRow)),
  }),
);
export type HistoryAnswer = v.InferOutput<typeof HistoryAnswer>;

export const SpoInput = v.object({ id: v.number() });

/** Single payout (a withdrawal) detail: SPEC shows no fields; read like a history row. */
export const SpoDetail = answer(
  {
    ...historyRowEntries,
    /** Ours: amount plus fee, in `currency`. */
    total: ours(money()),
    /** SPEC section 3 names an invoice's rate: system currency (USDT) per unit of `currency`. */
    rate: num(),
    method_id: ours(id()),
    updated: ours(time()),
  },
  { also: INVOICE_NAMES },
);
export type SpoDetail = v.InferOutput<typeof SpoDetail>;

export const SpoHistoryEntry = record(
  {
    status: invoiceStatus(),
    created: time(),
    /** Ours: the server's text under the status. */
    comment: ours(text({ none: '' })),
  },
  { also: { created: 'create_timestamp' } },
);
export type SpoHistoryEntry = NonNullable<v.InferOutput<typeof SpoHistoryEntry>>;
/** The status history: a bare list or an object holding it. */
export const SpoHistoryAnswer = required(list(SpoHistoryEntry));
