import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import { STORE_STATUSES, type Store, type StoreStatus } from '@/api/stores/schemas/store.schemas';
import { storeDetail } from '@/api/stores/stores.queries';
import { ChevronRightIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Unknown } from '@/components/ui/unknown';
import { formatFee } from '@/domain/fees';
import { isReadOnly, type SetupStepId, setupSteps, storeActions } from '@/domain/stores';
import type { MessageKey } from '@/i18n/keys';
import { formatDateTime, MISSING } from '@/lib/format';
import { scopeLabelKey, ttlLabel } from './store-labels';
import styles from './store-overview.module.css';
import { PaymentsIndicator, StoreStatusBadge } from './store-status';

const routeApi = getRouteApi('/_app/store/$storeId/');

type SubPage =
  | '/store/$storeId/settings'
  | '/store/$storeId/integration'
  | '/store/$storeId/fees'
  | '/store/$storeId/chat';

const STEP_TEXT: Record<SetupStepId, { title: MessageKey; link?: SubPage; linkText?: MessageKey }> = {
  review: { title: 'stores.setup.review' },
  api_key: {
    title: 'stores.setup.api_key',
    link: '/store/$storeId/integration',
    linkText: 'stores.setup.api_key_link',
  },
  callback: {
    title: 'stores.setup.callback',
    link: '/store/$storeId/integration',
    linkText: 'stores.setup.callback_link',
  },
  redirects: {
    title: 'stores.setup.redirects',
    link: '/store/$storeId/settings',
    linkText: 'stores.setup.redirects_link',
  },
  payments: { title: 'stores.setup.payments' },
};

const REVIEW_HINT: Record<StoreStatus, MessageKey> = {
  approved: 'stores.setup.review_approved',
  approval: 'stores.setup.review_approval',
  returned: 'stores.setup.review_returned',
  denied: 'stores.setup.review_denied',
};

function stepHint(id: SetupStepId, store: Store): MessageKey {
  switch (id) {
    case 'review':
      // A status the cabinet does not know reads like one under review.
      return REVIEW_HINT[isKnown(STORE_STATUSES, store.status) ? store.status : 'approval'];
    case 'api_key':
      return 'stores.setup.api_key_hint';
    case 'callback':
      return 'stores.setup.callback_hint';
    case 'redirects':
      return 'stores.setup.redirects_hint';
    case 'payments':
      return store.status === 'approved' ? 'stores.setup.payments_hint' : 'stores.setup.payments_later';
  }
}

const LINKS: ReadonlyArray<{ to: SubPage; title: MessageKey; hint: MessageKey }> = [
  { to: '/store/$storeId/settings', title: 'stores.tabs.settings', hint: 'stores.overview.settings_hint' },
  {
    to: '/store/$storeId/integration',
    title: 'stores.tabs.integration',
    hint: 'stores.overview.integration_hint',
  },
  { to: '/store/$storeId/fees', title: 'stores.tabs.fees', hint: 'stores.overview.fees_hint' },
  { to: '/store/$storeId/chat', title: 'stores.tabs.chat', hint: 'stores.overview.chat_hint' },
];

