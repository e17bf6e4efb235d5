import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceTotals as Totals } from '@/api/invoices/schemas/invoice-list.schemas';
import { Amount } from '@/components/ui/amount';
import { Skeleton } from '@/components/ui/skeleton';
import { Unknown } from '@/components/ui/unknown';
import { DEFAULT_CURRENCY, formatNumber, formatPercent } from '@/lib/format';
import styles from './invoice-totals.module.css';

/**
 * The totals of the filtered invoices (same filters as the list), in USDT. `undefined` while
 * they load; `null` when the answer carried none (or the call failed): every figure is then
 * "Unknown", as is each one the answer left out or sent in a form that cannot be read: never
 * 0. Memoised: the list page renders again for every page of rows.
 */
export const InvoiceTotals = memo(function InvoiceTotals({ totals }: { totals: Totals | null | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A long figure wraps its currency to the next line instead of being cut off.
  const usdt = (value: number | null | undefined) =>
    value === null || value === undefined ? (
      <Unknown />
    ) : (
      <Amount value={formatNumber(value, lang)} currency={DEFAULT_CURRENCY} size="inherit" align="start" />
    );
  const known = (shown: string, value: number | null | undefined) =>
    value === null || value === undefined ? <Unknown /> : shown;
  const loaded = totals !== undefined;
  const items = [
    {
      key: 'count',
      label: t('invoices.totals.count'),
      value: known(formatNumber(totals?.count, lang, 0), totals?.count),
    },
    { key: 'in_sum', label: t('invoices.totals.in_sum'), value: usdt(totals?.in_sum) },
    { key: 'out_sum', label: t('invoices.totals.out_sum'), value: usdt(totals?.out_sum) },
    { key: 'avg_in', label: t('invoices.totals.avg_in'), value: usdt(totals?.avg_receipt_in) },
    { key: 'avg_out', label: t('invoices.totals.avg_out'), value: usdt(totals?.avg_receipt_out) },
    {
      key: 'success_rate',
      label: t('invoices.totals.success_rate'),
      value: known(formatPercent(totals?.success_rate, lang), totals?.success_rate),
    },
  ];
  return (
    <section
      className={styles.strip}
      aria-label={t('invoices.totals.label')}
      aria-busy={!loaded || undefined}
    >
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.key} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{loaded ? item.value : <Skeleton width="70%" height={20} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
