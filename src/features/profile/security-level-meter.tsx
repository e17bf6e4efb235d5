import { useTranslation } from 'react-i18next';
import { Unknown } from '@/components/ui/unknown';
import styles from './security-level-meter.module.css';

/** Level 1 plus one per protection switched on (e-mail, PIN, authenticator, IP whitelist). */
export const SECURITY_LEVEL_MAX = 5;

/**
 * The merchant's security level as a number and five segments (SPEC.md: levels shown by number).
 * A level that could not be read says "Unknown", with no lit segment.
 */
export function SecurityLevelMeter({ level, className }: { level: number | null; className?: string }) {
  const { t } = useTranslation();
  const known = typeof level === 'number' && Number.isFinite(level);
  const shown = known ? Math.max(0, Math.min(level, SECURITY_LEVEL_MAX)) : 0;
  const tone = !known ? undefined : shown <= 1 ? 'low' : shown <= 3 ? 'medium' : 'high';
  return (
    <div className={[styles.meter, className].filter(Boolean).join(' ')} data-tone={tone}>
      <span className={styles.text}>
        <span className={styles.label}>{t('profile.level.label')}</span>{' '}
        <span className={styles.value}>
          {known ? t('profile.level.value', { level, max: SECURITY_LEVEL_MAX }) : <Unknown />}
        </span>
      </span>
      <span className={styles.bar} aria-hidden="true">
        {Array.from({ length: SECURITY_LEVEL_MAX }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positional segments.
          <span key={index} className={styles.segment} data-on={index < shown ? '' : undefined} />
        ))}
      </span>
    </div>
  );
}
