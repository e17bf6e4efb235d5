import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { setInvoiceDataMutation } from '@/api/invoices/invoices.mutations';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import type { SetDataInput } from '@/api/invoices/schemas/invoice-writes.schemas';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isValidEmail } from '@/domain/validation';
import { normalizeNumberInput, parseNumberInput } from '@/lib/format';
import styles from './invoice-detail.module.css';
import { amountError } from './invoice-form';

export interface SetDataDialogProps {
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
}

const SetDataSchema = v.object({
  amount: v.string(),
  payer_email: v.pipe(
    v.string(),
    v.check((text) => text.trim() === '' || isValidEmail(text.trim()), 'invoices.form.email_invalid'),
  ),
  address: v.pipe(v.string(), v.maxCodePoints(128, 'invoices.form.address_long')),
  description: v.pipe(v.string(), v.maxCodePoints(255, 'invoices.form.description_long')),
});
type SetDataValues = v.InferOutput<typeof SetDataSchema>;

/** The dialog's fields whose saved value could not be read: they start empty and say so. */
export type UnreadData = ReadonlySet<keyof SetDataValues>;

/**
 * The form's starting values, and the fields whose saved value could not be read (null: left
 * out or in a form the cabinet cannot read); those start empty, never with a made-up value.
 */
export function dataToFormValues(invoice: InvoiceDetail): { values: SetDataValues; unread: UnreadData } {
  const unread = new Set<keyof SetDataValues>();
  const text = (name: keyof SetDataValues, value: string | null) => {
    if (value === null) unread.add(name);
    return value ?? '';
  };
  return {
    values: {
      amount: invoice.amount === null ? text('amount', null) : String(invoice.amount),
      payer_email: text('payer_email', invoice.payer_email),
      address: text('address', invoice.address),
      description: text('description', invoice.description),
    },
    unread,
  };
}

/**
 * Only what the merchant changed is sent: a field left as it started (whether read or not)
 * is left out, and the server keeps its own value. The dialog closes on success and keeps the
 * values on failure.
 */
export function changedData(
  invoice: InvoiceDetail,
  initial: SetDataValues,
  values: SetDataValues,
): SetDataInput {
  const input: SetDataInput = { invoice: invoice.id };
  const edited = (name: keyof SetDataValues) => values[name] !== initial[name];
  const amount = parseNumberInput(values.amount);
  if (edited('amount') && amount !== null) input.amount = amount;
  if (edited('payer_email')) input.payer_email = values.payer_email.trim();
  if (edited('address')) input.address = values.address.trim();
  if (edited('description')) input.description = values.description.trim();
  return input;
}

export function SetDataDialog({ invoice, open, onClose }: SetDataDialogProps) {
  const { t } = useTranslation();
  const money = useCurrencyFormat();
  const save = useMutation(setInvoiceDataMutation());
  const precision = money.precision(invoice.currency);
  const [{ values: initial, unread }] = useState(() => dataToFormValues(invoice));
  const amountKnown = !unread.has('amount');
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: SetDataSchema },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(changedData(invoice, initial, value));
      toast.success(t('invoices.data.saved'));
      onClose();
    },
  });
  const payout = invoice.type === 'out' || invoice.type === 'withdrawal';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('invoices.data.title')}
      description={t('invoices.data.description')}
      disablePointerDismissal
    >
      <form className={styles.dialogForm} noValidate onSubmit={(event) => submitForm(event, form)}>
        <form.AppField
          name="amount"
          validators={{
            onChange: ({ value }) =>
              !amountKnown && value.trim() === '' ? undefined : amountError(value, { precision }),
          }}
        >
          {(field) => (
            <field.TextInput
              label={t('invoices.data.amount', { currency: invoice.currency ?? '' })}
              inputMode="decimal"
              numeric
              suffix={invoice.currency ?? undefined}
              transform={normalizeNumberInput}
              required={amountKnown}
              unread={unread.has('amount')}
            />
          )}
        </form.AppField>
        {payout ? (
          <form.AppField name="address">
            {(field) => (
              <field.TextInput
                label={t('invoices.data.address')}
                spellCheck={false}
                unread={unread.has('address')}
              />
            )}
          </form.AppField>
        ) : (
          <form.AppField name="payer_email">
            {(field) => (
              <field.TextInput
                label={t('invoices.data.payer_email')}
                type="email"
                autoComplete="off"
                unread={unread.has('payer_email')}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="description">
          {(field) => <field.TextInput label={t('invoices.data.note')} unread={unread.has('description')} />}
        </form.AppField>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('invoices.common.cancel')}
          </Button>
          <form.AppForm>
            <form.SubmitButton>{t('invoices.data.submit')}</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Dialog>
  );
}
