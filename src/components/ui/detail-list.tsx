import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export interface DetailField {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface DetailListProps {
  fields: readonly DetailField[];
  /** Replaces the list's own layout (rows with dividers), e.g. a grid of facts. */
  className?: string;
  /** Replaces the layout of one label / value pair; goes with `className`. */
  itemClassName?: string;
}

/** A definition list of label / value rows: label above the value on phones, beside it from 480 px. */
export function DetailList({ fields, className, itemClassName }: DetailListProps) {
  return (
    <dl className={className ?? styles.list}>
      {fields.map((field) => (
        <div key={field.key} className={itemClassName ?? styles.item}>
          <dt className={styles.label}>{field.label}</dt>
          <dd className={styles.value}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
