import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import type { Profile } from '@/api/profile/profile.schemas';
import type { SecuritySettings } from '@/api/security/security.schemas';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { protectionOn } from './protection-badges';

/** The steps a new merchant goes through, in order (the dashboard's setup checklist). */
export const MERCHANT_SETUP_STEPS = [
  'profile',
  'second_factor',
  'store',
  'approved',
  'api_key',
  'callback',
  'payment',
] as const;
export type MerchantSetupStepId = (typeof MERCHANT_SETUP_STEPS)[number];

/** `unknown`: what the cabinet holds cannot tell (an answer or a field did not arrive). */
export type MerchantSetupState = 'done' | 'todo' | 'unknown';

export interface MerchantSetupStep {
  id: MerchantSetupStepId;
  state: MerchantSetupState;
}

/**
 * SPEC.md section 5 "Profile save": the fields a profile cannot be saved without. The
 * nickname is optional and not asked for.
 */
export const REQUIRED_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'country',
  'city',
  'zip_code',
  'address',
] as const satisfies readonly (keyof Profile)[];

/**
 * The profile fields the checklist reads; `sent`, where the profile carries the object the
 * server sent, tells a field answered as `null` (not filled in) from one that was not read.
 */
type ProfileFields = Partial<Record<(typeof REQUIRED_PROFILE_FIELDS)[number], string | null>> & {
  sent?: Record<string, unknown>;
};
type StoreFacts = Partial<Pick<Store, 'status' | 'callback_url' | 'api_key_last4' | 'api_key_created'>>;
type PaymentRow = Pick<InvoiceRow, 'type' | 'status'>;

/** The successful payments asked for: the rows of the first page, and whether it held them all. */
export interface PaymentEvidence {
  rows: readonly PaymentRow[];
  /** The page was shorter than asked for: no further row exists. */
  complete: boolean;
}

/** What the checklist reads; `undefined` = not loaded (or failed): its steps are unknown. */
export interface MerchantSetupData {
  profile?: ProfileFields | null | undefined;
  security?: SecuritySettings | undefined;
  stores?: readonly StoreFacts[] | undefined;
  payments?: PaymentEvidence | undefined;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Set when the text has something in it, not set when it is empty; unknown when it was not read (null). */
const filledIn = (value: string | null | undefined): boolean | null =>
  value === null || value === undefined ? null : value.trim() !== '';

/**
 * Every field SPEC requires for a profile save is filled in. A field read as empty (or sent as
 * `null`, where the profile says what it was sent) makes the step to do; a field that could not
 * be read leaves it unknown unless another is empty.
 */
export function profileState(profile: ProfileFields | null | undefined): MerchantSetupState {
  if (!profile) return 'unknown';
  const { sent } = profile;
  const fields = REQUIRED_PROFILE_FIELDS.map((field) =>
    sent && sent[field] === null ? false : filledIn(profile[field]),
  );
  if (fields.includes(false)) return 'todo';
  return fields.includes(null) ? 'unknown' : 'done';
}

/** A PIN or the authenticator protects at least one operation (their badges are ON). */
export function secondFactorState(security: SecuritySettings | undefined): MerchantSetupState {
  if (!security) return 'unknown';
  const pin = protectionOn(security, 'pin');
  const otp = protectionOn(security, 'otp');
  if (pin === true || otp === true) return 'done';
  return pin === false && otp === false ? 'todo' : 'unknown';
}

/** Some store says yes: done; none can tell: unknown; every store says no (or none exists): to do. */
function anyStore(
  stores: readonly StoreFacts[] | undefined,
  says: (store: StoreFacts) => boolean | null,
): MerchantSetupState {
  if (!stores) return 'unknown';
  const answers = stores.map(says);
  if (answers.includes(true)) return 'done';
  return answers.includes(null) ? 'unknown' : 'todo';
}

export function storeCreatedState(stores: readonly StoreFacts[] | undefined): MerchantSetupState {
  if (!stores) return 'unknown';
  return stores.length > 0 ? 'done' : 'todo';
}

export function storeApprovedState(stores: readonly StoreFacts[] | undefined): MerchantSetupState {
  return anyStore(stores, (store) => (store.status == null ? null : store.status === 'approved'));
}

/**
 * A store names its current key (`api_key_last4`, or the date it was issued); one that says
 * it has none (an empty last4) has none. Both left out cannot be told from a backend that does
 * not send them: unknown, not "no key".
 */
export function apiKeyState(stores: readonly StoreFacts[] | undefined): MerchantSetupState {
  return anyStore(stores, (store) => {
    if (filled(store.api_key_last4) || typeof store.api_key_created === 'number') return true;
    return store.api_key_last4 === '' ? false : null;
  });
}

/** A store has a callback URL (a JSON null is none set); one whose URL was not read is unknown. */
export function callbackState(stores: readonly StoreFacts[] | undefined): MerchantSetupState {
  return anyStore(stores, (store) => filledIn(store.callback_url));
}

/** A payment invoice (type in) reached success. */
export function paymentState(payments: PaymentEvidence | undefined): MerchantSetupState {
  if (!payments) return 'unknown';
  if (payments.rows.some((row) => row.type === 'in' && row.status === 'success')) return 'done';
  return payments.complete ? 'todo' : 'unknown';
}

export function merchantSetupSteps(data: MerchantSetupData): MerchantSetupStep[] {
  const states: Record<MerchantSetupStepId, MerchantSetupState> = {
    profile: profileState(data.profile),
    second_factor: secondFactorState(data.security),
    store: storeCreatedState(data.stores),
    approved: storeApprovedState(data.stores),
    api_key: apiKeyState(data.stores),
    callback: callbackState(data.stores),
    payment: paymentState(data.payments),
  };
  return MERCHANT_SETUP_STEPS.map((id) => ({ id, state: states[id] }));
}

export function doneCount(steps: readonly MerchantSetupStep[]): number {
  return steps.filter((step) => step.state === 'done').length;
}

/** The checklist hides itself once every step is done (an unknown step is not done). */
export function setupComplete(steps: readonly MerchantSetupStep[]): boolean {
  return steps.every((step) => step.state === 'done');
}

/** The store a store step leads to: the first approved one, else the first one; null without stores. */
export function setupStoreId(stores: readonly (StoreFacts & { id: number })[] | undefined): number | null {
  if (!stores || stores.length === 0) return null;
  return (stores.find((store) => store.status === 'approved') ?? stores[0])?.id ?? null;
}
