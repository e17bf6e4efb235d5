import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { MoneySummary, type SummaryRow } from '@/components/ui/money-summary';
import { invoiceSummary, type RoundedFigure, type Rounding } from '@/domain/money-summary';
import { DEFAULT_CURRENCY, formatNumber, formatRate, MISSING } from '@/lib/format';
import type { InvoiceKind } from './invoice-form';

export interface InvoiceSummaryProps {
  kind: InvoiceKind;
  store: Pick<Store, 'merchant_fee' | 'client_fee' | 'fee_payer'>;
  currency: string;
  /** The amount as typed. */
  amount: string;
}

/**
 * The live summary of a new invoice: what the client pays, the fee and who pays it, and what
 * the merchant receives, in the payment currency and in USDT, from the store's fees in force.
 * A payout shows what the recipient receives (the store's fee settings are for payments).
 */
export function InvoiceSummary({ kind, store, currency, amount }: InvoiceSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = useCurrencyFormat();
  const lang = i18n.language;
  const system = DEFAULT_CURRENCY;
  const summary = invoiceSummary({
    amount,
    currency,
    precision: money.precision(currency),
    store,
    systemCurrency: system,
    systemPrecision: money.precision(system),
    // The form knows no exchange rate: it is fixed once the client pays (the invoice's rate).
    rate: null,
    ratesPrecision: money.currencies.find((c) => c.code === currency)?.rates_precision ?? 4,
  });

  // No usable amount typed: nothing to work out ("—"). A figure that needs a value the cabinet
  // does not know (the store's fees, a rate) is "Unknown", never 0.
  const fmt = (value: number | null | undefined, code = currency) =>
    !summary
      ? MISSING
      : value === null || value === undefined
        ? t('ui.unknown')
        : `${money.amount(value, code)} ${code}`;
  // The USDT figure under a total in another currency ("Unknown" while no rate is known).
  const inSystem = (value: number | null | undefined) =>
    !summary || summary.system?.sameCurrency
      ? undefined
      : t('invoices.summary.in_system', { system, amount: fmt(value, system) });

  const figureLabel: Partial<Record<RoundedFigure, string>> = {
    client_fee: t('invoices.summary.client_fee'),
    merchant_fee: t('invoices.summary.merchant_fee'),
    rate: t('invoices.fields.rate'),
    amount_system: t('invoices.form.amount'),
    client_pays_system: t('invoices.summary.client_pays'),
    merchant_receives_system: t('invoices.summary.you_receive'),
  };
  const roundingNote = (rounding: Rounding) =>
    t('invoices.summary.rounded', {
      figure: figureLabel[rounding.figure] ?? t('invoices.form.amount'),
      step: `${formatNumber(10 ** -rounding.decimals, lang, rounding.decimals)} ${rounding.currency}`,
      difference: `${formatRate(Math.abs(rounding.difference), lang, 15)} ${rounding.currency}`,
    });

  const payerLabel = {
    merchant: t('invoices.summary.payer_merchant'),
    client: t('invoices.summary.payer_client'),
    split: t('invoices.summary.payer_split'),
  };

  const notes: string[] = [];
  if (!summary) notes.push(t('invoices.form.amount_required'));
  else {
    if (kind === 'payment' && summary.fee === null) notes.push(t('invoices.summary.no_fees'));
    if (kind === 'payout') notes.push(t('invoices.summary.payout_fee'));
    if (!summary.system) notes.push(t('invoices.summary.no_rate', { currency, system }));
    for (const rounding of summary.roundings) {
      // A payout shows no fee shares: their rounding is not named either.
      if (kind === 'payment' || rounding.figure === 'amount_system') notes.push(roundingNote(rounding));
    }
  }

  let details: SummaryRow[];
  let totals: SummaryRow[];
  if (kind === 'payout') {
    details = [{ id: 'amount', label: t('invoices.form.amount'), value: fmt(summary?.amount) }];
    totals = [
      {
        id: 'recipient',
        label: t('invoices.summary.recipient_receives'),
        value: fmt(summary?.amount),
        hint: inSystem(summary?.system?.amount),
      },
    ];
  } else {
    const payer = summary?.payer ?? null;
    details = [
      { id: 'amount', label: t('invoices.form.amount'), value: fmt(summary?.amount) },
      {
        id: 'payer',
        label: t('invoices.summary.payer'),
        value: !summary ? MISSING : payer ? payerLabel[payer] : t('ui.unknown'),
      },
      { id: 'fee', label: t('invoices.fields.fee_sum'), value: fmt(summary?.fee) },
      ...(payer === 'split'
        ? [
            { id: 'client_fee', label: t('invoices.summary.client_fee'), value: fmt(summary?.clientFee) },
            {
              id: 'merchant_fee',
              label: t('invoices.summary.merchant_fee'),
              value: fmt(summary?.merchantFee),
            },
          ]
        : []),
    ];
    totals = [
      {
        id: 'client_pays',
        label: t('invoices.summary.client_pays'),
        value: fmt(summary?.clientPays),
        hint: inSystem(summary?.system?.clientPays),
      },
      {
        id: 'you_receive',
        label: t('invoices.summary.you_receive'),
        value: fmt(summary?.merchantReceives),
        hint: inSystem(summary?.system?.merchantReceives),
      },
    ];
  }

  return <MoneySummary title={t('invoices.summary.title')} details={details} totals={totals} notes={notes} />;
}
