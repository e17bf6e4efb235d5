import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useId,
} from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './app-icons';
import styles from './table.module.css';

const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
const toCss = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

export type CellAlign = 'start' | 'center' | 'end';
export type SortDirection = 'asc' | 'desc';

export interface TableProps extends Omit<ComponentPropsWithRef<'table'>, 'summary'> {
  /** Visible caption; also names the table and its scroll region. */
  caption?: ReactNode;
  /** Keeps the caption for assistive technology only. */
  captionHidden?: boolean;
  /** Accessible name when there is no caption. */
  label?: string;
  /**
   * Height limit of the scroll box. With it the box scrolls vertically too and the header
   * row sticks to its top (page-level stickiness is impossible inside a horizontal scroller).
   */
  maxHeight?: number | string;
  /** Row height: compact 40px, comfortable 48px (default). */
  density?: 'compact' | 'comfortable';
  /** Sets aria-busy while rows are refreshing. */
  busy?: boolean;
  /** Class of the scroll container (the table takes `className`). */
  containerClassName?: string;
}

/** A table inside a horizontally scrollable, keyboard-focusable region. */
export function Table({
  caption,
  captionHidden = false,
  label,
  maxHeight,
  density = 'comfortable',
  busy,
  containerClassName,
  className,
  children,
  ...rest
}: TableProps) {
  const captionId = useId();
  const named = caption !== undefined || label !== undefined;
  const style: CSSProperties | undefined =
    maxHeight !== undefined ? { maxHeight: toCss(maxHeight) } : undefined;
  const table = (
    <table
      className={cx(styles.table, className)}
      data-density={density}
      aria-label={caption === undefined ? label : undefined}
      aria-busy={busy || undefined}
      {...rest}
    >
      {caption !== undefined ? (
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
      ) : null}
      {children}
    </table>
  );
  const containerClass = cx(styles.container, maxHeight !== undefined && styles.scrollY, containerClassName);
  if (!named) {
    return (
      <div className={containerClass} style={style}>
        {table}
      </div>
    );
  }
  return (
    <section
      className={containerClass}
      style={style}
      aria-labelledby={caption !== undefined ? captionId : undefined}
      aria-label={caption === undefined ? label : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      {table}
    </section>
  );
}

export function THead({ className, ...rest }: ComponentPropsWithRef<'thead'>) {
  return <thead className={cx(styles.thead, className)} {...rest} />;
}

export function TBody({ className, ...rest }: ComponentPropsWithRef<'tbody'>) {
  return <tbody className={cx(styles.tbody, className)} {...rest} />;
}

export interface TrProps extends ComponentPropsWithRef<'tr'> {
  /** Pointer cursor for rows that open something on click (keep a real link in the row too). */
  interactive?: boolean;
  selected?: boolean;
}

export function Tr({ interactive = false, selected = false, className, ...rest }: TrProps) {
  return (
    <tr
      className={cx(styles.tr, className)}
      data-interactive={interactive ? '' : undefined}
      data-selected={selected ? '' : undefined}
      aria-selected={selected || undefined}
      {...rest}
    />
  );
}

export interface ThProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  align?: CellAlign;
  /** Numeric column: right-aligned. */
  numeric?: boolean;
  /** Current sort of this column; `false`/undefined = not sorted. */
  sort?: SortDirection | false | null;
  /** Makes the header a sort button; call it to toggle. */
  onSort?: () => void;
  width?: number | string;
}

export function Th({
  align,
  numeric = false,
  sort,
  onSort,
  width,
  scope = 'col',
  className,
  style,
  children,
  ...rest
}: ThProps) {
  const resolvedAlign = align ?? (numeric ? 'end' : 'start');
  const ariaSort = onSort
    ? sort === 'asc'
      ? 'ascending'
      : sort === 'desc'
        ? 'descending'
        : 'none'
    : undefined;
  const SortGlyph = sort === 'asc' ? ArrowUpIcon : sort === 'desc' ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope={scope}
      className={cx(styles.th, className)}
      data-align={resolvedAlign}
      aria-sort={ariaSort}
      style={width !== undefined ? { width: toCss(width), ...style } : style}
      {...rest}
    >
      {onSort ? (
        <button
          type="button"
          className={styles.sortButton}
          data-sorted={sort ? '' : undefined}
          onClick={onSort}
        >
          <span>{children}</span>
          <SortGlyph className={styles.sortIcon} size={14} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export interface TdProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  align?: CellAlign;
  /** Right-aligned tabular figures (amounts, counts, percentages). */
  numeric?: boolean;
  /** Secondary text colour (dates, ids). */
  muted?: boolean;
  /** One line, cut with an ellipsis. Give the column a width. */
  truncate?: boolean;
  /** Lets the text wrap (cells stay on one line by default; the table scrolls sideways). */
  wrap?: boolean;
}

export function Td({
  align,
  numeric = false,
  muted = false,
  truncate = false,
  wrap = false,
  className,
  ...rest
}: TdProps) {
  return (
    <td
      className={cx(styles.td, numeric && 'tabular-nums', className)}
      data-align={align ?? (numeric ? 'end' : 'start')}
      data-muted={muted ? '' : undefined}
      data-truncate={truncate ? '' : undefined}
      data-wrap={wrap && !numeric ? '' : undefined}
      {...rest}
    />
  );
}

/** A full-width row for "no data" text or an EmptyState inside the table body. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className={styles.emptyRow}>
      <td colSpan={colSpan} className={styles.emptyCell}>
        {children}
      </td>
    </tr>
  );
}

/** What handles its own clicks inside a clickable row or card (and modifier keys for new tabs). */
const INNER_CONTROL =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/**
 * A click handler for a whole row or card that opens something: it does nothing when the
 * click landed on an inner link or control (that one acts instead) or ended a text
 * selection (copying an id must not navigate away).
 */
export function rowClick<E extends HTMLElement>(open: () => void) {
  return (event: MouseEvent<E>) => {
    const target = event.target as Element;
    if (target.closest(INNER_CONTROL)) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && selection.toString().trim() !== '') return;
    open();
  };
}
