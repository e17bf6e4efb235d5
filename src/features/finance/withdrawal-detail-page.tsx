import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { spo, spoHistory } from '@/api/finance/finance.queries';
import { useDocumentTitle } from '@/components/layout/document-title';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import type { DetailField } from '@/components/ui/detail-list';
import { CopyableId } from '@/components/ui/id-text';
import { Unknown } from '@/components/ui/unknown';
import { statusNote } from '@/domain/invoice-events';
import { movementStage } from '@/domain/invoices';
import { totalsNote } from '@/domain/withdrawals';
import { DEFAULT_CURRENCY, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import detail from './detail.module.css';
import { MovementDetail, MovementDetailSkeleton } from './movement-detail';
import { movementText } from './movement-labels';
import { StatusOf } from './status';
import type { StatusBadgeComponent } from './status-badge';

const routeApi = getRouteApi('/_app/finance/withdrawal/$withdrawalId');

/** /finance/withdrawal/{id}: one withdrawal (spo) and its status history (spo-history). */
export function WithdrawalDetailPage({ StatusBadge }: { StatusBadge: StatusBadgeComponent }) {
  const { t, i18n } = useTranslation();
  const { withdrawalId } = routeApi.useParams();
  const payout = useSuspenseQuery(spo(withdrawalId)).data;
  const history = useQuery(spoHistory(withdrawalId));
  const money = useCurrencyFormat();
  const lang = i18n.language;
  const title = t('finance.detail.withdrawal_title', { id: payout.id });
  useDocumentTitle(title);

  // "—" is a value that is not there (none sent); what could not be read is "Unknown".
  const none = <span className={detail.muted}>{MISSING}</span>;
  const unknown = <Unknown />;
  // An amount without its currency is shown without a code.
  const unit = payout.currency;
  const text = (value: number) =>
    unit
      ? `${money.amount(value, unit)} ${unit}`
      : formatNumber(value, lang, money.precision(DEFAULT_CURRENCY));
  const fmt = (value: number | null) => (value === null ? unknown : text(value));
  // The fee in the wallet's currency, else the invoice fee_sum in the system currency (USDT).
  const fee =
    payout.fee !== null
      ? fmt(payout.fee)
      : payout.fee_sum !== null
        ? `${formatNumber(payout.fee_sum, lang)} ${DEFAULT_CURRENCY}`
        : unknown;
  const method = payout.method === null ? null : payout.method.title;
  const words = movementText('out', movementStage(payout.status));
  const system = DEFAULT_CURRENCY;
  const systemPrecision = money.precision(system);
  const inSystem = (value: number) => `${formatNumber(value, lang, systemPrecision)} ${system}`;
  // Where the total in USDT differs from the debited total, the note under it says why.
  const note = totalsNote({
    currency: unit,
    amount: payout.amount,
    total: payout.total,
    systemCurrency: system,
    systemPrecision,
    systemFee: payout.fee_sum,
    systemTotal: payout.total_sum,
    rate: payout.rate,
  });
  const difference = (value: number) =>
    t(value > 0 ? 'finance.detail.totals_more' : 'finance.detail.totals_less', {
      system,
      step: formatNumber(10 ** -systemPrecision, lang, systemPrecision),
      difference: inSystem(Math.abs(value)),
    });
  const noteText = !note
    ? null
    : note.kind === 'rounding'
      ? `${t('finance.detail.totals_unrounded', { system })} ${difference(note.difference)}`
      : [
          t('finance.detail.totals_conversion', {
            amount: payout.amount === null ? t('ui.unknown') : text(payout.amount),
            currency: unit ?? t('ui.unknown'),
            rate: money.rate(note.rate, unit ?? system),
            system,
            converted: inSystem(note.converted),
            fee: inSystem(note.systemFee),
            total: inSystem(note.systemTotal),
          }),
          note.difference ? difference(note.difference) : '',
        ]
          .join(' ')
          .trim();
  const copyable = (value: string | null, label: string) =>
    value === null ? unknown : value ? <CopyableId value={value} label={label} /> : none;
  const fields: DetailField[] = [
    {
      key: 'id',
      label: t('finance.detail.id'),
      value: copyable(String(payout.id), t('finance.detail.copy_id')),
    },
    {
      key: 'status',
      label: t('finance.detail.status'),
      value: <StatusOf status={payout.status} StatusBadge={StatusBadge} />,
    },
    {
      key: 'created',
      label: t('finance.detail.created'),
      value: payout.created === null ? unknown : formatDateTime(payout.created, lang),
    },
    {
      key: 'updated',
      label: t('finance.detail.updated'),
      value: payout.updated === null ? unknown : formatDateTime(payout.updated, lang),
    },
    { key: 'method', label: t('finance.detail.method'), value: method === null ? unknown : method || none },
    {
      key: 'address',
      label: t('finance.detail.destination'),
      value: copyable(payout.details, t('finance.detail.copy_address')),
    },
    {
      key: 'tx',
      label: t('finance.detail.tx'),
      value: copyable(payout.tx_hash, t('finance.detail.copy_tx')),
    },
    { key: 'amount', label: t('finance.detail.amount'), value: fmt(payout.amount) },
    { key: 'fee', label: t('finance.detail.fee'), value: fee },
    { key: 'total', label: t(words.totalLabel), value: fmt(payout.total) },
    {
      key: 'total_usdt',
      label: t('finance.detail.total_usdt'),
      value:
        payout.total_sum === null ? (
          unknown
        ) : (
          <>
            {inSystem(payout.total_sum)}
            {noteText ? <span className={detail.note}>{noteText}</span> : null}
          </>
        ),
    },
  ];

  return (
    <MovementDetail
      kind="withdrawal"
      title={title}
      status={payout.status}
      invoiceId={payout.id}
      StatusBadge={StatusBadge}
      summary={{
        heading: t(words.heading),
        amount:
          payout.amount === null ? (
            <p className={detail.summaryUnknown}>{unknown}</p>
          ) : (
            <Amount
              value={money.amount(payout.amount, unit ?? DEFAULT_CURRENCY)}
              currency={unit ?? undefined}
              size="2xl"
              weight="semibold"
              align="start"
            />
          ),
        sub:
          payout.total !== null && words.totalLine ? (
            <p className={detail.summarySub}>{t(words.totalLine, { total: text(payout.total) })}</p>
          ) : null,
      }}
      fields={fields}
      history={{
        pending: history.isPending,
        failed: history.isError,
        retry: () => void history.refetch(),
        entries: (history.data ?? []).map((entry, index) => ({
          key: `${entry.status ?? ''}-${entry.created ?? ''}-${index}`,
          created: entry.created,
          status: entry.status,
          note: statusNote(entry.status, entry.comment, t),
        })),
      }}
    />
  );
}

export function WithdrawalDetailSkeleton() {
  const { t } = useTranslation();
  return <MovementDetailSkeleton title={t('shell.pages.withdrawal_detail')} />;
}
