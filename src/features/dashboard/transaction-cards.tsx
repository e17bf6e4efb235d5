import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import { InvoiceStatusBadge, InvoiceTypeBadge } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf, unitOf } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { Table, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { Unknown } from '@/components/ui/unknown';
import { formatAmount, formatDateTime, formatNumber } from '@/lib/format';
import styles from './transaction-history.module.css';

// The phone view and the table's placeholders: no table library here, so phones never
// download it (the wide table loads on its own, see transaction-history.tsx).

/** Five rows of placeholders, as the table shows while its invoices load. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Tr key={index} aria-hidden="true">
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
        <Td key={cell}>
          <Skeleton height={14} width={cell === 4 ? '80%' : '70%'} />
        </Td>
      ))}
    </Tr>
  ));
}

/** The table's columns: heading and column id (its width class), in order. */
const HEADINGS = [
  ['dashboard.table.id', 'id'],
  ['dashboard.table.date', 'date'],
  ['dashboard.table.store', 'store_title'],
  ['dashboard.table.type', 'type'],
  ['dashboard.table.amount', 'total_sum'],
  ['dashboard.table.status', 'status'],
] as const;

/** The table as it first shows, while its code loads: the same headings and placeholder rows. */
export function TransactionTablePlaceholder() {
  const { t } = useTranslation();
  return (
    <Table label={t('dashboard.table.label')} busy className={styles.table}>
      <THead>
        <Tr>
          {HEADINGS.map(([key, id]) => (
            <Th key={id} numeric={id === 'total_sum'} className={styles[`col_${id}`]}>
              {t(key)}
            </Th>
          ))}
        </Tr>
      </THead>
      <TBody>
        <SkeletonRows columns={HEADINGS.length} />
      </TBody>
    </Table>
  );
}

/** Phones and tablets (up to 992 px): the same invoices as cards; each card opens its invoice. */
export function TransactionCards({ rows }: { rows: readonly InvoiceRow[] | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!rows) {
    return (
      <ul className={styles.cards} aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <li key={index} aria-hidden="true">
            <Skeleton className={styles.cardSkeleton} radius="md" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) return <p className={styles.empty}>{t('transaction_table.data_is_empty')}</p>;
  return (
    <ul className={styles.cards} aria-label={t('dashboard.table.label')}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to="/finance/invoice/$invoiceId"
            params={{ invoiceId: row.id }}
            className={styles.card}
            aria-label={t('dashboard.table.card_label', {
              id: row.id,
              store: row.store_title ?? t('ui.unknown'),
              amount: formatAmount(row.total_sum, lang, systemCurrencyOf(row)),
            })}
          >
            <span className={styles.cardTop}>
              <IdText className={styles.cardId}>#{row.id}</IdText>
              <span className={styles.cardDate}>{formatDateTime(row.create_timestamp, lang)}</span>
            </span>
            <span className={styles.cardMiddle}>
              <span className={styles.cardStore}>{row.store_title ?? <Unknown />}</span>
              {row.total_sum === null ? (
                <Unknown />
              ) : (
                <Amount
                  value={formatNumber(row.total_sum, lang)}
                  currency={unitOf(row.total_sum, systemCurrencyOf(row))}
                  weight="semibold"
                />
              )}
            </span>
            <span className={styles.cardBadges}>
              <InvoiceTypeBadge type={row.type} />
              <InvoiceStatusBadge status={row.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
