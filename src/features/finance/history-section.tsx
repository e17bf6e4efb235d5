import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@/api/finance/schemas/history.schemas';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/i18n/describe-error';
import styles from './finance-pages.module.css';
import { type HistoryKind, HistoryList } from './history-list';
import { historyRows } from './history-rows';
import type { StatusBadgeComponent } from './status-badge';

/** What the section needs of a replenishment or withdrawal history infinite query. */
export interface HistoryQuery {
  data?: { pages: ReadonlyArray<{ count: number | null; history: readonly HistoryRow[] }> } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  failureReason: unknown;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

const TEXT = {
  replenishment: {
    title: 'finance.history.replenishments',
    empty: 'finance.history.no_replenishments',
    emptyHint: 'finance.history.no_replenishments_hint',
  },
  withdrawal: {
    title: 'finance.history.withdrawals',
    empty: 'finance.history.no_withdrawals',
    emptyHint: 'finance.history.no_withdrawals_hint',
  },
} as const;

/** A history with its count, failure (kept data stays), loading, empty and list states. */
export function HistorySection({
  kind,
  history,
  mobile,
  StatusBadge,
}: {
  kind: HistoryKind;
  history: HistoryQuery;
  mobile: boolean;
  StatusBadge: StatusBadgeComponent;
}) {
  const { t } = useTranslation();
  const text = TEXT[kind];
  const titleId = `${kind}-history`;
  const rows = historyRows(history.data?.pages ?? []);
  // The count is ours: a backend that sends none gets no count line.
  const count = history.data?.pages[0]?.count ?? null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t(text.title)}
        </h2>
        {count !== null ? <p className={styles.muted}>{t('finance.history.count', { count })}</p> : null}
      </div>
      {history.isError && !history.data ? (
        <Alert
          tone="error"
          title={t('finance.history.failed')}
          action={
            <Button size="sm" onClick={() => void history.refetch()}>
              {t('finance.common.retry')}
            </Button>
          }
        >
          {describeError(history.error)}
        </Alert>
      ) : history.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={kind === 'replenishment' ? <ArrowDownIcon /> : <ArrowUpIcon />}
          title={t(text.empty)}
          description={t(text.emptyHint)}
        />
      ) : (
        <HistoryList
          kind={kind}
          rows={rows}
          count={count}
          mobile={mobile}
          StatusBadge={StatusBadge}
          pages={history}
        />
      )}
    </section>
  );
}
