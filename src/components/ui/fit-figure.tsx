import type { CSSProperties, ReactNode } from 'react';
import styles from './fit-figure.module.css';

/** Width of a character in em in tabular figures (digits and signs), generously. */
const DIGIT_EM = 0.62;
const SEPARATOR_EM = 0.34;
/** The currency code: upper case at 0.8em with a little letter spacing, plus the gap before it. */
const CURRENCY_LETTER_EM = 0.8 * 0.74;
const CURRENCY_GAP_EM = 0.3;

/**
 * How wide a figure is in em: its characters, plus its currency code when it shares the line
 * (`currency`), with a margin so that the estimate never falls short.
 */
export function figureEm(shown: string, currency?: string): number {
  let em = 0;
  for (const char of shown) em += /[\s.,\u00a0\u202f'’]/.test(char) ? SEPARATOR_EM : DIGIT_EM;
  if (currency) em += CURRENCY_GAP_EM + currency.length * CURRENCY_LETTER_EM;
  return Math.max(1, Math.round(em * 1.06 * 100) / 100);
}

export interface FitFigureProps {
  /** The figure as shown (formatted). */
  shown: string;
  /** The currency code when it stays on the figure's line; leave out when it may wrap below. */
  currency?: string | undefined;
  children: ReactNode;
}

/**
 * Keeps a figure whole in a box of fixed width (a table cell, a stat card): it keeps its size
 * while it fits, and is set smaller when it would not, never cut.
 */
export function FitFigure({ shown, currency, children }: FitFigureProps) {
  const style: CSSProperties & { '--fit-em': number } = { '--fit-em': figureEm(shown, currency) };
  return (
    <span className={styles.fit} data-fit="">
      <span className={styles.figure} style={style}>
        {children}
      </span>
    </span>
  );
}
