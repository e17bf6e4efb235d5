import { type ReactNode, useId } from 'react';
import styles from './money-summary.module.css';

export interface SummaryRow {
  /** Stable key (the figure's name). */
  id: string;
  label: ReactNode;
  /** The formatted figure, or "—". */
  value: ReactNode;
  /** A line under the figure (how it is made up, or why it is missing). */
  hint?: ReactNode;
}

export interface MoneySummaryProps {
  title: ReactNode;
  /** Figures that explain the totals (amount, fee, payer): read when reached, not announced. */
  details: readonly SummaryRow[];
  /**
   * The totals: announced politely when they change (a screen reader says them once the
   * merchant pauses, not every figure of every keystroke).
   */
  totals: readonly SummaryRow[];
  /** Notes under the totals: rounding differences, why a figure is missing. */
  notes?: readonly string[];
  className?: string;
}

/**
 * The live summary beside a money form: a labelled region with the details and the totals
 * as description lists. Takes formatted text only; the figures are worked out by the domain.
 */
export function MoneySummary({ title, details, totals, notes = [], className }: MoneySummaryProps) {
  const headingId = useId();
  const row = (item: SummaryRow) => (
    <div key={item.id} className={styles.row}>
      <dt>{item.label}</dt>
      <dd className="tabular-nums">
        {item.value}
        {item.hint ? <span className={styles.hint}>{item.hint}</span> : null}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={[styles.summary, className].filter(Boolean).join(' ')}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {details.length ? <dl className={styles.list}>{details.map(row)}</dl> : null}
      <div aria-live="polite" aria-atomic="true" className={styles.totals}>
        <dl className={styles.list}>{totals.map(row)}</dl>
        {notes.length ? (
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
