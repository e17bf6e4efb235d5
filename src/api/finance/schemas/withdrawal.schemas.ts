import * as v from 'valibot';
import { AssetUrl } from '../../http/asset-url';
import { aliases, entity, ext, LIST_KEYS, listOf, named, opt } from '../../http/wire';
import { MethodType } from '../../invoices/invoices.schemas';
import { documented, isRecord } from './values.schemas';

// ------------------------------------------------------------------ system methods

/** SPEC section 3: a system method has a type (payment or payout) and a logo. */
export const SystemMethod = aliases(
  entity('SystemMethod', {
    id: v.number(),
    type: named(MethodType),
    logo: opt(AssetUrl),
    title: ext(v.string(), null, 'the method is offered as "Method <id>"'),
    currency: ext(v.string(), null, 'taken as the currency asked for'),
    min_amount: ext(
      v.number(),
      null,
      'no minimum is checked before sending (the backend still answers amount_below_minimum); the hint is hidden',
    ),
    fee: ext(v.number(), null, 'the fee and the total are shown as —, and Max is disabled'),
  }),
  'SystemMethod',
  { title: ['name'] },
);
export type SystemMethod = v.InferOutput<typeof SystemMethod>;

export const SystemMethodsInput = v.object({ currency: v.optional(v.string()) });
/** SPEC: the answer is "methods": a bare list or `{ methods }`. */
export const SystemMethodsAnswer = listOf(SystemMethod, 'SystemMethod', ['methods', ...LIST_KEYS]);

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
  amount: v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum')),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  method_id: v.number(),
});
export type WithdrawalInput = v.InferInput<typeof WithdrawalInput>;

const WithdrawalFields = entity('Withdrawal', {
  id: ext(
    v.number(),
    null,
    'the cabinet stays on the withdrawal page and refreshes the history instead of opening the new withdrawal',
  ),
});

/** SPEC shows no answer: `{ id }`, a bare id, or nothing. */
export const WithdrawalAnswer = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) =>
      typeof value === 'number' ? { id: value } : isRecord(value) ? value : {},
    ),
    WithdrawalFields,
  ),
  v.nullish(WithdrawalFields),
);
export type WithdrawalAnswer = v.InferOutput<typeof WithdrawalAnswer>;
