import * as v from 'valibot';
import { catalogue } from '../../src/api/catalogue';
import { Currency, LanguageEntry } from '../../src/api/enums/enums.schemas';
import type { AnySchema, Endpoint, InputOf, OutputOf } from '../../src/api/http/endpoint';
import { RECEIPT_FILE } from '../../src/api/invoices/schemas/invoice-writes.schemas';
import { hasReceipt } from '../../src/domain/invoices';

/**
 * The probe's plan (`npm run api:probe`): every read call of the catalogue, in an order in
 * which each call's input can be built from earlier answers. One row per call (two when
 * one path answers two questions, like the three enum lists). Declarative: the runner
 * (run.ts) walks the rows; a unit test checks that every GET endpoint has one.
 *
 * A row names the facts its input needs (`needs`). A fact comes from the answer of an
 * earlier row (`learn`); when it is missing the row is skipped with the reason FACTS
 * gives, or because the row that gives it did not pass.
 */

export type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/** What earlier answers taught the probe. */
export interface Derived {
  merchantId: number;
  /** A language code of the server's list (`en` when offered). */
  language: string;
  /** An active currency code of the enums. */
  currency: string;
  /** The currency of the merchant's first wallet. */
  walletCurrency: string;
  /** The wallet-operations marker wallet-updates continues from. */
  walletUpdateEndId: number;
  storeId: number;
  /** A store that takes payments (approved): the new-invoice form asks its methods. */
  approvedStoreId: number;
  invoiceId: number;
  /** An invoice whose receipt exists (paid or success). */
  receiptInvoiceId: number;
  /** A prepared file named by a 202 answer of the invoice file call. */
  receiptFilename: string;
  replenishmentId: number;
  withdrawalId: number;
}
export type FactKey = keyof Derived;

/** What every input can use: the clock, the zone, and whatever was learnt so far. */
export type Facts = Partial<Derived> & {
  /** Epoch seconds at the start of the run. */
  readonly now: number;
  /** IANA zone, as the browser would send it. */
  readonly tzName: string;
};
type Given<K extends FactKey> = Facts & Pick<Derived, K>;

/** Where each fact comes from, and what it means when that answer did not carry it. */
export const FACTS: { readonly [K in FactKey]: { from: string; none: string } } = {
  merchantId: { from: 'profile.person', none: 'the profile carries no id' },
  language: { from: 'enums.list?enum=languages', none: 'the language list is empty' },
  currency: { from: 'enums.list?enum=currencies', none: 'no active currency in the enums' },
  walletCurrency: { from: 'finance.wallets', none: 'the merchant has no wallet yet' },
  walletUpdateEndId: { from: 'finance.walletOperations', none: 'no wallet operation yet' },
  storeId: { from: 'stores.list', none: 'the merchant has no store yet' },
  approvedStoreId: { from: 'stores.list', none: 'no approved store yet' },
  invoiceId: { from: 'invoices.list', none: 'the merchant has no invoice yet' },
  receiptInvoiceId: {
    from: 'invoices.list',
    none: 'no paid or successful invoice on the first page (no receipt to fetch)',
  },
  receiptFilename: {
    from: 'invoices.file',
    none: 'the receipt came at once (200), nothing was prepared in storage',
  },
  replenishmentId: { from: 'finance.replenishmentHistory', none: 'no replenishment yet' },
  withdrawalId: { from: 'finance.withdrawalHistory', none: 'no withdrawal yet' },
};

/** An error answer that means "nothing there yet" for this call, not a broken call. */
export interface Tolerated {
  status: number;
  key: string;
  means: string;
}

/** One row of the plan (types erased so that rows of different calls share a list). */
export interface ProbeStep {
  /** Unique in the plan: the endpoint id, plus `?<discriminator>` when a call has two rows. */
  key: string;
  endpoint: AnyEndpoint;
  /** The query discriminator shown after the path (`short=1`), for calls that share one. */
  variant?: string;
  needs: readonly FactKey[];
  /** How the input is built; called only when every needed fact is known. */
  input: (facts: Facts) => unknown;
  /** The facts this answer gives (read from the client's parsed answer). */
  learn?: (output: unknown, facts: Facts) => Partial<Derived>;
  tolerate?: readonly Tolerated[];
  /** A line for the plan's documentation: how the input is derived. */
  derivation: string;
}

interface StepSpec<E extends AnyEndpoint, K extends FactKey> {
  variant?: string;
  needs?: readonly K[];
  input: (facts: Given<K>) => InputOf<E>;
  learn?: (output: OutputOf<E>, facts: Facts) => Partial<Derived>;
  tolerate?: readonly Tolerated[];
  derivation: string;
}

/**
 * A row of the plan for one endpoint: `step(endpoint)({ needs, input, learn })`. Curried so
 * that the endpoint fixes the input type before the row's literals are read.
 */
