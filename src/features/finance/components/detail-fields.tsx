import type { ReactNode } from 'react';
import styles from './detail.module.css';

export interface DetailField {
  key: string;
  label: string;
  value: ReactNode;
}

/** A definition list of label / value rows. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.key} className={styles.field}>
          <dt className={styles.label}>{field.label}</dt>
          <dd className={styles.value}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
