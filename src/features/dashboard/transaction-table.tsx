import { Link, useNavigate } from '@tanstack/react-router';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import { InvoiceStatusBadge, InvoiceTypeBadge } from '@/components/invoice/invoice-badges';
import { systemCurrencyOf, unitOf } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { rowClick, Table, TableEmptyRow, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { FitFigure } from '@/components/ui/fit-figure';
import { IdText } from '@/components/ui/id-text';
import { UnknownIn } from '@/components/ui/unknown';
import { formatDateTime, formatNumber } from '@/lib/format';
import { SkeletonRows } from './transaction-cards';
import styles from './transaction-history.module.css';

export type DateSort = 'asc' | 'desc';

/** Built once (TanStack Table v9): only row sorting, with the one sort function the date column uses. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});
const column = createColumnHelper<typeof features, InvoiceRow>();

const COLUMN_COUNT = 6;

export interface TransactionTableProps {
  rows: readonly InvoiceRow[] | undefined;
  sort: DateSort;
  onSortChange: (sort: DateSort) => void;
}

/** Wide screens: the latest invoices; only the date column sorts (asc / desc). */
export function TransactionTable({ rows, sort, onSortChange }: TransactionTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: () => t('dashboard.table.id'),
          enableSorting: false,
          cell: (info) => (
            <Link
              to="/finance/invoice/$invoiceId"
              params={{ invoiceId: info.getValue() }}
              className={styles.idLink}
            >
              <IdText>{info.getValue()}</IdText>
            </Link>
          ),
        }),
        column.accessor('create_timestamp', {
          id: 'date',
          header: () => t('dashboard.table.date'),
          sortFn: 'basic',
          sortDescFirst: true,
          cell: (info) => formatDateTime(info.getValue(), lang),
        }),
        column.accessor('store_title', {
          header: () => t('dashboard.table.store'),
          enableSorting: false,
          cell: (info) => info.getValue() ?? <UnknownIn t={t} />,
        }),
        column.accessor('type', {
          header: () => t('dashboard.table.type'),
          enableSorting: false,
          cell: (info) => <InvoiceTypeBadge type={info.getValue()} />,
        }),
        column.accessor('total_sum', {
          header: () => t('dashboard.table.amount'),
          enableSorting: false,
          cell: (info) => {
            const value = info.getValue();
            if (value === null) return <UnknownIn t={t} />;
            const shown = formatNumber(value, lang);
            // A long figure is set smaller in its column, never cut.
            return (
              <FitFigure shown={shown}>
                <Amount value={shown} currency={unitOf(value, systemCurrencyOf(info.row.original))} />
              </FitFigure>
            );
          },
        }),
        column.accessor('status', {
          header: () => t('dashboard.table.status'),
          enableSorting: false,
          cell: (info) => <InvoiceStatusBadge status={info.getValue()} />,
        }),
      ]),
    [t, lang],
  );

  const sorting: SortingState = [{ id: 'date', desc: sort === 'desc' }];
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting },
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(next[0]?.desc === false ? 'asc' : 'desc');
    },
  });

  const align = (id: string) => (id === 'total_sum' ? { numeric: true } : {});

  return (
    <Table label={t('dashboard.table.label')} busy={!rows} className={styles.table}>
      <THead>
        {table.getHeaderGroups().map((group) => (
          <Tr key={group.id}>
            {group.headers.map((header) => {
              const sortable = header.column.getCanSort();
              return (
                <Th
                  key={header.id}
                  {...align(header.column.id)}
                  sort={sortable ? header.column.getIsSorted() : undefined}
                  onSort={sortable ? () => header.column.toggleSorting(sort === 'asc') : undefined}
                  className={styles[`col_${header.column.id}`]}
                >
                  <table.FlexRender header={header} />
                </Th>
              );
            })}
          </Tr>
        ))}
      </THead>
      <TBody>
        {!rows ? (
          <SkeletonRows columns={COLUMN_COUNT} />
        ) : rows.length === 0 ? (
          <TableEmptyRow colSpan={COLUMN_COUNT}>{t('transaction_table.data_is_empty')}</TableEmptyRow>
        ) : (
          table.getRowModel().rows.map((row) => (
            <Tr
              key={row.id}
              interactive
              onClick={rowClick(
                () =>
                  void navigate({
                    to: '/finance/invoice/$invoiceId',
                    params: { invoiceId: row.original.id },
                  }),
              )}
            >
              {row.getAllCells().map((cell) => (
                <Td key={cell.id} {...align(cell.column.id)} muted={cell.column.id === 'date'}>
                  <table.FlexRender cell={cell} />
                </Td>
              ))}
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}
