import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/api/http/params.schemas';
import { isKnown } from '@/api/http/read';
import { FEE_PAYERS } from '@/api/stores/schemas/store.schemas';
import type { FeeHistoryRow } from '@/api/stores/schemas/store-settings.schemas';
import { storeFeeHistoryInfinite } from '@/api/stores/stores.queries';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Table, TableEmptyRow, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { Alert } from '@/components/ui/inline-alert';
import { ListEnd } from '@/components/ui/list-end';
import { Skeleton } from '@/components/ui/skeleton';
import { feeSplit, formatFee } from '@/domain/fees';
import { describeError } from '@/i18n/describe-error';
import type { MessageKey } from '@/i18n/keys';
import { formatDateTime } from '@/lib/format';
import styles from './fees.module.css';

const PAYER_KEYS = {
  merchant: 'stores.fees.payer_merchant_short',
  client: 'stores.fees.payer_client_short',
  split: 'stores.fees.payer_split_short',
  even: 'stores.fees.payer_even_short',
} as const;

/**
 * Who paid, read from the row's fees (an uneven split names both shares); the row's
 * fee_payer only when its fees did not arrive.
 */
function payerText(row: FeeHistoryRow, t: TFunction, lang: string): string {
  const split = feeSplit(row);
  if (split?.kind === 'uneven')
    return t('stores.fees.payer_shared', {
      merchant: formatFee(split.merchant_fee, lang),
      client: formatFee(split.client_fee, lang),
    });
  if (split) return t(PAYER_KEYS[split.kind]);
  // A payer code the cabinet does not know is shown as it came.
  if (row.fee_payer === null) return t('ui.unknown');
  return isKnown(FEE_PAYERS, row.fee_payer) ? t(PAYER_KEYS[row.fee_payer]) : row.fee_payer;
}

function changedBy(row: FeeHistoryRow): MessageKey {
  // `changed_by_unknown` reads "—": SPEC.md names no field of a history row.
  if (row.changed_by === 'merchant') return 'stores.fees.changed_by_merchant';
  if (row.changed_by === 'provider') return 'stores.fees.changed_by_provider';
  return 'stores.fees.changed_by_unknown';
}

/** Fee changes of a store, keyset paged; the date order is URL state. A failure stays inside the card. */
export function FeeHistoryCard({
  storeId,
  order,
  onOrderChange,
}: {
  storeId: number;
  order: SortDirection;
  onOrderChange: (order: SortDirection) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const history = useInfiniteQuery({
    ...storeFeeHistoryInfinite(storeId, order),
    placeholderData: keepPreviousData,
  });
  const rows = history.data?.pages.flatMap((page) => page.history) ?? [];
  // SPEC names count; without it the rows held are counted.
  const count = history.data?.pages[0]?.count ?? rows.length;
  const percent = (fraction: number | null) => formatFee(fraction, lang);

  return (
    <Card as="section" aria-labelledby="fee-history-title">
      <CardHeader
        titleId="fee-history-title"
        title={t('stores.fees.history')}
        description={history.data ? t('stores.fees.history_count', { count }) : undefined}
      />
      <CardBody flush>
        {history.isError && !history.data ? (
          <Alert
            tone="error"
            title={t('stores.fees.history_failed')}
            action={
              <Button size="sm" onClick={() => void history.refetch()}>
                {t('stores.common.retry')}
              </Button>
            }
          >
            {describeError(history.error)}
          </Alert>
        ) : null}
        <Table label={t('stores.fees.history')} busy={history.isPlaceholderData} density="compact">
          <THead>
            <Tr>
              <Th sort={order} onSort={() => onOrderChange(order === 'desc' ? 'asc' : 'desc')}>
                {t('stores.fees.col_date')}
              </Th>
              <Th numeric>{t('stores.fees.merchant_fee')}</Th>
              <Th numeric>{t('stores.fees.client_fee')}</Th>
              <Th>{t('stores.fees.col_payer')}</Th>
              <Th>{t('stores.fees.col_changed_by')}</Th>
            </Tr>
          </THead>
          <TBody>
            {history.isPending
              ? Array.from({ length: 5 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                  <Tr key={index}>
                    <Td colSpan={5}>
                      <Skeleton height={16} />
                    </Td>
                  </Tr>
                ))
              : null}
            {history.data && rows.length === 0 ? (
              <TableEmptyRow colSpan={5}>{t('stores.fees.history_empty')}</TableEmptyRow>
            ) : null}
            {rows.map((row) => (
              <Tr key={row.id}>
                <Td muted>{formatDateTime(row.created, lang)}</Td>
                <Td numeric>{percent(row.merchant_fee)}</Td>
                <Td numeric>{percent(row.client_fee)}</Td>
                <Td>{payerText(row, t, lang)}</Td>
                <Td>{t(changedBy(row))}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        {history.isPlaceholderData ? null : (
          <ListEnd
            className={styles.more}
            pages={history}
            hasRows={rows.length > 0}
            loadingLabel={t('stores.list.load_more')}
            loadMoreLabel={t('stores.list.load_more')}
            progress={<p className={styles.muted}>{t('stores.list.shown', { shown: rows.length, count })}</p>}
          />
        )}
      </CardBody>
    </Card>
  );
}
