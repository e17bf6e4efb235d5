import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SelectMethodResult, selectMethodMutation } from '@/api/invoices/invoices.mutations';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import { toast } from '@/components/feedback/feedback';
import { systemCurrencyOf, useCurrencyFormat } from '@/components/money/use-currency-format';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Dialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/inline-alert';
import styles from './invoice-detail.module.css';

export interface SelectMethodDialogProps {
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Choose the payment method. A 202 answer means the rate moved since the invoice was
 * shown: the dialog shows the new amount and rate and asks again; confirming repeats the call.
 */
export function SelectMethodDialog({ invoice, open, onClose }: SelectMethodDialogProps) {
  const { t } = useTranslation();
  const money = useCurrencyFormat();
  const groupId = useId();
  // The dialog opens only when the methods were read (see InvoiceActions).
  const methods = invoice.available_methods ?? [];
  const chosenTitle = invoice.method?.title;
  const current = chosenTitle ? methods.find((m) => m.title === chosenTitle)?.id : undefined;
  const [chosen, setChosen] = useState<number | undefined>(current ?? methods[0]?.id);
  const [quote, setQuote] = useState<(SelectMethodResult & { method: number }) | null>(null);
  const select = useMutation(selectMethodMutation());
  const method = methods.find((m) => m.id === (quote?.method ?? chosen));

  function close() {
    setQuote(null);
    select.reset();
    onClose();
  }

  function submit() {
    const id = quote?.method ?? chosen;
    if (id === undefined) return;
    select.mutate(
      { invoice: invoice.id, method: id },
      {
        onSuccess: (answer) => {
          if (answer.rateChanged && !quote) {
            setQuote({ ...answer, method: id });
            return;
          }
          toast.success(t('invoices.method.selected'));
          close();
        },
      },
    );
  }

  const currency = method?.currency ?? invoice.currency ?? '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={quote ? t('invoices.method.rate_changed_title') : t('invoices.method.title')}
      description={quote ? undefined : t('invoices.method.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('invoices.common.cancel')}
          </Button>
          <Button variant="primary" loading={select.isPending} disabled={!method} onClick={submit}>
            {quote ? t('invoices.method.confirm_rate') : t('invoices.method.submit')}
          </Button>
        </>
      }
    >
      {quote ? (
        <div className={styles.quote}>
          <Alert tone="warning" live title={t('invoices.method.rate_changed')}>
            {t('invoices.method.rate_changed_hint')}
          </Alert>
          <DetailList
            fields={[
              {
                key: 'amount',
                label: t('invoices.method.new_amount'),
                value: (
                  <strong className="tabular-nums">{money.withCode(quote.amount, currency || null)}</strong>
                ),
              },
              {
                key: 'rate',
                label: t('invoices.method.new_rate'),
                value: (
                  <span className="tabular-nums">
                    {quote.rate === null
                      ? t('ui.unknown')
                      : t('invoices.fields.rate_value', {
                          currency: currency || t('ui.unknown'),
                          rate: money.rate(quote.rate, currency),
                          system: systemCurrencyOf(invoice),
                        })}
                  </span>
                ),
              },
            ]}
          />
        </div>
      ) : methods.length === 0 ? (
        <p className={styles.muted}>{t('invoices.method.none')}</p>
      ) : (
        <fieldset className={styles.methods} aria-labelledby={groupId}>
          <legend id={groupId} className="visually-hidden">
            {t('invoices.method.title')}
          </legend>
          {methods.map((option) => (
            <label key={option.id} className={styles.methodOption}>
              <input
                type="radio"
                name="method"
                value={option.id}
                checked={chosen === option.id}
                onChange={() => setChosen(option.id)}
              />
              {option.logo ? (
                <img className={styles.methodLogo} src={option.logo} alt="" width={24} height={24} />
              ) : null}
              <span className={styles.methodText}>
                <span className={styles.methodTitle}>
                  {option.title || option.external_title || String(option.id)}
                </span>
                <span className={styles.muted}>
                  {[
                    option.title ? option.external_title : null,
                    option.min_amount !== null
                      ? t('invoices.method.min', {
                          amount: money.withCode(option.min_amount, option.currency ?? (currency || null)),
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
