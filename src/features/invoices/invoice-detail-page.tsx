import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { invoiceDetail } from '@/api/invoices/invoices.queries';
import { InvoiceStatusBadge, InvoiceTypeBadge } from '@/components/invoice/invoice-badges';
import { AreaSkeleton, AreaTabs } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { useDocumentTitle } from '@/components/layout/document-title';
import { systemCurrencyOf, unitOf, useCurrencyFormat } from '@/components/money/use-currency-format';
import { Amount } from '@/components/ui/amount';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Unknown } from '@/components/ui/unknown';
import { formatAmount } from '@/lib/format';
import { InvoiceActions, type InvoiceDialog } from './invoice-actions';
import { InvoiceChat } from './invoice-chat';
import styles from './invoice-detail-page.module.css';
import { InvoiceFacts, InvoiceFields } from './invoice-fields';
import { InvoiceFiles } from './invoice-files';
import { InvoiceTimeline } from './invoice-timeline';
import { SelectMethodDialog } from './select-method-dialog';
import { SetDataDialog } from './set-data-dialog';
import { useStatusPolling } from './use-status-polling';

const routeApi = getRouteApi('/_app/finance/invoice/$invoiceId');

/** /finance/invoice/{id}: the amount, status and every field, the timeline, files, chat and actions. */
export function InvoiceDetailPage() {
  const { t, i18n } = useTranslation();
  const { invoiceId } = routeApi.useParams();
  const { dialog } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const invoice = useSuspenseQuery(invoiceDetail(invoiceId)).data;
  const money = useCurrencyFormat();
  const toPay = money.amount(invoice.sum_to_pay, invoice.currency);
  useStatusPolling(invoice.id, invoice.status);

  const title = t('invoices.detail.title', { id: invoice.id });
  useDocumentTitle(title);
  const openDialog = (next: InvoiceDialog) => void navigate({ search: { dialog: next } });
  const closeDialog = () => void navigate({ search: {}, replace: true });

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <Link key="list" to="/finance/invoice">
            {t('shell.pages.invoices')}
          </Link>,
        ]}
        title={title}
        meta={
          <>
            <InvoiceTypeBadge type={invoice.type} />
            <InvoiceStatusBadge status={invoice.status} />
          </>
        }
        actions={<InvoiceActions invoice={invoice} onOpenDialog={openDialog} />}
      />
      <AreaTabs tabs={FINANCE_TABS} />
      <div className={styles.page}>
        <Card as="section" className={styles.summary} aria-label={t('invoices.detail.summary')}>
          <div className={styles.amountBlock}>
            <p className={styles.amountLabel}>{t('invoices.fields.sum_to_pay')}</p>
            {invoice.sum_to_pay === null ? (
              <p className={styles.amountUnknown}>
                <Unknown />
              </p>
            ) : (
              <Amount
                value={toPay}
                currency={unitOf(invoice.sum_to_pay, invoice.currency)}
                size="2xl"
                weight="semibold"
                align="start"
              />
            )}
            <p className={styles.amountSub}>
              {t('invoices.detail.total_line', {
                total: formatAmount(invoice.total_sum, i18n.language, systemCurrencyOf(invoice)),
              })}
            </p>
          </div>
          <InvoiceFacts invoice={invoice} />
        </Card>
        <div className={styles.columns}>
          <div className={styles.main}>
            <InvoiceFields invoice={invoice} />
          </div>
          <div className={styles.side}>
            <InvoiceTimeline invoiceId={invoice.id} />
            <InvoiceFiles invoiceId={invoice.id} status={invoice.status} />
            <InvoiceChat invoiceId={invoice.id} />
          </div>
        </div>
      </div>
      {dialog === 'method' ? <SelectMethodDialog invoice={invoice} open onClose={closeDialog} /> : null}
      {dialog === 'data' ? <SetDataDialog invoice={invoice} open onClose={closeDialog} /> : null}
    </>
  );
}

/** The detail's loading state at its final size. */
export function InvoiceDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaSkeleton title={t('shell.pages.invoice')} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <Skeleton height={132} radius="lg" />
        <div className={styles.columns}>
          <div className={styles.main}>
            <Skeleton height={380} radius="lg" />
          </div>
          <div className={styles.side}>
            <Skeleton height={260} radius="lg" />
          </div>
        </div>
      </div>
    </AreaSkeleton>
  );
}
