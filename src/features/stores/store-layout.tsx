import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, Outlet, useMatch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { storeDetail } from '@/api/stores/stores.queries';
import { useDocumentTitle } from '@/components/layout/document-title';
import { ExternalLink } from '@/components/ui/external-link';
import { IdText } from '@/components/ui/id-text';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { RouteTab, RouteTabs } from '@/components/ui/route-tabs';
import { Skeleton } from '@/components/ui/skeleton';
import { isReadOnly } from '@/domain/stores';
import { formatDateTime, MISSING } from '@/lib/format';
import { PaymentsSwitch } from './payments-switch';
import styles from './store-header.module.css';
import { StoreLogoUpload } from './store-logo-upload';
import { StoreNotice } from './store-notice';
import { StoreStatusBadge } from './store-status';

const routeApi = getRouteApi('/_app/store/$storeId');

/** /store/{id}/*: the store header (logo, title, status, payments), its notice and the sub-page tabs. */
export function StoreLayout() {
  const { t, i18n } = useTranslation();
  const { storeId } = routeApi.useParams();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  const onSettings = Boolean(useMatch({ from: '/_app/store/$storeId/settings', shouldThrow: false }));
  useDocumentTitle(store.title || t('stores.header.id', { id: store.id }));
  const params = { storeId };

  return (
    <div className={styles.layout}>
      <div className={styles.header}>
        <StoreLogoUpload store={store} editable={!isReadOnly(store.status)} />
        <PageHeader
          className={styles.pageHeader}
          breadcrumbs={[
            <Link key="stores" to="/store">
              {t('shell.pages.stores')}
            </Link>,
          ]}
          title={store.title || MISSING}
          meta={<StoreStatusBadge status={store.status} />}
          description={
            <span className={styles.facts}>
              <IdText>{t('stores.header.id', { id: store.id })}</IdText>
              {store.main_url ? (
                <ExternalLink href={store.main_url} className={styles.site}>
                  {store.main_url.replace(/^https?:\/\//, '')}
                </ExternalLink>
              ) : null}
              {/* `created` is not a Store field SPEC.md names: without it the fact is left out. */}
              {store.created !== null ? (
                <span>
                  {t('stores.header.created', { date: formatDateTime(store.created, i18n.language, false) })}
                </span>
              ) : null}
            </span>
          }
          actions={<PaymentsSwitch store={store} />}
        />
      </div>
      <StoreNotice store={store} inForm={onSettings} />
      <RouteTabs label={t('stores.tabs.label')}>
        <RouteTab to="/store/$storeId" params={params} activeOptions={{ exact: true }}>
          {t('stores.tabs.overview')}
        </RouteTab>
        <RouteTab to="/store/$storeId/settings" params={params}>
          {t('stores.tabs.settings')}
        </RouteTab>
        <RouteTab to="/store/$storeId/integration" params={params}>
          {t('stores.tabs.integration')}
        </RouteTab>
        <RouteTab to="/store/$storeId/fees" params={params}>
          {t('stores.tabs.fees')}
        </RouteTab>
        <RouteTab to="/store/$storeId/chat" params={params}>
          {t('stores.tabs.chat')}
        </RouteTab>
      </RouteTabs>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

/** The store header and tabs while the store loads, at their final size. */
export function StoreLayoutSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <LoadingStatus />
      <div className={styles.header}>
        <Skeleton width={72} height={72} radius="lg" />
        <div className={styles.skeletonTitle}>
          <Skeleton width={60} height={16} />
          <Skeleton width="min(320px, 70%)" height={30} />
          <Skeleton width="min(420px, 90%)" height={18} />
        </div>
      </div>
      <Skeleton height={40} />
      <Skeleton height={320} radius="lg" />
    </div>
  );
}
