import * as v from 'valibot';
import { aliases, entity, ext, LIST_KEYS, listOf, opt, rows } from '../../http/wire';
import { documented, holdListAs, listParams, Seconds } from './values.schemas';

// ------------------------------------------------------------------ histories

export const HISTORY_SORT = ['created', 'id', 'amount'] as const;

/** SPEC names no parameter of the histories: every one is ours, and may be ignored. */
export const HistoryInput = v.object(listParams(HISTORY_SORT, 'rows'));
export type HistoryInput = v.InferInput<typeof HistoryInput>;

const Method = entity('Method', { title: opt(v.string()) });

/**
 * A replenishment or withdrawal: an invoice of type deposit / withdrawal (SPEC section 3).
 * SPEC gives the history rows no fields, so ours are optional; the fields SPEC names for an
 * invoice row (currency, total_sum, status, fee_sum, method) are read where present, and
 * the invoice-row names of ours are accepted (created = create_timestamp, amount =
 * sum_to_pay, address = details).
 */
const historyRowEntries = {
  id: v.number(),
  created: ext(Seconds, null, 'the date is shown as —; the row is sorted after the dated ones'),
  currency: opt(v.string()),
  amount: ext(v.number(), null, 'shown as —'),
  fee: ext(v.number(), null, 'the fee is shown from fee_sum in the system currency (USDT), else as —'),
  fee_sum: opt(v.number()),
  total_sum: opt(v.number()),
  address: ext(v.string(), null, 'shown as —'),
  tx_hash: ext(v.string(), null, 'the address is shown in its place, else —'),
  method_title: ext(v.string(), null, 'the method title of `method` is shown, else —'),
  method: opt(Method),
  status: opt(v.string()),
};

const HISTORY_ALIASES = {
  created: ['create_timestamp'],
  amount: ['sum_to_pay'],
  address: ['details'],
} as const;

export const HistoryRow = aliases(entity('HistoryRow', historyRowEntries), 'HistoryRow', HISTORY_ALIASES);
export type HistoryRow = v.InferOutput<typeof HistoryRow>;

const HistoryFields = entity('History', {
  count: ext(v.number(), null, 'the number of rows is not shown'),
  history: rows(HistoryRow, 'HistoryRow'),
});

/** SPEC: "list": a bare list, or an object holding it (with a count when the backend sends one). */
export const HistoryAnswer = documented(
  v.pipe(v.unknown(), holdListAs('history', LIST_KEYS), HistoryFields),
  v.union([
    v.array(HistoryRow),
    v.object({ count: HistoryFields.entries.count, history: v.array(HistoryRow) }),
  ]),
);
export type HistoryAnswer = v.InferOutput<typeof HistoryAnswer>;

export const SpoInput = v.object({ id: v.number() });

/** Single payout (a withdrawal) detail: SPEC shows no fields; read like a history row. */
export const SpoDetail = aliases(
  entity('Spo', {
    ...historyRowEntries,
    total: ext(v.number(), null, 'the debited total is shown as —'),
    /** System currency (USDT) per unit of `currency`: the invoice row's rate. */
    rate: ext(
      v.number(),
      null,
      'the note under the totals names the rounding and the difference only, without the conversion step',
    ),
    method_id: ext(v.number(), null, 'not shown'),
    updated: ext(Seconds, null, 'the last change is shown as —'),
  }),
  'Spo',
  HISTORY_ALIASES,
);
export type SpoDetail = v.InferOutput<typeof SpoDetail>;

export const SpoHistoryEntry = aliases(
  entity('SpoHistoryEntry', {
    status: opt(v.string()),
    created: opt(Seconds),
    comment: ext(v.string(), null, 'no text under the status'),
  }),
  'SpoHistoryEntry',
  { created: ['create_timestamp'], comment: ['message'] },
);
export type SpoHistoryEntry = v.InferOutput<typeof SpoHistoryEntry>;
/** The status history: a bare list or an object holding it. */
export const SpoHistoryAnswer = listOf(SpoHistoryEntry, 'SpoHistoryEntry', ['history', ...LIST_KEYS]);
