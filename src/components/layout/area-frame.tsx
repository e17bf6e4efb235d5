import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { RouteTab, RouteTabs } from '@/components/ui/route-tabs';
import type { FINANCE_TABS, PROFILE_TABS, STORE_TABS } from './area-tabs';
import { useDocumentTitle } from './document-title';

type AreaTab = (typeof PROFILE_TABS | typeof FINANCE_TABS | typeof STORE_TABS)[number];

/** The tab bar of an area (SPEC.md: tabs on every page but /). */
export function AreaTabs({ tabs }: { tabs: readonly AreaTab[] }) {
  const { t } = useTranslation();
  return (
    <RouteTabs label={t('shell.tabs.label')}>
      {tabs.map((tab) => (
        <RouteTab key={tab.to} to={tab.to} activeOptions={{ exact: 'exact' in tab && tab.exact }}>
          {t(tab.label)}
        </RouteTab>
      ))}
    </RouteTabs>
  );
}

/** An area's frame: its title (h1, focused after navigation) and its tabs. */
export function AreaFrame({
  title,
  tabs,
  actions,
  children,
}: {
  title: string;
  tabs: readonly AreaTab[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <AreaTabs tabs={tabs} />
      {children}
    </>
  );
}

/** An area page while it loads: its title and tabs, then skeletons of the final size. */
export function AreaSkeleton({
  title,
  tabs,
  children,
}: {
  title: string;
  tabs: readonly AreaTab[];
  children: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <LoadingStatus />
      <PageHeader title={title} />
      <AreaTabs tabs={tabs} />
      {children}
    </div>
  );
}
