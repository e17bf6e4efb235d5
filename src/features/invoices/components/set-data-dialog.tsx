import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { setInvoiceDataMutation } from '@/api/invoices/invoices.mutations';
import type { InvoiceDetail, SetDataInput } from '@/api/invoices/invoices.schemas';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { useInvoiceMoney } from '@/components/invoice/use-invoice-money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isValidEmail } from '@/domain/validation';
import { normalizeNumberInput, parseNumberInput } from '@/lib/format';
import { amountError } from '../invoice-form';
import styles from './invoice-detail.module.css';

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

/**
 * Only what changed is sent; the dialog closes on success and keeps the values on failure. An
 * invoice whose answer carried no amount starts with an empty amount: left empty, it is kept.
 */
export function changedData(invoice: InvoiceDetail, values: SetDataValues): SetDataInput {
  const input: SetDataInput = { invoice: invoice.id };
  const amount = parseNumberInput(values.amount);
  if (amount !== null && amount !== invoice.amount) input.amount = amount;
  if (values.payer_email.trim() !== (invoice.payer_email ?? ''))
    input.payer_email = values.payer_email.trim();
  if (values.address.trim() !== (invoice.address ?? '')) input.address = values.address.trim();
  if (values.description.trim() !== (invoice.description ?? ''))
    input.description = values.description.trim();
  return input;
}

export function SetDataDialog({ invoice, open, onClose }: SetDataDialogProps) {
  const { t } = useTranslation();
  const money = useInvoiceMoney();
  const save = useMutation(setInvoiceDataMutation());
  const precision = money.precision(invoice.currency);
  const amountKnown = invoice.amount !== null;
  const form = useAppForm({
    defaultValues: {
      amount: amountKnown ? String(invoice.amount) : '',
      payer_email: invoice.payer_email ?? '',
      address: invoice.address ?? '',
      description: invoice.description ?? '',
    } satisfies SetDataValues,
    validators: { onChange: SetDataSchema },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(changedData(invoice, value));
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
            />
          )}
        </form.AppField>
        {payout ? (
          <form.AppField name="address">
            {(field) => <field.TextInput label={t('invoices.data.address')} spellCheck={false} />}
          </form.AppField>
        ) : (
          <form.AppField name="payer_email">
            {(field) => (
              <field.TextInput label={t('invoices.data.payer_email')} type="email" autoComplete="off" />
            )}
          </form.AppField>
        )}
        <form.AppField name="description">
          {(field) => <field.TextInput label={t('invoices.data.note')} />}
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
