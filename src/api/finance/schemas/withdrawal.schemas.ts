import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { PositiveAmount } from '../../http/params.schemas';
import { answer, asset, id, list, money, num, ours, record, required, shaped, text } from '../../http/read';
import { methodType } from '../../invoices/schemas/values.schemas';

// ------------------------------------------------------------------ system methods

/** SPEC section 3: a system method has a type (payment or payout) and a logo. */
export const SystemMethod = record({
  id: required(id()),
  type: methodType(),
  logo: asset(),
  /** Ours: offered as "Method <id>" when absent. */
  title: ours(text()),
  /** Ours: taken as the currency asked for when absent. */
  currency: ours(text()),
  /** Ours: no minimum is checked before sending when absent (the backend still answers amount_below_minimum). */
  min_amount: ours(money()),
  /** Ours: the fee as a fraction of the amount; unknown when absent (fee and total "Unknown", no Max). */
  fee: ours(num()),
});
export type SystemMethod = NonNullable<v.InferOutput<typeof SystemMethod>>;

export const SystemMethodsInput = v.object({ currency: v.optional(v.string()) });
/** SPEC: the answer is "methods": a bare list or `{ methods }`; the read fails when it cannot be read. */
export const SystemMethodsAnswer = required(list(SystemMethod));

// ------------------------------------------------------------------ withdrawal

/**
 * Cash out from a wallet (SPEC shows no payload: these are the demo's names). Amount
 * rules: > 0, at least the method's min_amount (`amount_below_minimum`); amount plus the
 * method fee at most balance - hold - min_balance (`insufficient_funds`). Second factor of
 * kind `withdrawal`.
 */
export const WithdrawalInput = v.object({
  merchant_id: v.number(),
  currency: v.pipe(v.string(), v.nonEmpty()),
  amount: PositiveAmount,
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  method_id: v.number(),
});
export type WithdrawalInput = v.InferInput<typeof WithdrawalInput>;

/** SPEC shows no answer: `{ id }`, a bare id, or nothing. */
export const WithdrawalAnswer = shaped(
  (value: number | string | { id?: number | string } | null) => (isRecord(value) ? value : { id: value }),
  /** Ours: the new withdrawal; without it the page stays and refreshes the history. */
  answer({ id: ours(id()) }),
);
export type WithdrawalAnswer = v.InferOutput<typeof WithdrawalAnswer>;
