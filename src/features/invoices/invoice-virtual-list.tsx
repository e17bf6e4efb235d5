import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/api/http/params.schemas';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import type { InvoiceSortColumn } from '@/api/invoices/schemas/values.schemas';
import { Table, TBody, THead, Th, Tr } from '@/components/ui/data-table';
import { ListEnd, type NextPages, useNextPages } from '@/components/ui/list-end';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './invoice-list.module.css';
import { InvoiceCard, InvoiceTableRow, useRowContext } from './invoice-list-rows';

/**
 * Table rows have one fixed height, so nothing is measured while scrolling. Cards (phones)
 * start at the estimate and are measured once rendered: a long figure or date wraps to
 * another line instead of being cut off.
 */
export const TABLE_ROW_HEIGHT = 57;
export const CARD_ROW_HEIGHT = 104;
const OVERSCAN = 8;
/** From this width the method column fits. */
const METHOD_COLUMN_QUERY = '(min-width: 1280px)';

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
  const rowHeight = mobile ? CARD_ROW_HEIGHT : TABLE_ROW_HEIGHT;
  const wide = useMediaQuery(METHOD_COLUMN_QUERY);

  const scrollMargin = useDocumentTop(listRef);
  const rowContext = useRowContext();

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
    // Scrolling renders in a task of its own instead of inside the scroll event's frame: the
    // overscan rows cover the one frame the new rows may come late.
    useFlushSync: false,
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
    // Rows appended below leave the row being read where it was: nothing to look up, and no
    // read of the scroll position (that would lay the page out in the middle of the commit).
    const id = previous && previous.rows !== rows ? previous.rows[previous.index]?.id : undefined;
    if (previous && id !== undefined && rows[previous.index]?.id !== id && window.scrollY > scrollMargin) {
      const index = rows.findIndex((row) => row.id === id);
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
                context={rowContext}
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
            <Th width={116}>{t('invoices.columns.invoice')}</Th>
            <Th width={164} sort={sortOf('create_timestamp')} onSort={() => onSort('create_timestamp')}>
              {t('invoices.columns.created')}
            </Th>
            <Th>{t('invoices.columns.store')}</Th>
            {wide ? <Th width={140}>{t('invoices.columns.type')}</Th> : null}
            {wide ? <Th width={150}>{t('invoices.columns.method')}</Th> : null}
            <Th width={160} numeric>
              {t('invoices.columns.amount')}
            </Th>
            <Th width={144} numeric sort={sortOf('total_sum')} onSort={() => onSort('total_sum')}>
              {t('invoices.columns.total')}
            </Th>
            <Th width={188}>{t('invoices.columns.status')}</Th>
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
              <InvoiceTableRow
                key={row.id}
                row={row}
                rowIndex={item.index + 2}
                wide={wide}
                context={rowContext}
              />
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

/**
 * Where the list starts in the document (below the filters and totals): the virtualiser
 * measures from there. Read on mount and whenever the page's layout changed size (a
 * ResizeObserver calls back after layout, so the read forces none), not on every render: a
 * render that appends rows would otherwise lay the page out again only to read this.
 */
function useDocumentTop(ref: { readonly current: HTMLElement | null }): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const node = ref.current;
      if (!node) return;
      const next = Math.round(node.getBoundingClientRect().top + window.scrollY);
      setTop((current) => (current === next ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
