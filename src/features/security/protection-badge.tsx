import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * ON / OFF of a protection (SPEC.md section 4 "Protection badges"), only from what was read; a
 * protection whose list could not be read is a neutral "Unknown" badge, never OFF.
 */
export function ProtectionBadge({ on }: { on: boolean | null }) {
  const { t } = useTranslation();
  if (on === null)
    return (
      <Badge tone="default" variant="outlined">
        {t('ui.unknown')}
      </Badge>
    );
  return (
    <Badge tone={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} dot={on}>
      {on ? t('security.badge.on') : t('security.badge.off')}
    </Badge>
  );
}
