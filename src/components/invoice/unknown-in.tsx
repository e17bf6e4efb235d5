import type { TFunction } from 'i18next';
import styles from '@/components/ui/unknown.module.css';

/**
 * "Unknown" (as `<Unknown />` shows it) translated with a `t` handed in: a long list's rows
 * translate once for all instead of each subscribing to the language.
 */
export function UnknownIn({ t }: { t: TFunction }) {
  return (
    <span className={styles.unknown} title={t('ui.unknown_hint')}>
      {t('ui.unknown')}
    </span>
  );
}
