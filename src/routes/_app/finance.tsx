import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';

export const Route = createFileRoute('/_app/finance')({
  component: FinanceLayout,
});

function FinanceLayout() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('layout.pages.finance')} tabs={FINANCE_TABS}>
      <Outlet />
    </AreaFrame>
  );
}
