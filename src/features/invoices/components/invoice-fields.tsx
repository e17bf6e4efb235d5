import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@/api/invoices/invoices.schemas';
import { systemCurrencyOf, unitOf, useInvoiceMoney } from '@/components/invoice/use-invoice-money';
import { Amount } from '@/components/ui/amount';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { type DetailField, DetailList } from '@/components/ui/detail-list';
import { ExternalLink } from '@/components/ui/external-link';
import { CopyableId } from '@/components/ui/id-text';
import { finite, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import { SOURCE_LABEL } from '../invoice-status';
import styles from './invoice-detail.module.css';

/**
 * The facts of the summary strip, each shown only there: the copyable ids, the store (its
 * whole name, wrapping when long), the dates and the source. Type and status are the
 * header's badges.
 */
export function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const none = <span className={styles.muted}>{MISSING}</span>;
  const date = (value: number | null | undefined) =>
    finite(value) === null ? none : formatDateTime(value, lang);
  const sourceKey =
    invoice.source === null || invoice.source === undefined ? undefined : SOURCE_LABEL[invoice.source];
  const facts: DetailField[] = [
    {
      key: 'id',
      label: t('invoices.fields.id'),
      value: <CopyableId value={invoice.id} label={t('invoices.detail.copy_id')} />,
    },
    {
      key: 'external_id',
      label: t('invoices.fields.external_id'),
      value: invoice.external_id ? (
        <CopyableId value={invoice.external_id} label={t('invoices.detail.copy_external_id')} />
      ) : (
        none
      ),
    },
    { key: 'store', label: t('invoices.fields.store'), value: invoice.store_title || none },
    // SPEC section 3 names create_timestamp; `created` is the same moment where it comes.
    {
      key: 'created',
      label: t('invoices.fields.created'),
      value: date(invoice.created ?? invoice.create_timestamp),
    },
    // Null means "never expires" or "not sent": both show "—" (nothing is claimed).
    { key: 'expires', label: t('invoices.fields.expires'), value: date(invoice.expires) },
    { key: 'updated', label: t('invoices.fields.updated'), value: date(invoice.updated) },
    { key: 'source', label: t('invoices.fields.source'), value: sourceKey ? t(sourceKey) : none },
  ];
  return <DetailList fields={facts} className={styles.facts} itemClassName={styles.fact} />;
}

/** The other fields of the invoice (SPEC section 3 "Invoice row" and the detail answer), grouped. */
export function InvoiceFields({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useInvoiceMoney();
  const system = systemCurrencyOf(invoice);
  const none = <span className={styles.muted}>{MISSING}</span>;
  const text = (value: string | null | undefined) => (value ? value : none);
  const figure = (shown: string, currency: string | null) =>
    shown === MISSING ? none : <Amount value={shown} currency={unitOf(shown, currency)} align="start" />;
  const inCurrency = (value: number | null) =>
    figure(money.amount(value, invoice.currency), invoice.currency);
  const inSystem = (value: number | null) => figure(formatNumber(value, lang), system);
  const copyable = (value: string | null | undefined, label: string) =>
    value ? <CopyableId value={value} label={label} /> : none;
  const link = (url: string | null | undefined) =>
    url ? <ExternalLink href={url} className={styles.url} /> : none;
  const payment: DetailField[] = [
    {
      key: 'method',
      label: t('invoices.fields.method'),
      value: invoice.method ? (
        <span>
          {invoice.method.title ?? invoice.method.external_title ?? MISSING}
          {invoice.method.title && invoice.method.external_title ? (
            <span className={styles.subValue}>{invoice.method.external_title}</span>
          ) : null}
        </span>
      ) : (
        <span className={styles.muted}>{t('invoices.fields.no_method')}</span>
      ),
    },
    {
      key: 'details',
      label: t('invoices.fields.details'),
      value: copyable(invoice.details, t('invoices.detail.copy_details')),
    },
    ...(invoice.address && invoice.address !== invoice.details
      ? [
          {
            key: 'address',
            label: t('invoices.fields.address'),
            value: copyable(invoice.address, t('invoices.detail.copy_address')),
          },
        ]
      : []),
    { key: 'payer_email', label: t('invoices.fields.payer_email'), value: text(invoice.payer_email) },
    { key: 'description', label: t('invoices.fields.description'), value: text(invoice.description) },
    { key: 'amount', label: t('invoices.fields.amount'), value: inCurrency(invoice.amount) },
    { key: 'sum_to_pay', label: t('invoices.fields.sum_to_pay'), value: inCurrency(invoice.sum_to_pay) },
    { key: 'tro_amount', label: t('invoices.fields.tro_amount'), value: inCurrency(invoice.tro_amount) },
    {
      key: 'rate',
      label: t('invoices.fields.rate'),
      value:
        finite(invoice.rate) === null ? (
          none
        ) : (
          <span className="tabular-nums">
            {t('invoices.fields.rate_value', {
              currency: invoice.currency ?? MISSING,
              rate: money.rate(invoice.rate, invoice.currency),
              system,
            })}
          </span>
        ),
    },
  ];

  const settlement: DetailField[] = [
    {
      key: 'system_currency',
      label: t('invoices.fields.system_currency'),
      value: text(invoice.system_currency),
    },
    { key: 'sum', label: t('invoices.fields.sum'), value: inSystem(invoice.sum) },
    { key: 'fee_sum', label: t('invoices.fields.fee_sum'), value: inSystem(invoice.fee_sum) },
    { key: 'total_sum', label: t('invoices.fields.total_sum'), value: inSystem(invoice.total_sum) },
  ];

  const redirects: DetailField[] = [
    {
      key: 'success',
      label: t('invoices.fields.redirect_success'),
      value: link(invoice.redirect_urls?.success),
    },
    { key: 'fail', label: t('invoices.fields.redirect_fail'), value: link(invoice.redirect_urls?.fail) },
  ];

  return (
    <>
      <Card as="section" aria-labelledby="invoice-payment">
        <CardHeader title={t('invoices.detail.payment')} titleId="invoice-payment" divider />
        <CardBody>
          <DetailList fields={payment} />
        </CardBody>
      </Card>
      <Card as="section" aria-labelledby="invoice-settlement">
        <CardHeader
          title={t('invoices.detail.settlement')}
          titleId="invoice-settlement"
          description={t('invoices.detail.settlement_hint', { currency: system })}
          divider
        />
        <CardBody>
          <DetailList fields={settlement} />
        </CardBody>
      </Card>
      <Card as="section" aria-labelledby="invoice-redirects">
        <CardHeader title={t('invoices.detail.redirects')} titleId="invoice-redirects" divider />
        <CardBody>
          <DetailList fields={redirects} />
        </CardBody>
      </Card>
    </>
  );
}
