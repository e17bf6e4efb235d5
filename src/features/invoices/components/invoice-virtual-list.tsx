import { Link, useNavigate } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow, InvoiceSortColumn, SortDirection } from '@/api/invoices/invoices.schemas';
import { InvoiceStatusBadge, InvoiceTypeBadge } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf, unitOf, useInvoiceMoney } from '@/components/invoice/use-invoice-money';
import { Amount } from '@/components/ui/amount';
import { Table, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { ListEnd, type NextPages, useNextPages } from '@/components/ui/list-end';
import { formatAmount, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './invoice-list.module.css';

/**
 * Table rows have one fixed height, so nothing is measured while scrolling. Cards (phones)
 * start at the estimate and are measured once rendered: a long figure or date wraps to
 * another line instead of being cut off.
 */
export const TABLE_ROW_HEIGHT = 57;
export const CARD_ROW_HEIGHT = 104;
const OVERSCAN = 8;
/** From this width the method column fits. */
const WIDE_QUERY = '(min-width: 1280px)';

export interface InvoiceVirtualListProps {
  rows: readonly InvoiceRow[];
  mobile: boolean;
  sort: { sortColumn: InvoiceSortColumn; sortDirection: SortDirection };
  onSort: (column: InvoiceSortColumn) => void;
  /** Every matching invoice (for assistive technology: "row 40 of 5,000"). */
  total: number | undefined;
  /** The infinite query's next-page state (a failed page stops loading on its own). */
  pages: NextPages;
  busy: boolean;
}

/**
 * The invoice list, virtualised against the window: whatever the length, the DOM holds only
 * the rows on screen plus a few above and below. More rows load when the end is within
 * about two screens (SPEC section 9). When rows arrive above the ones being read (live
 * refresh), the page scrolls by their height so the reader stays on the same row.
 */
export function InvoiceVirtualList({
  rows,
  mobile,
  sort,
  onSort,
  total,
  pages,
  busy,
}: InvoiceVirtualListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowHeight = mobile ? CARD_ROW_HEIGHT : TABLE_ROW_HEIGHT;
  const wide = useMediaQuery(WIDE_QUERY);

  // The list starts below the filters and totals: the virtualiser measures from there.
  useLayoutEffect(() => {
    const measure = () => {
      const node = listRef.current;
      if (!node) return;
      const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
    // A node without a layout (jsdom) keeps the estimate.
    measureElement: (element, entry) =>
      Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height) || rowHeight,
  });

  // Keep the row being read in place when rows are inserted above it: scroll by how far its
  // start moved (the inserted rows' heights, measured or estimated).
  const anchor = useRef<{ rows: readonly InvoiceRow[]; index: number; start: number } | null>(null);
  const startOf = (index: number) => virtualizer.measurementsCache[index]?.start ?? index * rowHeight;
  useLayoutEffect(() => {
    const previous = anchor.current;
    if (previous && previous.rows !== rows && window.scrollY > scrollMargin) {
      const id = previous.rows[previous.index]?.id;
      const index = id === undefined ? -1 : rows.findIndex((row) => row.id === id);
      if (index > previous.index) window.scrollBy(0, startOf(index) - previous.start);
    }
    const first = virtualizer.range?.startIndex ?? 0;
    anchor.current = { rows, index: first, start: startOf(first) };
  });
  useEffect(() => {
    const update = () => {
      if (!anchor.current) return;
      const first = virtualizer.range?.startIndex ?? 0;
      anchor.current.index = first;
      anchor.current.start = virtualizer.measurementsCache[first]?.start ?? first * rowHeight;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const screens = Math.ceil((2 * (typeof window === 'undefined' ? 800 : window.innerHeight)) / rowHeight);
  const { canLoadOnItsOwn, loadMore } = useNextPages(pages);
  useEffect(() => {
    if (canLoadOnItsOwn && lastIndex >= rows.length - 1 - screens) loadMore();
  }, [canLoadOnItsOwn, lastIndex, rows.length, screens, loadMore]);

  const before = items.length ? (items[0]?.start ?? 0) - scrollMargin : 0;
  const after = items.length
    ? virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? 0) - scrollMargin)
    : 0;
  const count = total ?? rows.length;

  const footer = (
    <ListEnd
      className={styles.footer}
      pages={pages}
      hasRows={rows.length > 0}
      loadingLabel={t('invoices.list.loading_more')}
      endLabel={<span>{t('invoices.list.all_shown', { count: rows.length })}</span>}
    />
  );

  if (mobile) {
    return (
      <div ref={listRef} className={styles.anchorFree}>
        <ul className={styles.cards} aria-label={t('invoices.list.label')} aria-busy={busy || undefined}>
          {before > 0 ? <li aria-hidden="true" className={styles.spacer} style={{ height: before }} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <InvoiceCard
                key={row.id}
                row={row}
                index={item.index}
                size={count}
                measure={virtualizer.measureElement}
              />
            ) : null;
          })}
          {after > 0 ? <li aria-hidden="true" className={styles.spacer} style={{ height: after }} /> : null}
        </ul>
        {footer}
      </div>
    );
  }

  const sortOf = (column: InvoiceSortColumn) => (sort.sortColumn === column ? sort.sortDirection : false);
  return (
    <div ref={listRef} className={styles.anchorFree}>
      <Table
        label={t('invoices.list.label')}
        busy={busy}
        className={styles.table}
        containerClassName={styles.tableBox}
        aria-rowcount={count + 1}
      >
        <THead>
          <Tr aria-rowindex={1}>
            <Th width={124}>{t('invoices.columns.invoice')}</Th>
            <Th width={164} sort={sortOf('create_timestamp')} onSort={() => onSort('create_timestamp')}>
              {t('invoices.columns.created')}
            </Th>
            <Th>{t('invoices.columns.store')}</Th>
            {wide ? <Th width={104}>{t('invoices.columns.type')}</Th> : null}
            {wide ? <Th width={150}>{t('invoices.columns.method')}</Th> : null}
            <Th width={176} numeric>
              {t('invoices.columns.amount')}
            </Th>
            <Th width={144} numeric sort={sortOf('total_sum')} onSort={() => onSort('total_sum')}>
              {t('invoices.columns.total')}
            </Th>
            <Th width={168}>{t('invoices.columns.status')}</Th>
          </Tr>
        </THead>
        <TBody>
          {before > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row standing for rows not rendered; it holds nothing focusable.
            <tr aria-hidden="true" className={styles.spacer} style={{ height: before }}>
              <td colSpan={wide ? 8 : 6} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <InvoiceTableRow key={row.id} row={row} rowIndex={item.index + 2} wide={wide} />
            ) : null;
          })}
          {after > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row standing for rows not rendered; it holds nothing focusable.
            <tr aria-hidden="true" className={styles.spacer} style={{ height: after }}>
              <td colSpan={wide ? 8 : 6} />
            </tr>
          ) : null}
        </TBody>
      </Table>
      {footer}
    </div>
  );
}

