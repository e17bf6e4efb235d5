import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sendInvoiceCallbackMutation } from '@/api/invoices/invoices.mutations';
import { invoiceLogs, latestStoreInvoice } from '@/api/invoices/invoices.queries';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { Alert } from '@/components/ui/inline-alert';
import { callbackDeliveries, deliveryOutcome } from '@/domain/callbacks';
import { describeError } from '@/i18n/describe-error';
import { formatDateTime } from '@/lib/format';
import { useMerchantId } from '@/session/use-merchant-id';
import styles from './developer-corner.module.css';

const DASH = '—';

/** The deliveries of one invoice's callback, read from its log (time, outcome, response code). */
function Deliveries({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useTranslation();
  const logs = useQuery(invoiceLogs(invoiceId));
  if (logs.isPending) return <p className={styles.muted}>{t('developer.callback.loading')}</p>;
  if (logs.isError) return <p className={styles.muted}>{t('developer.callback.log_failed')}</p>;
  const deliveries = callbackDeliveries(logs.data);
  const caption = t('developer.callback.deliveries', { id: invoiceId });
  if (deliveries.length === 0)
    return (
      <div>
        <p className={styles.facts}>{caption}</p>
        <p className={styles.muted}>{t('developer.callback.empty')}</p>
      </div>
    );
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('developer.callback.time')}</th>
          <th scope="col">{t('developer.callback.status')}</th>
          <th scope="col">{t('developer.callback.code')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((entry, index) => {
          const outcome = deliveryOutcome(entry.status_code);
          return (
            // Entries may come without an id: the position tells them apart.
            <tr key={entry.id ?? `at-${index}`}>
              <td>{entry.created === null ? DASH : formatDateTime(entry.created, i18n.language)}</td>
              <td>
                {outcome === 'delivered'
                  ? t('developer.callback.delivered')
                  : outcome === 'failed'
                    ? t('developer.callback.delivery_failed')
                    : DASH}
              </td>
              <td className={styles.numeric}>{entry.status_code ?? DASH}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Sends the callback of the store's latest invoice again (POST /api/private/payment/callback)
 * and lists the invoice's deliveries. Resending a callback is no protected operation kind
 * (SPEC.md section 6): no second factor is asked for up front; should a backend answer
 * need_2fa, the request layer opens the dialog as for every call.
 */
export function CallbackTester({ store }: { store: Store }) {
  const { t } = useTranslation();
  const merchantId = useMerchantId();
  const reasonId = useId();
  const latest = useQuery(latestStoreInvoice(merchantId, store.id, store.title ?? ''));
  const send = useMutation({ ...sendInvoiceCallbackMutation(), meta: { silent: true } });
  const invoice = latest.data ?? null;
  const reason =
    latest.isSuccess && invoice === null
      ? t('developer.callback.no_invoice')
      : invoice && !store.callback_url
        ? t('developer.callback.no_url')
        : null;

  return (
    <Card as="section" aria-labelledby="dev-callback-title">
      <CardHeader
        titleId="dev-callback-title"
        titleAs="h3"
        title={t('developer.callback.title')}
        description={t('developer.callback.hint')}
      />
      <CardBody>
        <div className={styles.stack}>
          <div className={styles.row}>
            <dl className={styles.facts}>
              <dt>{t('developer.callback.latest')}</dt>
              <dd>
                {invoice ? (
                  <Link to="/finance/invoice/$invoiceId" params={{ invoiceId: invoice.id }}>
                    <IdText>{invoice.id}</IdText>
                  </Link>
                ) : (
                  DASH
                )}
              </dd>
            </dl>
            <Button
              variant="secondary"
              disabled={!invoice || reason !== null}
              loading={send.isPending}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => {
                if (invoice) send.mutate({ invoice: invoice.id });
              }}
            >
              {t('developer.callback.send')}
            </Button>
          </div>
          {reason ? (
            <p id={reasonId} className={styles.muted}>
              {reason}
            </p>
          ) : null}
          {send.isSuccess ? (
            send.data?.sent === false ? (
              <Alert tone="warning" live title={t('developer.callback.not_delivered')}>
                {send.data.status_code === null
                  ? null
                  : t('developer.callback.sent_code', { code: send.data.status_code })}
              </Alert>
            ) : (
              <Alert tone="success" live title={t('developer.callback.sent')}>
                {send.data?.status_code == null
                  ? null
                  : t('developer.callback.sent_code', { code: send.data.status_code })}
              </Alert>
            )
          ) : null}
          {send.isError ? (
            <Alert tone="error" live title={t('developer.callback.failed')}>
              {describeError(send.error)}
            </Alert>
          ) : null}
          {invoice ? <Deliveries invoiceId={invoice.id} /> : null}
        </div>
      </CardBody>
    </Card>
  );
}
