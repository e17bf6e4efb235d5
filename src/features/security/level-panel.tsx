import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecuritySettings } from '@/api/security/security.schemas';
import { ShieldIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Unknown } from '@/components/ui/unknown';
import type { Protection } from '@/constants/security';
import { nextRecommendation } from '@/domain/security';
import styles from './level-panel.module.css';

/** Level 1 plus one per protection switched on (e-mail, PIN, authenticator, IP whitelist). */
const LEVEL_MAX = 5;

/** The tip for each protection: its title and its text. */
const TIPS = {
  otp: { title: 'security.level.tip_otp_title', text: 'security.level.tip_otp' },
  pin: { title: 'security.level.tip_pin_title', text: 'security.level.tip_pin' },
  email: { title: 'security.level.tip_email_title', text: 'security.level.tip_email' },
  whitelist: { title: 'security.level.tip_whitelist_title', text: 'security.level.tip_whitelist' },
} as const satisfies Record<Protection, { title: string; text: string }>;

/**
 * The security level with a tip on what to switch on next (SPEC.md section 2 "Security page"),
 * from what was read only: a level that could not be read says "Unknown"; the tip names a
 * protection read as OFF, says "every protection is on" only when each was read as ON, and says
 * it cannot tell when some could not be read.
 */
export function LevelPanel({
  settings,
  onOpen,
}: {
  settings: SecuritySettings;
  onOpen: (protection: Protection) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // A level that could not be read says "Unknown": no lit segment and no tone word.
  const level = settings.security_level;
  const shown = level === null ? 0 : Math.max(0, Math.min(level, LEVEL_MAX));
  const tone = level === null ? null : shown <= 1 ? 'low' : shown <= 3 ? 'medium' : 'high';
  const next = nextRecommendation(settings);

  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.levelCard}>
        <div className={styles.levelHead}>
          <span className={styles.levelIcon} data-tone={tone ?? undefined}>
            <ShieldIcon size={22} />
          </span>
          <div className={styles.levelText}>
            <h2 id={titleId} className={styles.levelTitle}>
              {t('security.level.title')}
            </h2>
            <p className={styles.levelValue}>
              {level === null ? (
                <span className={styles.levelNumber}>
                  <Unknown />
                </span>
              ) : (
                <>
                  <span className={styles.levelNumber}>{level}</span>
                  <span className={styles.levelMax}>{t('security.level.of', { max: LEVEL_MAX })}</span>
                </>
              )}
              {tone === null ? null : (
                <span className={styles.levelWord} data-tone={tone}>
                  {tone === 'low'
                    ? t('security.level.low')
                    : tone === 'medium'
                      ? t('security.level.medium')
                      : t('security.level.high')}
                </span>
              )}
            </p>
            <span className={styles.levelBar} data-tone={tone ?? undefined} aria-hidden="true">
              {Array.from({ length: LEVEL_MAX }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed positional segments.
                <span key={index} data-on={index < shown ? '' : undefined} />
              ))}
            </span>
          </div>
        </div>
        <div className={styles.tip} data-done={next === 'all_on' ? '' : undefined}>
          {next === 'all_on' ? (
            <p className={styles.tipText}>
              <CheckCircleIcon size={16} />
              {t('security.level.all_on')}
            </p>
          ) : next === 'unknown' ? (
            <p className={styles.tipText}>{t('security.level.cannot_tell')}</p>
          ) : (
            <>
              <div className={styles.tipBody}>
                <p className={styles.tipTitle}>{t(TIPS[next].title)}</p>
                <p className={styles.tipText}>{t(TIPS[next].text)}</p>
              </div>
              <Button size="sm" variant="primary" onClick={() => onOpen(next)}>
                {t('security.level.set_up')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