function InvoiceTableRow({ row, rowIndex, wide }: { row: InvoiceRow; rowIndex: number; wide: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useInvoiceMoney();
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    // The id cell holds the real link; a click anywhere else on the row opens it too.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: row.id } });
  };
  const toPay = money.amount(row.sum_to_pay, row.currency);
  const total = formatNumber(row.total_sum, i18n.language);
  return (
    <Tr interactive className={styles.row} aria-rowindex={rowIndex} onClick={open}>
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
        {formatDateTime(row.create_timestamp, i18n.language)}
      </Td>
      <Td truncate title={row.store_title ?? undefined} className={wide ? undefined : styles.stacked}>
        {row.store_title ?? MISSING}
        {/* Narrower tables fold the type under the store. */}
        {wide ? null : (
          <span className={styles.subBadge}>
            <InvoiceTypeBadge type={row.type} />
          </span>
        )}
      </Td>
      {wide ? (
        <Td>
          <InvoiceTypeBadge type={row.type} />
        </Td>
      ) : null}
      {wide ? (
        <Td truncate title={row.method?.external_title ?? row.method?.title ?? undefined}>
          {row.method?.title ?? row.method?.external_title ?? (
            <span className={styles.muted}>{t('invoices.list.no_method')}</span>
          )}
        </Td>
      ) : null}
      <Td numeric>
        <Amount value={toPay} currency={unitOf(toPay, row.currency)} weight="medium" />
      </Td>
      <Td numeric>
        <Amount value={total} currency={unitOf(total, systemCurrencyOf(row))} />
      </Td>
      <Td>
        <InvoiceStatusBadge status={row.status} />
      </Td>
    </Tr>
  );
}

function InvoiceCard({
  row,
  index,
  size,
  measure,
}: {
  row: InvoiceRow;
  index: number;
  size: number;
  /** The virtualiser's measuring ref: a card is as tall as its wrapped lines need. */
  measure: (node: HTMLLIElement | null) => void;
}) {
  const { i18n } = useTranslation();
  const money = useInvoiceMoney();
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
          <span className={styles.cardStore}>{row.store_title ?? MISSING}</span>
          <Amount value={toPay} currency={unitOf(toPay, row.currency)} weight="semibold" align="start" />
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
          <InvoiceStatusBadge status={row.status} />
        </span>
        <span className={styles.cardLine}>
          <span className={styles.cardMeta}>
            <InvoiceTypeBadge type={row.type} />
            <span className={styles.cardDate}>{formatDateTime(row.create_timestamp, i18n.language)}</span>
          </span>
          <span className={styles.cardTotal}>
            {formatAmount(row.total_sum, i18n.language, systemCurrencyOf(row))}
          </span>
        </span>
      </Link>
    </li>
  );
}
