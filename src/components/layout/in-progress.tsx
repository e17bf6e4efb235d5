import { useTranslation } from 'react-i18next';
import { SettingsIcon } from '@/components/ui/app-icons';
import { EmptyState } from '@/components/ui/empty-state';

/** The page-in-progress notice (SPEC.md section 2: verification and addresses). */
export function InProgress() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SettingsIcon />}
      title={t('shell.in_progress.title')}
      description={t('shell.in_progress.body')}
    />
  );
}
