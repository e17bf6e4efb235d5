import { Link, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type MouseEvent, memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import { InvoiceStatusBadgeIn, InvoiceTypeBadgeIn } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf, unitOf, useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { Td, Tr } from '@/components/ui/data-table';
import { FitFigure } from '@/components/ui/fit-figure';
import { IdText } from '@/components/ui/id-text';
import { UnknownIn } from '@/components/ui/unknown';
import { formatAmount, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import styles from './invoice-list.module.css';

/**
 * What every row needs from the app (translations, language, currency precision, navigation),
 * gathered once by the list: a row mounting while scrolling subscribes to nothing, and a row
 * whose invoice did not change is not rendered again when a page is appended.
 */
export interface RowContext {
  t: TFunction;
  lang: string;
  money: ReturnType<typeof useCurrencyFormat>;
  open: (id: number) => void;
}

export function useRowContext(): RowContext {
  const { t, i18n } = useTranslation();
  const money = useCurrencyFormat();
  const navigate = useNavigate();
  const open = useCallback(
    (id: number) => void navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: id } }),
    [navigate],
  );
  const lang = i18n.language;
  return useMemo(() => ({ t, lang, money, open }), [t, lang, money, open]);
}

export const InvoiceTableRow = memo(function InvoiceTableRow({
  row,
  rowIndex,
  wide,
  context: { t, lang, money, open },
}: {
  row: InvoiceRow;
  rowIndex: number;
  wide: boolean;
  context: RowContext;
}) {
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // The id cell holds the real link; a click anywhere else on the row opens it too.
    if ((event.target as HTMLElement).closest('a, button')) return;
    open(row.id);
  };
  const toPay = money.amount(row.sum_to_pay, row.currency);
  const total = formatNumber(row.total_sum, lang);
  const method = row.method;
  return (
    <Tr interactive className={styles.row} aria-rowindex={rowIndex} onClick={onClick}>
      <Td className={styles.idCell}>
        <Link
          to="/finance/invoice/$invoiceId"
          params={{ invoiceId: row.id }}
          className={styles.idLink}
          aria-label={t('invoices.list.open', { id: row.id })}
        >
          <IdText>{row.id}</IdText>
        </Link>
        <span className={styles.sub} title={row.external_id ?? undefined}>
          {row.external_id ? <IdText>{row.external_id}</IdText> : MISSING}
        </span>
      </Td>
      <Td muted className={styles.date}>
        {formatDateTime(row.create_timestamp, lang)}
      </Td>
      <Td truncate title={row.store_title ?? undefined} className={wide ? undefined : styles.stacked}>
        {row.store_title ?? <UnknownIn t={t} />}
        {/* Narrower tables fold the type under the store. */}
        {wide ? null : (
          <span className={styles.subBadge}>
            <InvoiceTypeBadgeIn type={row.type} t={t} />
          </span>
        )}
      </Td>
      {wide ? (
        <Td>
          <InvoiceTypeBadgeIn type={row.type} t={t} />
        </Td>
      ) : null}
      {wide ? (
        <Td truncate title={method?.external_title ?? method?.title ?? undefined}>
          {method === null ? (
            <UnknownIn t={t} />
          ) : method.chosen ? (
            (method.title ?? method.external_title)
          ) : (
            <span className={styles.muted}>{t('invoices.list.no_method')}</span>
          )}
        </Td>
      ) : null}
      <Td numeric>
        {row.sum_to_pay === null ? (
          <UnknownIn t={t} />
        ) : (
          <FitFigure shown={toPay}>
            <Amount value={toPay} currency={unitOf(row.sum_to_pay, row.currency)} weight="medium" />
          </FitFigure>
        )}
      </Td>
      <Td numeric>
        {row.total_sum === null ? (
          <UnknownIn t={t} />
        ) : (
          <FitFigure shown={total}>
            <Amount value={total} currency={unitOf(row.total_sum, systemCurrencyOf(row))} />
          </FitFigure>
        )}
      </Td>
      <Td>
        <InvoiceStatusBadgeIn status={row.status} t={t} />
      </Td>
    </Tr>
  );
});

export const InvoiceCard = memo(function InvoiceCard({
  row,
  index,
  size,
  measure,
  context: { t, lang, money },
}: {
  row: InvoiceRow;
  index: number;
  size: number;
  /** The virtualiser's measuring ref: a card is as tall as its wrapped lines need. */
  measure: (node: HTMLLIElement | null) => void;
  context: RowContext;
}) {
  const toPay = money.amount(row.sum_to_pay, row.currency);
  return (
    <li
      ref={measure}
      data-index={index}
      className={styles.cardItem}
      aria-posinset={index + 1}
      aria-setsize={size}
    >
      <Link to="/finance/invoice/$invoiceId" params={{ invoiceId: row.id }} className={styles.card}>
        <span className={styles.cardLine}>
          <span className={styles.cardStore}>{row.store_title ?? <UnknownIn t={t} />}</span>
          {row.sum_to_pay === null ? (
            <UnknownIn t={t} />
          ) : (
            <Amount
              value={toPay}
              currency={unitOf(row.sum_to_pay, row.currency)}
              weight="semibold"
              align="start"
            />
          )}
        </span>
        <span className={styles.cardLine}>
          <span className={styles.cardRef}>
            <IdText className={styles.cardId}>{row.id}</IdText>
            {row.external_id ? (
              <>
                {' · '}
                <IdText>{row.external_id}</IdText>
              </>
            ) : null}
          </span>
          <InvoiceStatusBadgeIn status={row.status} t={t} />
        </span>
        <span className={styles.cardLine}>
          <span className={styles.cardMeta}>
            <InvoiceTypeBadgeIn type={row.type} t={t} />
            <span className={styles.cardDate}>{formatDateTime(row.create_timestamp, lang)}</span>
          </span>
          <span className={styles.cardTotal}>{formatAmount(row.total_sum, lang, systemCurrencyOf(row))}</span>
        </span>
      </Link>
    </li>
  );
});
