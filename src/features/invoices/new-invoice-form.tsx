import { useStore } from '@tanstack/react-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { createInvoiceMutation } from '@/api/invoices/invoices.mutations';
import { invoiceMethods } from '@/api/invoices/invoices.queries';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { FormActions } from '@/components/ui/form-actions';
import { normalizeNumberInput } from '@/lib/format';
import {
  amountError,
  CLIENT_CHOOSES,
  defaultCurrency,
  type InvoiceKind,
  methodLimits,
  type NewInvoiceValues,
  newInvoiceSchema,
  toCreateInput,
} from './invoice-form';
import { InvoiceSummary } from './invoice-summary';
import styles from './new-invoice-page.module.css';
import { PayoutAvailable } from './payout-available';

/**
 * The form of a new payment or payout on one store: currency, method, amount, then the
 * payout address or the payer's e-mail. Its live summary renders into `summarySlot`.
 */
export function NewInvoiceForm({
  kind,
  store,
  summarySlot,
}: {
  kind: InvoiceKind;
  store: Store;
  summarySlot: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useCurrencyFormat();
  const create = useMutation(createInvoiceMutation());
  const currencies = store.available_payment_currencies?.length
    ? store.available_payment_currencies
    : [defaultCurrency(store)];

  const form = useAppForm({
    defaultValues: {
      currency: defaultCurrency(store),
      method: kind === 'payment' ? CLIENT_CHOOSES : '',
      amount: '',
      address: '',
      external_id: '',
      description: '',
      payer_email: '',
    } satisfies NewInvoiceValues,
    validators: { onChange: newInvoiceSchema(kind) },
    onSubmit: async ({ value }) => {
      const { id } = await create.mutateAsync(toCreateInput(kind, store.id, value));
      toast.success(
        kind === 'payment' ? t('invoices.new.created_payment') : t('invoices.new.created_payout'),
      );
      // An answer without the id (SPEC names data.id) still created the invoice: show the list.
      if (id === null) await navigate({ to: '/finance/invoice' });
      else await navigate({ to: '/finance/invoice/$invoiceId', params: { invoiceId: id } });
    },
  });

  const currency = useStore(form.store, (state) => state.values.currency);
  const methodId = useStore(form.store, (state) => state.values.method);
  const amount = useStore(form.store, (state) => state.values.amount);
  const methods = useQuery(invoiceMethods({ store_id: store.id, type: kind, currency }));
  const method = methods.data?.find((m) => String(m.id) === methodId);
  const limits = methodLimits(method, money.precision(currency));

  // A payout needs a method: the first one of the currency until the merchant picks another.
  useEffect(() => {
    const first = methods.data?.[0];
    if (kind === 'payout' && first && !methods.data?.some((m) => String(m.id) === methodId)) {
      form.setFieldValue('method', String(first.id));
    }
  }, [kind, methods.data, methodId, form]);

  const methodOptions = [
    ...(kind === 'payment' ? [{ value: CLIENT_CHOOSES, label: t('invoices.form.client_chooses') }] : []),
    ...(methods.data ?? []).map((m) => ({
      value: String(m.id),
      label: [m.title, m.external_title].filter(Boolean).join(' · ') || String(m.id),
    })),
  ];
  const limitText = [
    typeof limits.min === 'number'
      ? t('invoices.form.min', { amount: money.amount(limits.min, currency) })
      : null,
    typeof limits.max === 'number'
      ? t('invoices.form.max', { amount: money.amount(limits.max, currency) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <form className={styles.form} noValidate onSubmit={(event) => submitForm(event, form)}>
      <div className={styles.row}>
        <form.AppField
          name="currency"
          listeners={{
            onChange: () => form.setFieldValue('method', kind === 'payment' ? CLIENT_CHOOSES : ''),
          }}
        >
          {(field) => (
            <field.SelectInput
              label={t('invoices.form.currency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
          )}
        </form.AppField>
        <form.AppField name="method">
          {(field) => (
            <field.SelectInput
              label={t('invoices.form.method')}
              options={methodOptions}
              placeholder={
                methods.isPending
                  ? t('invoices.form.methods_loading')
                  : methods.isError
                    ? t('invoices.form.methods_failed')
                    : t('invoices.form.method_placeholder')
              }
              disabled={methods.isPending}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField
        name="amount"
        validators={{
          onChangeListenTo: ['method', 'currency'],
          onChange: ({ value }) => amountError(value, limits),
        }}
      >
        {(field) => (
          <field.TextInput
            label={t('invoices.form.amount')}
            description={limitText || undefined}
            inputMode="decimal"
            autoComplete="off"
            numeric
            suffix={currency}
            transform={normalizeNumberInput}
            placeholder="0.00"
            required
          />
        )}
      </form.AppField>
      {kind === 'payout' ? (
        <>
          <PayoutAvailable currency={currency} />
          <form.AppField name="address">
            {(field) => (
              <field.TextInput
                label={t('invoices.form.address')}
                description={t('invoices.form.address_hint', { currency })}
                spellCheck={false}
                autoComplete="off"
                required
              />
            )}
          </form.AppField>
        </>
      ) : (
        <form.AppField name="payer_email">
          {(field) => (
            <field.TextInput
              label={t('invoices.form.payer_email')}
              description={t('invoices.form.payer_email_hint')}
              type="email"
              autoComplete="off"
            />
          )}
        </form.AppField>
      )}
      <div className={styles.row}>
        <form.AppField name="external_id">
          {(field) => (
            <field.TextInput
              label={t('invoices.form.external_id')}
              description={t('invoices.form.external_id_hint')}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextInput label={t('invoices.form.description')} autoComplete="off" />}
        </form.AppField>
      </div>
      {kind === 'payout' ? <p className={styles.note}>{t('invoices.form.payout_protected')}</p> : null}
      <FormActions sticky={false}>
        <form.AppForm>
          <form.SubmitButton>
            {kind === 'payment' ? t('invoices.new.submit_payment') : t('invoices.new.submit_payout')}
          </form.SubmitButton>
        </form.AppForm>
      </FormActions>
      {summarySlot
        ? createPortal(
            <InvoiceSummary kind={kind} store={store} currency={currency} amount={amount} />,
            summarySlot,
          )
        : null}
    </form>
  );
}
