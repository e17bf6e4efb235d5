import { type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAD_MORE_MARGIN } from '@/lib/use-load-more';
import { Button } from './button';
import { Alert } from './inline-alert';
import { Spinner } from './spinner';

/** What a list needs of an infinite query (TanStack Query's own fields). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Any read of the list is running (a next page, its retries, or a refetch). */
  isFetching: boolean;
  /** The last attempt at the next page failed (after the query's own retries). */
  isFetchNextPageError: boolean;
  /**
   * Why the last read failed; null once a read succeeded. It outlives a write into the
   * cache (`setQueryData`, e.g. rows merged by a live refresh), which clears the query's
   * error state: a page that failed is still missing after such a write.
   */
  failureReason: unknown;
  fetchNextPage: () => unknown;
}

/**
 * Whether the next page failed and nothing has asked for it since: its last attempt (after
 * the query's retries) ended in a failure, whatever the cause (an HTTP error, a dropped
 * connection, a timeout), and no read of the list runs now.
 */
export function nextPageFailed(pages: NextPages): boolean {
  if (!pages.hasNextPage || pages.isFetching) return false;
  return pages.isFetchNextPageError || (pages.failureReason !== null && pages.failureReason !== undefined);
}

/**
 * The next-page rules every infinite list shares: more loads on its own only while the last
 * attempt did not fail, so a failing next page stops after the query's retries instead of
 * being asked again and again; "Try again" asks once more. Loaded rows always stay.
 */
export function useNextPages(pages: NextPages) {
  const { hasNextPage, isFetchingNextPage } = pages;
  const failed = nextPageFailed(pages);
  const canLoadOnItsOwn = hasNextPage && !isFetchingNextPage && !pages.isFetching && !failed;
  const latest = useRef({ canLoadOnItsOwn, fetchNextPage: pages.fetchNextPage });
  latest.current = { canLoadOnItsOwn, fetchNextPage: pages.fetchNextPage };
  /** For scrolling and sentinels: does nothing while a page loads, after a failure, or at the end. */
  const loadMore = useCallback(() => {
    if (latest.current.canLoadOnItsOwn) void latest.current.fetchNextPage();
  }, []);
  const retry = useCallback(() => void latest.current.fetchNextPage(), []);
  return { canLoadOnItsOwn, failed, loadMore, retry };
}

/** Calls `loadMore` when the sentinel comes within about two screens (SPEC.md section 9). */
export function useSentinel(sentinel: RefObject<HTMLElement | null>, enabled: boolean, loadMore: () => void) {
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: LOAD_MORE_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel, enabled, loadMore]);
}

export interface ListEndProps {
  pages: NextPages;
  /** "Loading more invoices…" */
  loadingLabel: string;
  /** Shown at the end of the list (e.g. "All 40 shown"); nothing when absent. */
  endLabel?: ReactNode;
  /** A visible "Load more" button while more exist (lists that are not read by scrolling alone). */
  loadMoreLabel?: string;
  /** A line above the button, e.g. "20 of 75". */
  progress?: ReactNode;
  hasRows: boolean;
  className?: string;
}

/**
 * The end of an infinite list: loading, "could not load more" with Try again, a "Load more"
 * button, or the end. The status line is announced; the failure is an alert.
 */
export function ListEnd({
  pages,
  loadingLabel,
  endLabel,
  loadMoreLabel,
  progress,
  hasRows,
  className,
}: ListEndProps) {
  const { t } = useTranslation();
  const { failed, retry, loadMore } = useNextPages(pages);
  if (failed) {
    return (
      <Alert
        tone="error"
        live
        className={className}
        title={t('ui.list.failed')}
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('ui.list.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={className} role="status">
      {pages.isFetchingNextPage && !loadMoreLabel ? (
        <>
          <Spinner size="sm" label={false} /> <span>{loadingLabel}</span>
        </>
      ) : pages.hasNextPage ? (
        loadMoreLabel ? (
          <>
            {progress}
            <Button loading={pages.isFetchingNextPage} onClick={loadMore}>
              {loadMoreLabel}
            </Button>
          </>
        ) : null
      ) : hasRows ? (
        endLabel
      ) : null}
    </div>
  );
}