/** /store/{id}: key facts, the setup guide, invoice / payout shortcuts and links to the sub-pages. */
export function StoreOverviewPage() {
  const { t, i18n } = useTranslation();
  const { storeId } = routeApi.useParams();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  const steps = setupSteps(store);
  const done = steps.filter((step) => step.done).length;
  const actions = storeActions(store);
  const lang = i18n.language;
  const ttl = store.default_invoice_ttl ? ttlLabel(store.default_invoice_ttl) : null;
  const scopeKey = store.business_scope ? scopeLabelKey(store.business_scope) : null;
  const params = { storeId };
  const readOnly = isReadOnly(store.status);

  return (
    <div className={styles.grid}>
      <div className={styles.main}>
        <Card as="section" aria-labelledby="store-setup-title">
          <CardHeader
            titleId="store-setup-title"
            title={t('stores.setup.title')}
            description={t('stores.setup.progress', { done, total: steps.length })}
          />
          <CardBody>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('stores.setup.title')}
              aria-valuemin={0}
              aria-valuemax={steps.length}
              aria-valuenow={done}
            >
              <span style={{ width: `${(done / steps.length) * 100}%` }} />
            </div>
            <ol className={styles.steps}>
              {steps.map((step, index) => {
                const text = STEP_TEXT[step.id];
                return (
                  <li key={step.id} className={styles.step} data-done={step.done ? '' : undefined}>
                    <span className={styles.stepMark} aria-hidden="true">
                      {step.done ? <CheckCircleIcon size={20} /> : index + 1}
                    </span>
                    <span className={styles.stepText}>
                      <span className={styles.stepTitle}>
                        {t(text.title)}
                        <span className="visually-hidden">
                          {' '}
                          {step.done ? t('stores.setup.done') : t('stores.setup.todo')}
                        </span>
                      </span>
                      <span className={styles.stepHint}>{t(stepHint(step.id, store))}</span>
                    </span>
                    {!step.done && !readOnly && text.link && text.linkText ? (
                      <Link to={text.link} params={params} className={styles.stepLink}>
                        {t(text.linkText)}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </CardBody>
        </Card>

        <Card as="section" aria-labelledby="store-facts-title">
          <CardHeader titleId="store-facts-title" title={t('stores.overview.details')} />
          <CardBody>
            <dl className={styles.facts}>
              <div>
                <dt>{t('stores.overview.status')}</dt>
                <dd>
                  <StoreStatusBadge status={store.status} />
                </dd>
              </div>
              <div>
                <dt>{t('stores.overview.created')}</dt>
                <dd>{formatDateTime(store.created, lang, false)}</dd>
              </div>
              <div>
                <dt>{t('stores.form.scope')}</dt>
                <dd>{scopeKey ? t(scopeKey) : store.business_scope || MISSING}</dd>
              </div>
              <div>
                <dt>{t('stores.form.main_url')}</dt>
                <dd className={styles.wrap}>{store.main_url || MISSING}</dd>
              </div>
              <div>
                <dt>{t('stores.form.payment_currency')}</dt>
                <dd>{store.payment_currency}</dd>
              </div>
              <div>
                <dt>{t('stores.form.currencies')}</dt>
                <dd>
                  {store.available_payment_currencies === null ? <Unknown /> : null}
                  {store.available_payment_currencies?.length === 0 ? MISSING : null}
                  <span className={styles.chips}>
                    {(store.available_payment_currencies ?? []).map((code) => (
                      <span key={code} className={styles.chip}>
                        {code}
                      </span>
                    ))}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('stores.form.ttl')}</dt>
                <dd>{ttl ? t(ttl.key, { count: ttl.count }) : MISSING}</dd>
              </div>
              <div>
                <dt>{t('stores.fees.merchant_fee')}</dt>
                <dd className="tabular-nums">{formatFee(store.merchant_fee, lang)}</dd>
              </div>
              <div>
                <dt>{t('stores.fees.client_fee')}</dt>
                <dd className="tabular-nums">{formatFee(store.client_fee, lang)}</dd>
              </div>
              <div>
                <dt>{t('stores.payments.label')}</dt>
                <dd>
                  <PaymentsIndicator enabled={store.payments_enabled} />
                </dd>
              </div>
              <div>
                <dt>{t('stores.integration.callback_url')}</dt>
                <dd className={styles.wrap}>
                  {store.callback_url ? store.callback_url : t('stores.overview.not_set')}
                </dd>
              </div>
              <div>
                <dt>{t('stores.integration.api_key')}</dt>
                <dd>
                  {store.api_key_last4 ? (
                    <>
                      <span className={styles.mono}>•••• {store.api_key_last4}</span>
                      {store.api_key_created ? (
                        <span className={styles.sub}>
                          {t('stores.integration.key_created', {
                            date: formatDateTime(store.api_key_created, lang),
                          })}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    t('stores.integration.no_key')
                  )}
                </dd>
              </div>
            </dl>
          </CardBody>
        </Card>
      </div>

      {actions.show ? (
        <Card as="section" className={styles.accept} aria-labelledby="store-actions-title">
          <CardHeader titleId="store-actions-title" title={t('stores.overview.accept')} titleAs="h2" />
          <CardBody className={styles.actions}>
            {actions.disabled ? (
              <>
                <Button disabled fullWidth>
                  {t('stores.actions.create_invoice')}
                </Button>
                <Button disabled fullWidth>
                  {t('stores.actions.create_payout')}
                </Button>
                <p className={styles.sub}>
                  {store.status === 'approved'
                    ? t('stores.actions.needs_payments')
                    : t('stores.actions.needs_approval')}
                </p>
              </>
            ) : (
              <>
                <ButtonLink
                  to="/finance/invoice/new"
                  search={{ invoiceType: 'payment', storeId: store.id }}
                  variant="primary"
                  fullWidth
                >
                  {t('stores.actions.create_invoice')}
                </ButtonLink>
                <ButtonLink
                  to="/finance/invoice/new"
                  search={{ invoiceType: 'payout', storeId: store.id }}
                  fullWidth
                >
                  {t('stores.actions.create_payout')}
                </ButtonLink>
              </>
            )}
          </CardBody>
        </Card>
      ) : null}
      <Card as="section" className={styles.manage} aria-labelledby="store-manage-title">
        <CardHeader titleId="store-manage-title" title={t('stores.overview.manage')} titleAs="h2" />
        <CardBody flush>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} params={params} className={styles.link}>
                  <span>
                    <span className={styles.linkTitle}>{t(link.title)}</span>
                    <span className={styles.sub}>{t(link.hint)}</span>
                  </span>
                  <ChevronRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
