import { initialOf } from '@/domain/stores';
import styles from './store-logo.module.css';

const TINTS = ['accent', 'success', 'warning', 'info', 'neutral', 'error'] as const;

function tintOf(title: string | null): (typeof TINTS)[number] {
  let hash = 0;
  for (const char of title ?? '') hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? 'accent';
}

export interface StoreLogoProps {
  /** null: the title did not arrive (the placeholder shows "?"). */
  title: string | null;
  logo: string | null;
  /** Edge in px; the spec's store logo is 60 x 60. */
  size?: 40 | 60 | 72;
  className?: string;
}

/** The store's logo, or the first letter of its title in a tinted square. Decorative: the title is next to it. */
export function StoreLogo({ title, logo, size = 60, className }: StoreLogoProps) {
  const classes = [styles.logo, className].filter(Boolean).join(' ');
  if (logo) {
    return (
      <img
        className={classes}
        src={logo}
        alt=""
        width={size}
        height={size}
        data-size={size}
        decoding="async"
      />
    );
  }
  return (
    <span className={classes} data-size={size} data-tint={tintOf(title)} aria-hidden="true">
      {initialOf(title)}
    </span>
  );
}