function step<E extends AnyEndpoint>(endpoint: E) {
  return <K extends FactKey = never>(spec: StepSpec<E, K>): ProbeStep => {
    const row: ProbeStep = {
      key: spec.variant ? `${endpoint.id}?${spec.variant}` : endpoint.id,
      endpoint,
      needs: spec.needs ?? [],
      input: spec.input as (facts: Facts) => unknown,
      derivation: spec.derivation,
    };
    if (spec.variant) row.variant = spec.variant;
    if (spec.learn) row.learn = spec.learn as (output: unknown, facts: Facts) => Partial<Derived>;
    if (spec.tolerate) row.tolerate = spec.tolerate;
    return row;
  };
}

const DAY = 86_400;
/** The chart range the dashboard opens with: the last 30 days. */
const range = (facts: Facts) => ({ startDate: facts.now - 30 * DAY, endDate: facts.now });
const first = <T>(list: readonly T[]): T | undefined => list[0];
/** The facts of an answer, without the ones it did not carry. */
const defined = (value: { [K in FactKey]?: Derived[K] | null | undefined }): Partial<Derived> =>
  Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== null),
  ) as Partial<Derived>;

const { content, dashboard, enums, finance, invoices, profile, security, stores } = catalogue;

/** Every read call the cabinet makes, in the order the probe makes them. */
export const PLAN: readonly ProbeStep[] = [
  // ---------------------------------------------------------------- reference
  step(enums.enumsList)({
    variant: 'enum=languages',
    input: () => ({ enum: 'languages' }),
    learn: (list) => {
      const codes = list.flatMap((item) => {
        const entry = v.parse(LanguageEntry, item);
        return entry ? [entry.code] : [];
      });
      return defined({ language: codes.includes('en') ? 'en' : first(codes) });
    },
    derivation: 'fixed: enum=languages',
  }),
  step(enums.enumsList)({
    variant: 'enum=countries',
    input: () => ({ enum: 'countries' }),
    derivation: 'fixed: enum=countries',
  }),
  step(enums.enumsList)({
    variant: 'enum=currencies',
    input: () => ({ enum: 'currencies' }),
    learn: (list) => {
      const active = list.flatMap((item) => {
        const currency = v.parse(Currency, item);
        return currency && currency.active !== false ? [currency] : [];
      });
      const usdt = active.find((currency) => currency.code === 'USDT');
      return defined({ currency: (usdt ?? first(active))?.code });
    },
    derivation: 'fixed: enum=currencies',
  }),
  step(content.getContent)({
    input: (f) => ({ app: 'cabinet', lang: f.language ?? 'en' }),
    derivation: 'app=cabinet; lang = en when the language list offers it, else its first code',
  }),

  // ---------------------------------------------------------------- profile and security
  step(profile.person)({
    input: () => undefined,
    learn: (person) => ({ merchantId: person.id }),
    derivation: 'no input; gives merchantId (its `id`)',
  }),
  step(profile.notificationSettings)({ input: () => undefined, derivation: 'no input' }),
  step(security.securitySettings)({ input: () => undefined, derivation: 'no input' }),
  step(security.securityMethods)({
    variant: 'operation=settings',
    input: () => ({ operation: 'settings' }),
    derivation: 'operation=settings (what the logo uploads ask before they send)',
  }),

  // ---------------------------------------------------------------- dashboard
  step(dashboard.statistics)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, period: 'day', tzName: f.tzName }),
    derivation: 'merchantId; period=day; tzName of this machine',
  }),
  step(dashboard.inOutChart)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, groupBy: 'day', tzName: f.tzName, ...range(f) }),
    derivation: 'merchantId; groupBy=day; the last 30 days; all stores and currencies',
  }),

  // ---------------------------------------------------------------- finance
  step(finance.balance)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, currency: 'USDT', tzName: f.tzName }),
    derivation: 'merchantId; currency=USDT (the cabinet shows USDT)',
  }),
  step(finance.balanceChart)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, groupBy: 'day', tzName: f.tzName, ...range(f) }),
    derivation: 'merchantId; groupBy=day; the last 30 days; every wallet',
  }),
  step(finance.wallets)({
    input: () => undefined,
    learn: (list) => defined({ walletCurrency: first(list)?.currency }),
    derivation: 'no input; gives the first wallet currency',
  }),
  step(finance.minBalance)({ input: () => undefined, derivation: 'no input' }),
  step(finance.walletOperations)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    learn: (answer) => {
      const ids = (answer.data ?? []).map((operation) => operation.id);
      return defined({
        walletUpdateEndId: answer.update_end_id ?? (ids.length ? Math.max(...ids) : undefined),
      });
    },
    derivation: 'merchantId; first page; gives the update marker',
  }),
  step(finance.walletUpdates)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, update_end_id: f.walletUpdateEndId }),
    derivation: 'merchantId; update_end_id of wallet-operations (omitted when it had none)',
  }),
  step(finance.systemMethods)({
    input: (f) => ({ currency: f.walletCurrency ?? f.currency }),
    derivation: 'currency = the first wallet currency, else an active currency, else omitted (all)',
  }),
  step(finance.favorites)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    derivation: 'merchantId',
  }),
  step(finance.cryptoAddress)({
    needs: ['merchantId', 'currency'],
    input: (f) => ({ merchantId: f.merchantId, currency: f.walletCurrency ?? f.currency }),
    tolerate: [
      { status: 404, key: 'address_not_found', means: 'no deposit address yet (the cabinet shows none)' },
    ],
    derivation: 'merchantId; currency = the first wallet currency, else an active currency',
  }),
  step(finance.replenishmentHistory)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    learn: (answer) => defined({ replenishmentId: first(answer.history)?.id }),
    derivation: 'merchantId; first page; gives a replenishment id',
  }),
  step(finance.withdrawalHistory)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    learn: (answer) => defined({ withdrawalId: first(answer.history)?.id }),
    derivation: 'merchantId; first page; gives a withdrawal id',
  }),
  step(finance.spo)({
    needs: ['withdrawalId'],
    input: (f) => ({ id: f.withdrawalId }),
    derivation: 'id = the first withdrawal of the history',
  }),
  step(finance.spoHistory)({
    needs: ['withdrawalId'],
    input: (f) => ({ id: f.withdrawalId }),
    derivation: 'id = the first withdrawal of the history',
  }),

  // ---------------------------------------------------------------- stores
  step(stores.storeList)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, sortColumn: 'title', sortDirection: 'asc', pageSize: 100 }),
    learn: (answer) =>
      defined({
        storeId: first(answer.stores)?.id,
        approvedStoreId: answer.stores.find((store) => store.status === 'approved')?.id,
      }),
    derivation: 'merchantId; by title (a Store field SPEC names), 100 rows; gives a store id',
  }),
  step(stores.storeListShort)({
    variant: 'short=1',
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId, short: true }),
    derivation: 'merchantId; short=1',
  }),
  step(stores.storePrivate)({
    needs: ['storeId'],
    input: (f) => ({ id: f.storeId }),
    derivation: 'id = the first store of the list',
  }),
  step(stores.storeFeeHistory)({
    needs: ['storeId'],
    input: (f) => ({ storeId: f.storeId, sortDirection: 'desc' }),
    derivation: 'storeId = the first store of the list; newest first',
  }),
  step(stores.storeCurrencyFee)({
    needs: ['storeId'],
    input: (f) => ({ storeId: f.storeId }),
    derivation: 'storeId = the first store of the list',
  }),

  // ---------------------------------------------------------------- invoices
  step(invoices.invoiceList)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    learn: (answer) =>
      defined({
        invoiceId: first(answer.invoices ?? [])?.id,
        receiptInvoiceId: (answer.invoices ?? []).find((invoice) => hasReceipt(invoice.status))?.id,
      }),
    derivation: 'merchantId; newest first; gives an invoice id and one with a receipt',
  }),
  step(invoices.invoiceTotals)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    derivation: 'merchantId; no filter',
  }),
  step(invoices.invoiceRefreshList)({
    needs: ['merchantId'],
    input: (f) => ({ merchantId: f.merchantId }),
    derivation: 'merchantId; no markers (the first refresh: markers and totals)',
  }),
  step(invoices.invoiceDetail)({
    needs: ['invoiceId'],
    input: (f) => ({ id: f.invoiceId }),
    derivation: 'id = the newest invoice',
  }),
  step(invoices.invoiceLogs)({
    needs: ['invoiceId'],
    input: (f) => ({ id: f.invoiceId }),
    derivation: 'id = the newest invoice',
  }),
  step(invoices.invoiceChat)({
    needs: ['invoiceId'],
    input: (f) => ({ invoice: f.invoiceId }),
    derivation: 'invoice = the newest invoice',
  }),
  step(invoices.invoiceStatus)({
    needs: ['invoiceId'],
    input: (f) => ({ id: f.invoiceId }),
    derivation: 'id = the newest invoice',
  }),
  step(invoices.invoiceMethods)({
    needs: ['approvedStoreId'],
    input: (f) => ({ store_id: f.approvedStoreId, type: 'payment' }),
    derivation: 'store_id = the first approved store; type=payment',
  }),
  step(invoices.invoiceFile)({
    needs: ['receiptInvoiceId'],
    input: (f) => ({ invoice: f.receiptInvoiceId, file: RECEIPT_FILE }),
    learn: (answer) => ('filename' in answer ? { receiptFilename: answer.filename } : {}),
    derivation: `invoice = a paid or successful invoice; file=${RECEIPT_FILE}`,
  }),
  step(invoices.storageDownload)({
    needs: ['receiptFilename'],
    input: (f) => ({ filename: f.receiptFilename }),
    derivation: 'filename of the 202 answer of the invoice file call',
  }),
];

/** How a row is shown: method, path, and the query discriminator when it has one. */
export function callLabel(step: Pick<ProbeStep, 'endpoint' | 'variant'>): string {
  const base = `${step.endpoint.method} ${step.endpoint.path}`;
  return step.variant ? `${base} ?${step.variant}` : base;
}
