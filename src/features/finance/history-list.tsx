import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@/api/finance/schemas/history.schemas';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { rowClick, Table, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { ListEnd, type NextPages, useNextPages, useSentinel } from '@/components/ui/list-end';
import { Unknown } from '@/components/ui/unknown';
import { DEFAULT_CURRENCY, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import styles from './history-list.module.css';
import { StatusOf } from './status';
import type { StatusBadgeComponent } from './status-badge';

export type HistoryKind = 'replenishment' | 'withdrawal';

export interface HistoryListProps {
  kind: HistoryKind;
  rows: readonly HistoryRow[];
  /** Every row there is; null when the backend does not say. */
  count: number | null;
  mobile: boolean;
  StatusBadge: StatusBadgeComponent;
  /** The infinite query's next-page state (a failed page stops loading on its own). */
  pages: NextPages;
}

const short = (text: string) => (text.length > 16 ? `${text.slice(0, 8)}…${text.slice(-6)}` : text);

/** Replenishment or withdrawal history: a table on desktop, cards on phones, keyset paged. */
export function HistoryList({ kind, rows, count, mobile, StatusBadge, pages }: HistoryListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useCurrencyFormat();
  const sentinel = useRef<HTMLDivElement>(null);
  const { canLoadOnItsOwn, loadMore } = useNextPages(pages);
  useSentinel(sentinel, canLoadOnItsOwn, loadMore);
  const lang = i18n.language;
  const label =
    kind === 'replenishment' ? t('finance.history.replenishments') : t('finance.history.withdrawals');
  const linkLabel = (id: number) =>
    kind === 'replenishment'
      ? t('finance.history.open_replenishment', { id })
      : t('finance.history.open_withdrawal', { id });
  const open = (id: number) =>
    kind === 'replenishment'
      ? navigate({ to: '/finance/replenishment/$replenishmentId', params: { replenishmentId: id } })
      : navigate({ to: '/finance/withdrawal/$withdrawalId', params: { withdrawalId: id } });
  // What could not be read is "Unknown", never 0 or "—": an amount without its figure, a fee
  // in neither unit. "—" is only a reference that is not there yet (a null sent for it).
  const amountOf = (row: HistoryRow) =>
    row.amount === null ? (
      <Unknown />
    ) : (
      <Amount
        value={money.amount(row.amount, row.currency ?? DEFAULT_CURRENCY)}
        currency={row.currency ?? undefined}
        weight={mobile ? 'semibold' : 'medium'}
        align={mobile ? 'start' : 'end'}
      />
    );
  const feeOf = (row: HistoryRow) =>
    row.fee !== null ? (
      money.amount(row.fee, row.currency ?? DEFAULT_CURRENCY)
    ) : row.fee_sum !== null ? (
      `${formatNumber(row.fee_sum, lang)} ${DEFAULT_CURRENCY}`
    ) : (
      <Unknown />
    );
  // A method not chosen (none sent) is "—"; one that could not be read "Unknown".
  const methodOf = (row: HistoryRow) => (row.method === null ? null : (row.method.title ?? null));
  const methodCell = (row: HistoryRow) => {
    const title = methodOf(row);
    return title === null ? <Unknown /> : title || MISSING;
  };
  const dateOf = (row: HistoryRow) =>
    row.created === null ? <Unknown /> : formatDateTime(row.created, lang);
  const rowLink = (row: HistoryRow, content: ReactNode, className: string | undefined) =>
    kind === 'replenishment' ? (
      <Link
        to="/finance/replenishment/$replenishmentId"
        params={{ replenishmentId: row.id }}
        className={className}
        aria-label={mobile ? undefined : linkLabel(row.id)}
      >
        {content}
      </Link>
    ) : (
      <Link
        to="/finance/withdrawal/$withdrawalId"
        params={{ withdrawalId: row.id }}
        className={className}
        aria-label={mobile ? undefined : linkLabel(row.id)}
      >
        {content}
      </Link>
    );

  const footer = (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <ListEnd
        className={styles.more}
        pages={pages}
        hasRows={rows.length > 0}
        loadingLabel={t('finance.history.load_more')}
        loadMoreLabel={t('finance.history.load_more')}
        progress={
          count !== null ? (
            <p className={styles.muted}>{t('finance.history.shown', { shown: rows.length, count })}</p>
          ) : null
        }
      />
    </>
  );

  if (mobile) {
    return (
      <>
        <ul className={styles.cards} aria-label={label}>
          {rows.map((row) => (
            <li key={row.id}>
              {rowLink(
                row,
                <>
                  <span className={styles.cardLine}>
                    {amountOf(row)}
                    <StatusOf status={row.status} StatusBadge={StatusBadge} />
                  </span>
                  <span className={styles.cardLine}>
                    <span className={styles.muted}>
                      <IdText className={styles.id}>{row.id}</IdText> · {dateOf(row)}
                    </span>
                    {methodOf(row) ? <span className={styles.muted}>{methodOf(row)}</span> : null}
                  </span>
                  {row.details ? <span className={styles.address}>{row.details}</span> : null}
                </>,
                styles.card,
              )}
            </li>
          ))}
        </ul>
        {footer}
      </>
    );
  }

  return (
    <>
      <Table label={label} className={styles.table} containerClassName={styles.box}>
        <THead>
          <Tr>
            <Th width={100}>{t('finance.history.id')}</Th>
            <Th width={184}>{t('finance.history.date')}</Th>
            <Th numeric width={180}>
              {t('finance.history.amount')}
            </Th>
            <Th numeric width={130}>
              {t('finance.history.fee')}
            </Th>
            <Th numeric width={130}>
              {t('finance.history.total')}
            </Th>
            <Th width={140}>{t('finance.history.method')}</Th>
            <Th>{kind === 'replenishment' ? t('finance.history.tx') : t('finance.history.address')}</Th>
            <Th width={160}>{t('finance.history.status')}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => {
            // A replenishment is referenced by its transaction, else its address; a withdrawal by its address.
            const reference = kind === 'replenishment' ? row.tx_hash || row.details : row.details;
            return (
              <Tr key={row.id} interactive onClick={rowClick(() => void open(row.id))}>
                <Td>{rowLink(row, row.id, styles.idLink)}</Td>
                <Td muted>{dateOf(row)}</Td>
                <Td numeric className={styles.figure}>
                  {amountOf(row)}
                </Td>
                <Td numeric muted className={styles.figure}>
                  {feeOf(row)}
                </Td>
                <Td numeric className={styles.figure}>
                  {row.total_sum === null ? <Unknown /> : formatNumber(row.total_sum, lang)}
                </Td>
                <Td truncate>{methodCell(row)}</Td>
                <Td truncate muted title={reference || undefined}>
                  {reference === null ? (
                    <Unknown />
                  ) : (
                    <span className={styles.mono}>{reference ? short(reference) : MISSING}</span>
                  )}
                </Td>
                <Td>
                  <StatusOf status={row.status} StatusBadge={StatusBadge} />
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      {footer}
    </>
  );
}
