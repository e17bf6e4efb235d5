import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import styles from './id-text.module.css';

/**
 * An identifier (invoice, external, merchant or store id, address, transaction hash) in the
 * one style every screen shows ids in: monospace, breaking anywhere when it is too long.
 */
export function IdText({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={[styles.id, className].filter(Boolean).join(' ')}>{children}</span>;
}

/** An identifier with its copy button beside it. */
export function CopyableId({
  value,
  label,
  feedbackMs,
}: {
  value: string | number;
  /** The copy button's accessible name ("Copy invoice ID"). */
  label: string;
  feedbackMs?: number;
}) {
  const text = String(value);
  return (
    <span className={styles.copyable}>
      <IdText>{text}</IdText>
      <CopyButton text={text} label={label} feedbackMs={feedbackMs} />
    </span>
  );
}
