import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/api/http/params.schemas';
import type { StoreSortColumn, StoreStatus } from '@/api/stores/schemas/store.schemas';
import { storeListAll } from '@/api/stores/stores.queries';
import { AreaFrame } from '@/components/layout/area-frame';
import { STORE_TABS } from '@/components/layout/area-tabs';
import { PlusIcon, SearchIcon, StoreIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { useSentinel } from '@/components/ui/list-end';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import { selectStores } from '@/domain/stores';
import { describeError } from '@/i18n/describe-error';
import { intlLocale } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { useMerchantId } from '@/session/use-merchant-id';
import { StoreCards } from './store-cards';
import { StoreListToolbar } from './store-list-toolbar';
import styles from './store-pages.module.css';
import { DEFAULT_STORE_DIR, DEFAULT_STORE_SORT, nextSort, storeListView } from './store-search';
import { StoreTable } from './store-table';

const routeApi = getRouteApi('/_app/store/');

/** Rows shown at first and added by each "Load more" (or when the end comes near). */
export const STORE_PAGE_SIZE = 20;

/**
 * /store: every store of the merchant (read in keyset pages of 100 by id), filtered and
 * sorted on the client through the URL: SPEC.md names no filter for the list call, so the
 * result is right whatever a backend does with parameters it does not know. The rows are
 * shown 20 at a time.
 */
export function StoreListPage() {
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const mobile = useIsMobile();
  const list = useQuery(storeListAll(merchantId));

  const sort = search.sort ?? DEFAULT_STORE_SORT;
  const dir = search.dir ?? DEFAULT_STORE_DIR;
  const statuses = search.status ?? [];
  const query = search.q ?? '';
  const filtered = statuses.length > 0 || query !== '';

  const view = storeListView(search);
  const viewKey = JSON.stringify(view);
  // Sorted and searched by the language's rules (uk-UA for Ukrainian: Intl does not know `ua`).
  const matching = selectStores(list.data?.stores ?? [], view, intlLocale(i18n.language));
  // How many matching rows are shown; a new filter or sort starts again at one page.
  const [shown, setShown] = useState({ viewKey, size: STORE_PAGE_SIZE });
  const size = shown.viewKey === viewKey ? shown.size : STORE_PAGE_SIZE;
  const stores = matching.slice(0, size);
  const count = matching.length;
  const hasMore = stores.length < count;
  const showMore = useCallback(() => setShown({ viewKey, size: size + STORE_PAGE_SIZE }), [viewKey, size]);

  const sentinel = useRef<HTMLDivElement>(null);
  useSentinel(sentinel, hasMore, showMore);

  const onQueryChange = useCallback(
    (q: string) => void navigate({ search: (prev) => ({ ...prev, q: q || undefined }), replace: true }),
    [navigate],
  );
  const onStatusesChange = (next: StoreStatus[]) =>
    void navigate({ search: (prev) => ({ ...prev, status: next.length ? next : undefined }) });
  const onSortChange = (column: StoreSortColumn, direction: SortDirection) =>
    void navigate({ search: (prev) => ({ ...prev, sort: column, dir: direction }) });
  const clearFilters = () =>
    void navigate({ search: (prev) => ({ ...prev, status: undefined, q: undefined }) });

  return (
    <AreaFrame title={t('shell.pages.stores')} tabs={STORE_TABS}>
      <div className={styles.page}>
        <StoreListToolbar
          query={query}
          onQueryChange={onQueryChange}
          statuses={statuses}
          onStatusesChange={onStatusesChange}
          sort={sort}
          dir={dir}
          onSortChange={onSortChange}
          showSort={mobile}
        />
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {list.data ? t('stores.list.count', { count }) : null}
          </p>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              {t('stores.list.clear_filters')}
            </Button>
          ) : null}
        </div>

        {list.isError && !list.data ? (
          <Alert
            tone="error"
            title={t('stores.list.load_failed')}
            action={
              <Button size="sm" onClick={() => void list.refetch()}>
                {t('stores.common.retry')}
              </Button>
            }
          >
            {describeError(list.error)}
          </Alert>
        ) : null}

        {list.data && stores.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t('stores.list.no_results')}
              description={t('stores.list.no_results_hint')}
              action={<Button onClick={clearFilters}>{t('stores.list.clear_filters')}</Button>}
            />
          ) : (
            <EmptyState
              icon={<StoreIcon />}
              title={t('stores.list.empty')}
              description={t('stores.list.empty_hint')}
              action={
                <ButtonLink to="/store/new" variant="primary" iconStart={<PlusIcon size={16} />}>
                  {t('stores.list.add')}
                </ButtonLink>
              }
            />
          )
        ) : null}

        {stores.length > 0 ? (
          mobile ? (
            <StoreCards stores={stores} />
          ) : (
            <StoreTable
              stores={stores}
              sort={sort}
              dir={dir}
              onSort={(column) => {
                const next = nextSort({ sort, dir }, column);
                onSortChange(next.sort, next.dir);
              }}
            />
          )
        ) : null}

        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        {hasMore ? (
          <div className={styles.loadMore}>
            <p className={styles.muted}>{t('stores.list.shown', { shown: stores.length, count })}</p>
            <Button onClick={showMore}>{t('stores.list.load_more')}</Button>
          </div>
        ) : null}
      </div>
    </AreaFrame>
  );
}

/** The list's loading state at its final size (toolbar, summary, rows). */
export function StoreListSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('shell.pages.stores')} tabs={STORE_TABS}>
      <div className={styles.page} aria-busy="true">
        <LoadingStatus />
        <Skeleton height={36} width="min(100%, 320px)" radius="md" />
        <Skeleton height={20} width={120} />
        <div className={styles.skeletonRows}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </div>
      </div>
    </AreaFrame>
  );
}
