import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { invoiceListInfinite, invoiceTotals } from '@/api/invoices/invoices.queries';
import { hasInvoiceFilters, matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import type { InvoiceSortColumn } from '@/api/invoices/schemas/values.schemas';
import { storeShortList } from '@/api/stores/stores.queries';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { PlusIcon, SearchIcon, WalletIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { useNextPages } from '@/components/ui/list-end';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isCryptoCurrency } from '@/domain/currencies';
import { describeError } from '@/i18n/describe-error';
import { useIsMobile } from '@/lib/use-media-query';
import { useMerchantId } from '@/session/use-merchant-id';
import { ExportButton } from './export-button';
import { InvoiceFilterBar } from './invoice-filter-bar';
import styles from './invoice-pages.module.css';
import { clearFilters, hasFilters, type InvoiceListSearch, nextSort } from './invoice-search';
import { InvoiceTotals } from './invoice-totals';
import { InvoiceVirtualList } from './invoice-virtual-list';
import { useLiveRefresh } from './use-live-refresh';

const routeApi = getRouteApi('/_app/finance/invoice/');

/** /finance/invoice: every invoice, filtered through the URL, virtualised, refreshed live. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const mobile = useIsMobile();

  const { filters, sort } = routeApi.useLoaderData();
  const listOptions = invoiceListInfinite({ ...filters, ...sort });
  const list = useInfiniteQuery({ ...listOptions, placeholderData: keepPreviousData });
  const totals = useQuery({ ...invoiceTotals(filters), placeholderData: keepPreviousData });
  const stores = useQuery(storeShortList(merchantId));
  const currencies = useQuery(currenciesQuery());

  // Rows without store_id (SPEC names only store_title) match a store filter by title.
  const context = useMemo(
    () => ({
      storeTitles: new Map(
        (stores.data ?? []).flatMap((store): [number, string][] =>
          store.title === null ? [] : [[store.id, store.title]],
        ),
      ),
    }),
    [stores.data],
  );
  const [liveNote, setLiveNote] = useState('');
  useLiveRefresh({
    filters,
    sort,
    listKey: listOptions.queryKey,
    context,
    onMerged: (added) => setLiveNote(added > 0 ? t('invoices.list.new_rows', { count: added }) : ''),
  });

  // SPEC names no filter parameter: a backend may ignore them and answer unfiltered rows.
  // The list keeps the matching ones (the rule the demo backend filters with).
  const rows = useMemo(() => {
    const received = list.data?.pages.flatMap((page) => page.invoices) ?? [];
    return hasInvoiceFilters(filters)
      ? received.filter((row) => matchesInvoiceFilters(row, filters, context))
      : received;
  }, [list.data, filters, context]);
  const filtered = hasFilters(search);
  const hasNextPage = list.hasNextPage && !list.isPlaceholderData;
  // Pages that held no matching row: read on until rows come or the list ends (a store
  // filter first waits for the store titles it may have to compare).
  const scanning = list.data !== undefined && rows.length === 0 && hasNextPage;
  const readOn = scanning && (!filters.storeId?.length || !stores.isPending);
  const storeOptions = useMemo(
    () => (stores.data ?? []).filter((store) => !store.is_archived),
    [stores.data],
  );
  const currencyCodes = useMemo(
    () => (currencies.data ?? []).filter((c) => isCryptoCurrency(c)).map((c) => c.code),
    [currencies.data],
  );

  const setSearch = useCallback(
    (next: InvoiceListSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  const onSort = (column: InvoiceSortColumn) => setSearch({ ...search, ...nextSort(sort, column) });
  const { fetchNextPage, isFetchingNextPage, isFetching, isFetchNextPageError, failureReason } = list;
  const pages = useMemo(
    () => ({
      hasNextPage,
      isFetchingNextPage,
      isFetching,
      isFetchNextPageError,
      failureReason,
      fetchNextPage,
    }),
    [hasNextPage, isFetchingNextPage, isFetching, isFetchNextPageError, failureReason, fetchNextPage],
  );
  const pagesLoaded = list.data?.pages.length ?? 0;
  const { canLoadOnItsOwn, loadMore } = useNextPages(pages);
  useEffect(() => {
    // Once per page received (`pagesLoaded`): the fetching flag may not show between two pages.
    // A failed page stops the reading; the list end offers Try again.
    void pagesLoaded;
    if (readOn && canLoadOnItsOwn) loadMore();
  }, [readOn, pagesLoaded, canLoadOnItsOwn, loadMore]);
  const total = totals.data?.count ?? undefined;

  return (
    <AreaFrame
      title={t('shell.pages.invoices')}
      tabs={FINANCE_TABS}
      actions={
        <>
          <ExportButton filters={filters} sort={sort} total={total} context={context} />
          <ButtonLink
            to="/finance/invoice/new"
            search={{ invoiceType: 'payment' }}
            variant="primary"
            iconStart={<PlusIcon size={16} />}
          >
            {t('invoices.list.new')}
          </ButtonLink>
        </>
      }
    >
      <div className={styles.page}>
        <InvoiceFilterBar
          search={search}
          onChange={setSearch}
          stores={storeOptions}
          currencies={currencyCodes}
        />
        {/* Totals that failed to load are unknown, not a skeleton for ever. */}
        <InvoiceTotals totals={totals.isError && totals.data === undefined ? null : totals.data} />
        <p className="visually-hidden" role="status">
          {liveNote}
        </p>

        {list.isError && !list.data ? (
          <Alert
            tone="error"
            title={t('invoices.list.load_failed')}
            action={
              <Button size="sm" onClick={() => void list.refetch()}>
                {t('invoices.common.retry')}
              </Button>
            }
          >
            {describeError(list.error)}
          </Alert>
        ) : null}

        {scanning ? (
          <p className={styles.scanning} role="status">
            <Spinner size="sm" label={false} />
            <span>{t('invoices.list.loading_more')}</span>
          </p>
        ) : null}

        {list.data && rows.length === 0 && !scanning ? (
          filtered ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t('invoices.list.no_results')}
              description={t('invoices.list.no_results_hint')}
              action={
                <Button onClick={() => setSearch(clearFilters(search))}>{t('invoices.filters.clear')}</Button>
              }
            />
          ) : (
            <EmptyState
              icon={<WalletIcon />}
              title={t('invoices.list.empty')}
              description={t('invoices.list.empty_hint')}
              action={
                <ButtonLink
                  to="/finance/invoice/new"
                  search={{ invoiceType: 'payment' }}
                  variant="primary"
                  iconStart={<PlusIcon size={16} />}
                >
                  {t('invoices.list.new')}
                </ButtonLink>
              }
            />
          )
        ) : null}

        {rows.length > 0 ? (
          <InvoiceVirtualList
            rows={rows}
            mobile={mobile}
            sort={sort}
            onSort={onSort}
            total={total}
            pages={pages}
            busy={list.isPlaceholderData}
          />
        ) : null}
      </div>
    </AreaFrame>
  );
}

/** The list's loading state at its final size: filter bar, totals, rows. */
export function InvoiceListSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('shell.pages.invoices')} tabs={FINANCE_TABS}>
      <div className={styles.page} aria-busy="true">
        <LoadingStatus />
        <div className={styles.skeletonBar}>
          <Skeleton height={30} width="min(100%, 360px)" radius="md" />
          <Skeleton height={30} width={320} radius="md" />
        </div>
        <Skeleton height={68} radius="lg" />
        <div className={styles.skeletonRows}>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={index} height={49} radius="sm" />
          ))}
        </div>
      </div>
    </AreaFrame>
  );
}
