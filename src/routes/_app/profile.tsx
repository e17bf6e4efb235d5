import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '@/components/layout/area-frame';
import { PROFILE_TABS } from '@/components/layout/area-tabs';

export const Route = createFileRoute('/_app/profile')({
  component: ProfileLayout,
});

function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('layout.pages.profile')} tabs={PROFILE_TABS}>
      <Outlet />
    </AreaFrame>
  );
}
