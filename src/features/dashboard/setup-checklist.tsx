import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_PAGE_SIZE, invoiceListFirstPage } from '@/api/invoices/invoices.queries';
import { personQuery } from '@/api/profile/profile.queries';
import { securitySettingsQuery } from '@/api/security/security-settings.queries';
import { storeListAll } from '@/api/stores/stores.queries';
import { CheckIcon, InfoIcon } from '@/components/ui/icons';
import {
  doneCount,
  type MerchantSetupStepId,
  merchantSetupSteps,
  setupComplete,
  setupStoreId,
} from '@/domain/setup-checklist';
import styles from './setup-checklist.module.css';

/** The successful payments the last step looks for (the invoice list, filtered). */
const paymentsQuery = (merchantId: number) =>
  invoiceListFirstPage({ merchantId, status: ['success'], type: ['in'] });

/** Starts the checklist's requests with the dashboard's own (the loader waits for them briefly). */
export function prefetchSetupChecklist(queryClient: QueryClient, merchantId: number): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(personQuery()),
    queryClient.prefetchQuery(securitySettingsQuery()),
    queryClient.prefetchQuery(storeListAll(merchantId)),
    queryClient.prefetchQuery(paymentsQuery(merchantId)),
  ]);
}

/**
 * Merchants who collapsed the checklist in this tab. Kept in memory on purpose: it lasts
 * until the page is reloaded, and the browser's storage holds only the keys SPEC lists.
 */
const collapsedFor = new Set<number>();

function stepLink(id: MerchantSetupStepId, storeId: number | null): LinkProps {
  if (id === 'profile') return { to: '/profile' };
  if (id === 'second_factor') return { to: '/profile/security', search: { panel: 'pin' } };
  if (id === 'payment')
    return { to: '/finance/invoice/new', search: { invoiceType: 'payment', storeId: storeId ?? undefined } };
  if (storeId === null) return { to: '/store/new' };
  if (id === 'api_key' || id === 'callback')
    return { to: '/store/$storeId/integration', params: { storeId } };
  if (id === 'approved') return { to: '/store/$storeId', params: { storeId } };
  return { to: '/store/new' };
}

/**
 * Where the merchant's setup stands: `pending` until every answer the checklist reads has
 * come, `complete` once every step is done (a step that could not be read is not done).
 */
export function useMerchantSetup(merchantId: number) {
  const profile = useQuery(personQuery());
  const security = useQuery(securitySettingsQuery());
  const stores = useQuery(storeListAll(merchantId));
  const payments = useQuery(paymentsQuery(merchantId));
  if ([profile, security, stores, payments].some((query) => query.isPending)) {
    return { status: 'pending' as const };
  }
  const rows = payments.data;
  const steps = merchantSetupSteps({
    profile: profile.data,
    security: security.data,
    stores: stores.data?.stores,
    payments: rows ? { rows, complete: rows.length < INVOICE_PAGE_SIZE } : undefined,
  });
  return {
    status: setupComplete(steps) ? ('complete' as const) : ('incomplete' as const),
    steps,
    storeId: setupStoreId(stores.data?.stores),
  };
}

/**
 * The new merchant's setup checklist: seven steps with their state as text, each leading to
 * where it is done. Nothing shows until every answer it reads has come, nor once every step
 * is done. The dashboard puts it first while steps remain (useMerchantSetup).
 */
export function SetupChecklist({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [collapsed, setCollapsed] = useState(() => collapsedFor.has(merchantId));
  const setup = useMerchantSetup(merchantId);
  if (setup.status !== 'incomplete') return null;
  const { steps, storeId } = setup;
  const done = doneCount(steps);

  const toggle = () => {
    const next = !collapsed;
    if (next) collapsedFor.add(merchantId);
    else collapsedFor.delete(merchantId);
    setCollapsed(next);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('checklist.title')}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={toggle}
        >
          {collapsed ? t('checklist.show') : t('checklist.hide')}
        </button>
      </div>
      <div className={styles.progress}>
        <div
          role="progressbar"
          aria-label={t('checklist.progress_label')}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          aria-valuetext={t('checklist.progress', { done, total: steps.length })}
          className={styles.track}
        >
          <div className={styles.bar} style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
        <span className={styles.count}>{t('checklist.progress', { done, total: steps.length })}</span>
      </div>
      <ol id={listId} className={styles.steps} hidden={collapsed}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step} data-state={step.state}>
            <span className={styles.mark} aria-hidden="true">
              {step.state === 'done' ? <CheckIcon /> : step.state === 'unknown' ? <InfoIcon /> : null}
            </span>
            <Link {...stepLink(step.id, storeId)} className={styles.link}>
              {t(`checklist.steps.${step.id}`)}
            </Link>
            <span className={styles.state}>{t(`checklist.state.${step.state}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
