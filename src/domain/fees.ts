import type { FeePayer, Store } from '@/api/stores/schemas/store.schemas';
import { formatPercent } from '@/lib/format';

/**
 * SPEC.md section 9: fees are shown as value x 100 with at most 1 decimal (0.015 -> 1.5);
 * a fee that did not arrive stays null (shown as "—").
 */
export function feePercent(fraction: number | null | undefined): number | null {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return null;
  const value = Math.round(fraction * 1000) / 10;
  return Object.is(value, -0) ? 0 : value;
}

/**
 * A fee as every screen shows it: value x 100 with at most 1 decimal and no trailing ".0"
 * ("1.5%", "0%"), "—" when it did not arrive. The one formatter for merchant, client, total
 * and method fees.
 */
export function formatFee(fraction: number | null | undefined, lang: string): string {
  return formatPercent(feePercent(fraction), lang);
}

/**
 * How the fees in force share the commission: the merchant alone, the client alone, half
 * each (the provider's split rule: the halves differ by at most 0.0001), or unevenly.
 */
export type FeeSplitKind = 'merchant' | 'client' | 'even' | 'uneven';

export interface FeeSplit {
  kind: FeeSplitKind;
  merchant_fee: number;
  client_fee: number;
}

/** Half each, as the split rule rounds it (client half rounded down to 0.0001). */
const EVEN_TOLERANCE = 0.0001 + 1e-9;

/** The split of the fees in force; null when a fee did not arrive. */
export function feeSplit(fees: { merchant_fee: number | null; client_fee: number | null }): FeeSplit | null {
  const { merchant_fee, client_fee } = fees;
  if (merchant_fee === null || client_fee === null) return null;
  const kind: FeeSplitKind =
    client_fee === 0
      ? 'merchant'
      : merchant_fee === 0
        ? 'client'
        : Math.abs(merchant_fee - client_fee) <= EVEN_TOLERANCE
          ? 'even'
          : 'uneven';
  return { kind, merchant_fee, client_fee };
}

/**
 * Who pays the commission, read from the fees in force (they decide what the customer pays
 * and the merchant receives, whatever the stored `fee_payer` says); the backend's `fee_payer`
 * only when the fees did not arrive. Null when neither did.
 */
export function feePayerOf(store: {
  /** A payer code the cabinet does not know counts as none. */
  fee_payer: string | null;
  merchant_fee: number | null;
  client_fee: number | null;
}): FeePayer | null {
  const split = feeSplit(store);
  if (!split) return isFeePayer(store.fee_payer) ? store.fee_payer : null;
  if (split.kind === 'merchant' || split.kind === 'client') return split.kind;
  return 'split';
}

function isFeePayer(value: string | null): value is FeePayer {
  return value === 'merchant' || value === 'client' || value === 'split';
}

/** The provider's total commission of a store, or null when a fee did not arrive. */
export function totalFee(store: Pick<Store, 'merchant_fee' | 'client_fee'>): number | null {
  if (store.merchant_fee === null || store.client_fee === null) return null;
  return store.merchant_fee + store.client_fee;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * How a total commission splits for a payer (the backend's rule: split = half each, rounded
 * down to 0.0001 for the client, the merchant takes the remainder).
 */
export function splitFees(total: number, payer: FeePayer): { merchant_fee: number; client_fee: number } {
  if (payer === 'merchant') return { merchant_fee: round4(total), client_fee: 0 };
  if (payer === 'client') return { merchant_fee: 0, client_fee: round4(total) };
  const client = Math.floor((total / 2) * 10_000) / 10_000;
  return { merchant_fee: round4(total - client), client_fee: client };
}
