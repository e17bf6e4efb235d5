import styles from './amount.module.css';

export type AmountSign = 'positive' | 'negative' | 'zero';

/** Reads the sign of a preformatted amount ("+1 200.00", "-5.10", "−5.10", "0.00"). */
export function amountSign(value: string): AmountSign {
  const trimmed = value.trim();
  if (/^[-\u2212]/.test(trimmed)) return 'negative';
  if (!/[1-9]/.test(trimmed)) return 'zero';
  return 'positive';
}

export interface AmountProps {
  /** Already formatted number (locale separators, precision); a leading "-" becomes a true minus sign. */
  value: string;
  /** Currency code shown after the number in a lighter tone, e.g. "USDT". */
  currency?: string;
  /** Colours the amount by sign: positive green, negative red, zero neutral. */
  colorSign?: boolean;
  /** Prefixes "+" to positive amounts (use with colorSign for in/out flows). */
  showPlus?: boolean;
  /** `inherit`: the size of the text around it (a stat card sizes its figure for its width). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'inherit';
  /** `end` (default) fills the line and aligns right; `start` is inline. */
  align?: 'start' | 'end';
  weight?: 'regular' | 'medium' | 'semibold';
  className?: string;
}

export function Amount({
  value,
  currency,
  colorSign = false,
  showPlus = false,
  size = 'md',
  align = 'end',
  weight = 'regular',
  className,
}: AmountProps) {
  const sign = amountSign(value);
  let display = value.trim().replace(/^-/, '\u2212');
  if (showPlus && sign === 'positive' && !display.startsWith('+')) display = `+${display}`;
  return (
    <span
      className={[styles.amount, className].filter(Boolean).join(' ')}
      data-align={align}
      data-size={size}
      data-weight={weight}
      data-sign={colorSign ? sign : undefined}
    >
      <span className={styles.value}>{display}</span>
      {currency ? <span className={styles.currency}>{currency}</span> : null}
    </span>
  );
}
