import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import type { MessageKey } from '@/i18n/keys';
import shell from './app-shell.module.css';
import { AreaTabs } from './area-frame';
import { FINANCE_TABS, PROFILE_TABS, STORE_TABS } from './area-tabs';
import { BrandMark } from './brand-mark';
import styles from './status-page.module.css';

type Area = { title: MessageKey; tabs: typeof PROFILE_TABS | typeof FINANCE_TABS | typeof STORE_TABS };

/** The area a path belongs to: its title key and its tabs (SPEC.md section 2: tabs on every page but /). */
function areaOf(pathname: string): Area | null {
  if (pathname.startsWith('/profile')) return { title: 'shell.pages.profile', tabs: PROFILE_TABS };
  if (pathname.startsWith('/finance')) return { title: 'shell.pages.finance', tabs: FINANCE_TABS };
  if (pathname.startsWith('/store')) return { title: 'shell.pages.stores', tabs: STORE_TABS };
  return null;
}

/** The dashboard's shape: title, four statistics cards (2 x 2 on phones), stores, history. */
function DashboardShape() {
  return (
    <>
      <Skeleton width={200} height={32} />
      <div className={styles.pendingStats}>
        {['balance', 'income', 'payout', 'conversion'].map((card) => (
          <Skeleton key={card} height={128} radius="lg" />
        ))}
      </div>
      <Skeleton width={140} height={24} />
      <div className={styles.pendingStores}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </div>
      <Skeleton height={420} radius="lg" />
    </>
  );
}

/** An area page: its real title and tabs once their messages are here, then the content's blocks. */
function AreaShape({ area }: { area: Area }) {
  const { t, i18n } = useTranslation();
  const known = i18n.exists(area.title) && i18n.exists(area.tabs[0].label);
  return (
    <>
      {known ? (
        <>
          <PageHeader title={t(area.title)} />
          <AreaTabs tabs={area.tabs} />
        </>
      ) : (
        <>
          <Skeleton width={220} height={32} />
          <Skeleton height={40} />
        </>
      )}
      <Skeleton height={160} radius="lg" />
      <Skeleton height={320} radius="lg" />
    </>
  );
}

/** The page's shape while its code or data loads, chosen by where the navigation goes. */
function PageShape({ pathname }: { pathname: string }) {
  const area = areaOf(pathname);
  return (
    <div className={styles.pending} aria-busy="true">
      <LoadingStatus />
      {pathname === '/' ? <DashboardShape /> : area ? <AreaShape area={area} /> : <Skeleton height={320} />}
    </div>
  );
}

/**
 * Shown while a page's data loads (after a short delay), inside the signed-in frame: the
 * header, the page margins, the area's title and tabs stay; skeletons have the page's shape.
 */
export function RoutePending() {
  // The location being loaded (the router moves it at the start of a navigation).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <PageShape pathname={pathname} />;
}

/**
 * The signed-in frame while the session and the profile load (a reload of any signed-in
 * page): the header, the page margins and the shape of the page that will come.
 */
export function AppShellPending() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { t } = useTranslation();
  return (
    <div className={shell.shell}>
      <header className={shell.header}>
        <div className={shell.headerInner}>
          <span className={shell.brand}>
            <BrandMark />
            <span className={shell.brandName}>{t('layout.brand')}</span>
          </span>
          <div className={styles.pendingNav} aria-hidden="true">
            <Skeleton width={104} height={32} radius="md" />
            <Skeleton width={92} height={32} radius="md" />
            <Skeleton width={88} height={32} radius="md" />
            <Skeleton width={82} height={32} radius="md" />
          </div>
          <div className={`${shell.headerActions} ${styles.pendingActions}`} aria-hidden="true">
            <Skeleton height={32} radius="md" className={styles.pendingLanguage} />
            <Skeleton width={32} height={32} radius="full" />
            <Skeleton width={32} height={32} radius="md" className={styles.pendingMenu} />
          </div>
        </div>
      </header>
      <main className={shell.main}>
        <PageShape pathname={pathname} />
      </main>
    </div>
  );
}
