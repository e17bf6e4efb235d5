import { useTranslation } from 'react-i18next';

/** Tells screen readers that the region around it is loading (its skeletons say nothing). */
export function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <span className="visually-hidden" role="status">
      {t('layout.loading')}
    </span>
  );
}
