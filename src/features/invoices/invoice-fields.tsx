import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadable } from '@/api/http/kept';
import { isKnown } from '@/api/http/read';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import { systemCurrencyOf, unitOf, useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { type DetailField, DetailList } from '@/components/ui/detail-list';
import { ExternalLink } from '@/components/ui/external-link';
import { CopyableId } from '@/components/ui/id-text';
import { Unknown } from '@/components/ui/unknown';
import { INVOICE_SOURCES } from '@/constants/invoices';
import { SOURCE_LABEL } from '@/domain/invoice-status';
import { formatDateTime, formatNumber, MISSING } from '@/lib/format';
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
  const date = (value: number | null) => (value === null ? <Unknown /> : formatDateTime(value, lang));
  const source = invoice.source;
  const facts: DetailField[] = [
    {
      key: 'id',
      label: t('invoices.fields.id'),
      value: <CopyableId value={invoice.id} label={t('invoices.detail.copy_id')} />,
    },
    {
      key: 'external_id',
      label: t('invoices.fields.external_id'),
      // Optional (SPEC): left out or empty, there is none; sent in a form not read, unknown.
      value: invoice.external_id ? (
        <CopyableId value={invoice.external_id} label={t('invoices.detail.copy_external_id')} />
      ) : unreadable(invoice.external_id, invoice.sent.external_id) ? (
        <Unknown />
      ) : (
        none
      ),
    },
    { key: 'store', label: t('invoices.fields.store'), value: invoice.store_title || <Unknown /> },
    // SPEC section 3 names create_timestamp; `created` is the same moment (read from either).
    { key: 'created', label: t('invoices.fields.created'), value: date(invoice.created) },
    // A JSON null: the invoice never expires ("—"); left out or not read: unknown.
    {
      key: 'expires',
      label: t('invoices.fields.expires'),
      value: invoice.expires === null && invoice.sent.expires === null ? none : date(invoice.expires),
    },
    { key: 'updated', label: t('invoices.fields.updated'), value: date(invoice.updated) },
    {
      key: 'source',
      label: t('invoices.fields.source'),
      // A source the cabinet does not know is shown as sent.
      value:
        source === null ? <Unknown /> : isKnown(INVOICE_SOURCES, source) ? t(SOURCE_LABEL[source]) : source,
    },
  ];
  return <DetailList fields={facts} className={styles.facts} itemClassName={styles.fact} />;
}

/** The other fields of the invoice (SPEC section 3 "Invoice row" and the detail answer), grouped. */
export function InvoiceFields({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useCurrencyFormat();
  const system = systemCurrencyOf(invoice);
  const none = <span className={styles.muted}>{MISSING}</span>;
  const sent = invoice.sent;
  /**
   * A text as shown: itself; "—" where the answer says there is none (empty, or a JSON null
   * where the field may be unset); "Unknown" where it was left out or not read.
   */
  const shown = (value: string | null, show: (text: string) => ReactNode = (text) => text) =>
    value ? show(value) : value === '' ? none : <Unknown />;
  const figure = (value: number | null, shownValue: string, currency: string | null) =>
    value === null ? (
      <Unknown />
    ) : (
      <Amount value={shownValue} currency={unitOf(value, currency)} align="start" />
    );
  const inCurrency = (value: number | null) =>
    figure(value, money.amount(value, invoice.currency), invoice.currency);
  const inSystem = (value: number | null) => figure(value, formatNumber(value, lang), system);
  const copyable = (value: string | null, label: string) =>
    shown(value, (text) => <CopyableId value={text} label={label} />);
  const link = (url: string | null | undefined) =>
    url === undefined ? (
      <Unknown />
    ) : (
      shown(url, (text) => <ExternalLink href={text} className={styles.url} />)
    );
  const method = invoice.method;
  const payment: DetailField[] = [
    {
      key: 'method',
      label: t('invoices.fields.method'),
      value:
        method === null ? (
          <Unknown />
        ) : method.chosen ? (
          <span>
            {method.title ?? method.external_title}
            {method.title && method.external_title ? (
              <span className={styles.subValue}>{method.external_title}</span>
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
    { key: 'payer_email', label: t('invoices.fields.payer_email'), value: shown(invoice.payer_email) },
    { key: 'description', label: t('invoices.fields.description'), value: shown(invoice.description) },
    { key: 'amount', label: t('invoices.fields.amount'), value: inCurrency(invoice.amount) },
    { key: 'sum_to_pay', label: t('invoices.fields.sum_to_pay'), value: inCurrency(invoice.sum_to_pay) },
    { key: 'tro_amount', label: t('invoices.fields.tro_amount'), value: inCurrency(invoice.tro_amount) },
    {
      key: 'rate',
      label: t('invoices.fields.rate'),
      value:
        invoice.rate === null ? (
          <Unknown />
        ) : (
          <span className="tabular-nums">
            {t('invoices.fields.rate_value', {
              currency: invoice.currency ?? t('ui.unknown'),
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
      value: shown(invoice.system_currency),
    },
    { key: 'sum', label: t('invoices.fields.sum'), value: inSystem(invoice.sum) },
    { key: 'fee_sum', label: t('invoices.fields.fee_sum'), value: inSystem(invoice.fee_sum) },
    { key: 'total_sum', label: t('invoices.fields.total_sum'), value: inSystem(invoice.total_sum) },
  ];

  // No redirect links at all (a JSON null): none of either; left out or not read: unknown.
  const redirectUrls =
    invoice.redirect_urls ?? (sent.redirect_urls === null ? { success: '', fail: '' } : null);
  const redirects: DetailField[] = [
    {
      key: 'success',
      label: t('invoices.fields.redirect_success'),
      value: redirectUrls === null ? <Unknown /> : link(redirectUrls.success),
    },
    {
      key: 'fail',
      label: t('invoices.fields.redirect_fail'),
      value: redirectUrls === null ? <Unknown /> : link(redirectUrls.fail),
    },
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
