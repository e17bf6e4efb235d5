import { useTranslation } from 'react-i18next';
import styles from './unknown.module.css';

/**
 * A value the server's answer did not carry in a form the cabinet can read: it says so
 * ("Unknown"), never 0, off, none or a dash that reads as "nothing".
 */
export function Unknown() {
  const { t } = useTranslation();
  return (
    <span className={styles.unknown} title={t('ui.unknown_hint')}>
      {t('ui.unknown')}
    </span>
  );
}
