import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSkeleton, AreaTabs } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { useDocumentTitle } from '@/components/layout/document-title';
import { StoreIcon } from '@/components/ui/app-icons';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchantId } from '@/session/use-merchant-id';
import { payableStoresQuery } from './invoice-form';
import { InvoiceKindSwitch } from './invoice-kind-switch';
import { NewInvoiceForm } from './new-invoice-form';
import styles from './new-invoice-page.module.css';

const routeApi = getRouteApi('/_app/finance/invoice/new');

/** /finance/invoice/new: a payment (money in) or a payout (money out) on a payable store. */
export function NewInvoicePage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const { data: stores } = useSuspenseQuery(payableStoresQuery(merchantId));
  const kind = search.invoiceType;
  const requested = search.storeId;
  const store = requested === undefined ? stores[0] : stores.find((s) => s.id === requested);
  const blocked = requested !== undefined && !store;
  const title = kind === 'payment' ? t('invoices.new.title_payment') : t('invoices.new.title_payout');
  useDocumentTitle(title);
  // The summary column beside the card (under it on narrow screens); the form renders into it.
  const [summarySlot, setSummarySlot] = useState<HTMLDivElement | null>(null);

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <Link key="list" to="/finance/invoice">
            {t('shell.pages.invoices')}
          </Link>,
        ]}
        title={title}
        description={kind === 'payment' ? t('invoices.new.intro_payment') : t('invoices.new.intro_payout')}
      />
      <AreaTabs tabs={FINANCE_TABS} />
      <div className={styles.page}>
        {stores.length === 0 ? (
          <EmptyState
            icon={<StoreIcon />}
            title={t('invoices.new.no_stores')}
            description={t('invoices.new.no_stores_hint')}
            action={<Link to="/store">{t('invoices.new.to_stores')}</Link>}
          />
        ) : (
          <div className={styles.columns}>
            <Card className={styles.card}>
              <CardBody className={styles.body}>
                <InvoiceKindSwitch
                  value={kind}
                  onChange={(next) =>
                    void navigate({ search: (prev) => ({ ...prev, invoiceType: next }), replace: true })
                  }
                />
                <Select
                  label={t('invoices.form.store')}
                  options={stores.map((s) => ({ value: String(s.id), label: s.title ?? `#${s.id}` }))}
                  value={store ? String(store.id) : null}
                  placeholder={t('invoices.form.store_placeholder')}
                  onChange={(value) =>
                    void navigate({ search: (prev) => ({ ...prev, storeId: Number(value) }), replace: true })
                  }
                  description={t('invoices.form.store_hint')}
                />
                {blocked ? (
                  <Alert tone="warning" title={t('invoices.new.store_blocked')}>
                    {t('invoices.new.store_blocked_hint')}
                  </Alert>
                ) : null}
                {store ? (
                  <NewInvoiceForm
                    key={`${kind}-${store.id}`}
                    kind={kind}
                    store={store}
                    summarySlot={summarySlot}
                  />
                ) : null}
              </CardBody>
            </Card>
            <div ref={setSummarySlot} className={styles.side} />
          </div>
        )}
      </div>
    </>
  );
}

export function NewInvoiceSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaSkeleton title={t('shell.pages.invoice_new')} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <Skeleton height={520} radius="lg" />
      </div>
    </AreaSkeleton>
  );
}
