import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardInvoices } from '@/api/invoices/invoices.queries';
import { ChartIcon, ChevronRightIcon, TableIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import section from '@/components/ui/section.module.css';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { type DashboardMode, readDashboardMode, writeDashboardMode } from '@/lib/dashboard-mode';
import { useIsMobile } from '@/lib/use-media-query';
import { ChartPanelSkeleton } from './chart-panel-skeleton';
import type { DashboardSearch } from './dashboard-search';
import { TransactionCards, TransactionTablePlaceholder } from './transaction-cards';
import styles from './transaction-history.module.css';
import type { DateSort } from './transaction-table';

/** The chart and @nivo/line load only when the chart mode is shown. */
type TableModule = typeof import('./transaction-table');
let tableModule: TableModule | undefined;
let tableLoading: Promise<TableModule> | undefined;

/** The wide table's code, loaded once (a failed download is tried again next time). */
function loadTable(): Promise<TableModule> {
  tableLoading ??= import('./transaction-table').then(
    (module) => {
      tableModule = module;
      return module;
    },
    (error: unknown) => {
      tableLoading = undefined;
      throw error;
    },
  );
  return tableLoading;
}

// Wide screens show the table (phones show cards and never load it): start its download
// with the dashboard's own code, so it is usually there before the first render.
if (typeof window !== 'undefined' && window.matchMedia && !window.matchMedia(MOBILE_QUERY).matches) {
  void loadTable().catch(() => undefined);
}

/**
 * The table component once its code is there (no Suspense: a boundary would hold the
 * table back by React's reveal throttling even when the code arrived in time).
 */
function useTableComponent(wanted: boolean): TableModule['TransactionTable'] | undefined {
  const [module, setModule] = useState(tableModule);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadTable().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module?.TransactionTable;
}

const ChartPanel = lazy(() => import('./chart-panel').then((module) => ({ default: module.ChartPanel })));

const MODES: ReadonlyArray<{
  mode: DashboardMode;
  text: 'dashboard.history.table' | 'dashboard.history.chart';
}> = [
  { mode: 'TransactionTable', text: 'dashboard.history.table' },
  { mode: 'InOutChart', text: 'dashboard.history.chart' },
];

export interface TransactionHistoryProps {
  merchantId: number;
  search: DashboardSearch;
  onSearchChange: (patch: Partial<DashboardSearch>) => void;
}

/** SPEC.md section 2: the latest invoices as a table, or inflows and outflows as a chart. */
export function TransactionHistory({ merchantId, search, onSearchChange }: TransactionHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mode, setMode] = useState<DashboardMode>(readDashboardMode);
  const mobile = useIsMobile();
  const TransactionTable = useTableComponent(mode === 'TransactionTable' && !mobile);
  const invoices = useQuery({ ...dashboardInvoices(merchantId), enabled: mode === 'TransactionTable' });
  const sort: DateSort = search.sort ?? 'desc';

  const choose = (next: DashboardMode) => {
    setMode(next);
    writeDashboardMode(next);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={`${section.header} ${styles.header}`}>
        <h2 id={titleId} className={section.title}>
          <Link to="/finance/invoice" className={section.titleLink}>
            {t('dashboard.history.title')}
          </Link>
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented pair of toggle buttons, not a form group (fieldset needs a legend). */}
        <div className={styles.modes} role="group" aria-label={t('dashboard.history.view')}>
          {MODES.map(({ mode: value, text }) => (
            <button
              key={value}
              type="button"
              className={styles.mode}
              aria-pressed={mode === value}
              onClick={() => choose(value)}
            >
              {value === 'TransactionTable' ? <TableIcon size={16} /> : <ChartIcon size={16} />}
              <span>{t(text)}</span>
            </button>
          ))}
        </div>
      </div>
      {mode === 'TransactionTable' ? (
        <div className={styles.body}>
          {invoices.isError && !invoices.data ? (
            // A list that could not be read is never shown as empty: it says so, with Try again.
            <EmptyState
              size="sm"
              icon={<TableIcon />}
              title={t('dashboard.history.error')}
              action={
                <Button size="sm" onClick={() => void invoices.refetch()}>
                  {t('dashboard.history.retry')}
                </Button>
              }
            />
          ) : mobile ? (
            <TransactionCards rows={invoices.data} />
          ) : TransactionTable ? (
            <TransactionTable
              rows={invoices.data}
              sort={sort}
              onSortChange={(next) => onSearchChange({ sort: next === 'desc' ? undefined : next })}
            />
          ) : (
            <TransactionTablePlaceholder />
          )}
          <div className={styles.more}>
            <ButtonLink
              to="/finance/invoice"
              variant="ghost"
              size="sm"
              iconEnd={<ChevronRightIcon size={14} />}
            >
              {t('dashboard.history.show_rest')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Suspense fallback={<ChartPanelSkeleton />}>
          <ChartPanel merchantId={merchantId} search={search} onSearchChange={onSearchChange} />
        </Suspense>
      )}
    </section>
  );
}
