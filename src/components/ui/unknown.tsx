import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './unknown.module.css';

/**
 * A value the server's answer did not carry in a form the cabinet can read: it says so
 * ("Unknown"), never 0, off, none or a dash that reads as "nothing".
 */
export function Unknown() {
  const { t } = useTranslation();
  return <UnknownIn t={t} />;
}

/**
 * The same, translated with a `t` handed in: a long list's rows translate once for all
 * instead of each subscribing to the language.
 */
export function UnknownIn({ t }: { t: TFunction }) {
  return (
    <span className={styles.unknown} title={t('ui.unknown_hint')}>
      {t('ui.unknown')}
    </span>
  );
}
