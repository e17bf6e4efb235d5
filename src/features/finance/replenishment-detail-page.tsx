import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { invoiceDetail, invoiceLogs } from '@/api/invoices/invoices.queries';
import { useDocumentTitle } from '@/components/layout/document-title';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import type { DetailField } from '@/components/ui/detail-list';
import { CopyableId } from '@/components/ui/id-text';
import { Unknown } from '@/components/ui/unknown';
import { describeInvoiceEvent, statusNote } from '@/domain/invoice-events';
import { movementStage } from '@/domain/invoices';
import { DEFAULT_CURRENCY, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import detail from './detail.module.css';
import { MovementDetail, MovementDetailSkeleton } from './movement-detail';
import { movementText } from './movement-labels';
import { StatusOf } from './status';
import type { StatusBadgeComponent } from './status-badge';

const routeApi = getRouteApi('/_app/finance/replenishment/$replenishmentId');

/** /finance/replenishment/{id}: one deposit (an invoice of type deposit) and its status history. */
export function ReplenishmentDetailPage({ StatusBadge }: { StatusBadge: StatusBadgeComponent }) {
  const { t, i18n } = useTranslation();
  const { replenishmentId } = routeApi.useParams();
  const deposit = useSuspenseQuery(invoiceDetail(replenishmentId)).data;
  const logs = useQuery(invoiceLogs(replenishmentId));
  const money = useCurrencyFormat();
  const lang = i18n.language;
  const title = t('finance.detail.replenishment_title', { id: deposit.id });
  useDocumentTitle(title);

  // "—" is a value that is not there (none sent); what could not be read is "Unknown", never 0.
  const none = <span className={detail.muted}>{MISSING}</span>;
  const unknown = <Unknown />;
  const unit: string | null = deposit.currency ?? null;
  const system: string = deposit.system_currency ?? DEFAULT_CURRENCY;
  const sumToPay: number | null = deposit.sum_to_pay ?? null;
  const inPayment = (value: number | null) =>
    value === null ? unknown : `${money.amount(value, unit ?? DEFAULT_CURRENCY)}${unit ? ` ${unit}` : ''}`;
  const inSystemText = (value: number) => `${formatNumber(value, lang)} ${system}`;
  const inSystem = (value: number | null | undefined) =>
    value === null || value === undefined ? unknown : inSystemText(value);
  const rate: number | null = deposit.rate ?? null;
  const words = movementText('in', movementStage(deposit.status));
  const fields: DetailField[] = [
    {
      key: 'id',
      label: t('finance.detail.id'),
      value: <CopyableId value={deposit.id} label={t('finance.detail.copy_id')} />,
    },
    {
      key: 'status',
      label: t('finance.detail.status'),
      value: <StatusOf status={deposit.status} StatusBadge={StatusBadge} />,
    },
    {
      key: 'created',
      label: t('finance.detail.created'),
      value: deposit.created == null ? unknown : formatDateTime(deposit.created, lang),
    },
    {
      key: 'updated',
      label: t('finance.detail.updated'),
      value: deposit.updated == null ? unknown : formatDateTime(deposit.updated, lang),
    },
    {
      key: 'method',
      label: t('finance.detail.method'),
      // The invoice's reading cannot tell a method not chosen from one it could not read.
      value: deposit.method?.title || unknown,
    },
    {
      key: 'address',
      label: t('finance.detail.address'),
      value: deposit.details ? (
        <CopyableId value={deposit.details} label={t('finance.detail.copy_address')} />
      ) : (
        none
      ),
    },
    {
      key: 'amount',
      label: t('finance.detail.amount'),
      value: inPayment(sumToPay),
    },
    {
      key: 'rate',
      label: t('finance.detail.rate'),
      value: rate === null || !unit ? unknown : `1 ${unit} = ${money.rate(rate, unit)} ${system}`,
    },
    {
      key: 'fee',
      label: t('finance.detail.fee'),
      value: inSystem(deposit.fee_sum),
    },
    {
      key: 'total',
      label: t(words.totalLabel),
      value: inSystem(deposit.total_sum),
    },
  ];

  return (
    <MovementDetail
      kind="replenishment"
      title={title}
      status={deposit.status}
      invoiceId={deposit.id}
      StatusBadge={StatusBadge}
      summary={{
        heading: t(words.heading),
        amount:
          sumToPay === null ? (
            <p className={detail.summaryUnknown}>{unknown}</p>
          ) : (
            <Amount
              value={money.amount(sumToPay, unit ?? DEFAULT_CURRENCY)}
              currency={unit ?? undefined}
              size="2xl"
              weight="semibold"
              align="start"
            />
          ),
        sub:
          deposit.total_sum === null || deposit.total_sum === undefined || !words.totalLine ? null : (
            <p className={detail.summarySub}>
              {t(words.totalLine, { total: inSystemText(deposit.total_sum) })}
            </p>
          ),
      }}
      fields={fields}
      history={{
        pending: logs.isPending,
        failed: logs.isError,
        retry: () => void logs.refetch(),
        entries: (logs.data ?? []).map((entry, index) => {
          // A status change shows its badge, another event our label for its type;
          // the server's text only when it says more than either.
          const event = entry.status ? null : describeInvoiceEvent(entry, t);
          return {
            key: entry.id ?? `entry-${index}`,
            created: entry.created,
            status: entry.status,
            label: event?.label,
            note: event ? event.note : statusNote(entry.status, entry.message, t),
          };
        }),
      }}
    />
  );
}

export function ReplenishmentDetailSkeleton() {
  const { t } = useTranslation();
  return <MovementDetailSkeleton title={t('shell.pages.replenishment_detail')} />;
}
