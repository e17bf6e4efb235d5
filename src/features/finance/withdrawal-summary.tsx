import { useTranslation } from 'react-i18next';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { MoneySummary } from '@/components/ui/money-summary';
import { Unknown } from '@/components/ui/unknown';
import type { WithdrawalSummary as Figures, Rounding } from '@/domain/money-summary';
import { formatNumber, formatRate, MISSING } from '@/lib/format';

export interface WithdrawalSummaryProps {
  currency: string;
  /** The figures of the typed amount (`withdrawalSummary`); null for an empty or invalid one. */
  summary: Figures | null;
  /** Whether the method's fee and the wallet balance are known (to say why a figure is unknown). */
  feeKnown: boolean;
  balanceKnown: boolean;
}

/** The live summary of a withdrawal: amount, fee, total debited and the balance left. */
export function WithdrawalSummary({ currency, summary, feeKnown, balanceKnown }: WithdrawalSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = useCurrencyFormat();
  const lang = i18n.language;
  // No usable amount typed yet: "—" (nothing to work out); a figure worked out from a value
  // that could not be read (the fee, the balance): "Unknown", never 0.
  const fmt = (value: number | null | undefined) =>
    summary === null ? (
      MISSING
    ) : value === null || value === undefined ? (
      <Unknown />
    ) : (
      `${money.amount(value, currency)} ${currency}`
    );
  const figureLabel = (rounding: Rounding) =>
    rounding.figure === 'balance_left'
      ? t('finance.withdraw.summary.balance_left')
      : t('finance.withdraw.fee');
  const roundingNote = (rounding: Rounding) =>
    t('finance.withdraw.summary.rounded', {
      figure: figureLabel(rounding),
      step: `${formatNumber(10 ** -rounding.decimals, lang, rounding.decimals)} ${rounding.currency}`,
      difference: `${formatRate(Math.abs(rounding.difference), lang, 15)} ${rounding.currency}`,
    });

  const notes: string[] = [];
  if (!summary) notes.push(t('finance.withdraw.amount_required'));
  else {
    if (!feeKnown) notes.push(t('finance.withdraw.summary.no_fee'));
    else if (!balanceKnown) notes.push(t('finance.withdraw.summary.no_balance'));
    notes.push(...summary.roundings.map(roundingNote));
  }

  return (
    <MoneySummary
      title={t('finance.withdraw.summary.title')}
      details={[
        { id: 'amount', label: t('finance.withdraw.amount'), value: fmt(summary?.amount) },
        { id: 'fee', label: t('finance.withdraw.fee'), value: fmt(summary?.fee) },
      ]}
      totals={[
        { id: 'total', label: t('finance.withdraw.total'), value: fmt(summary?.total) },
        {
          id: 'balance_left',
          label: t('finance.withdraw.summary.balance_left'),
          value: fmt(summary?.balanceLeft),
        },
      ]}
      notes={notes}
    />
  );
}
