import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  initInvoiceMutation,
  invoiceActionMutation,
  sendInvoiceCallbackMutation,
} from '@/api/invoices/invoices.mutations';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import { toast } from '@/components/feedback/feedback';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { MoreIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Menu, MenuItem } from '@/components/ui/menu';
import { canCancel, canComplete, canEditPayment, canInit } from '@/domain/invoices';
import styles from './invoice-detail.module.css';

export type InvoiceDialog = 'method' | 'data';

export interface InvoiceActionsProps {
  invoice: InvoiceDetail;
  onOpenDialog: (dialog: InvoiceDialog) => void;
}

/**
 * What can be done with the invoice now (SPEC section 4 "Invoice actions"): complete and
 * cancel (each confirmed, shown only when valid for the status) and, in a menu, choose the
 * method, change the data, start the trade operation and send the callback again.
 */
export function InvoiceActions({ invoice, onOpenDialog }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const money = useCurrencyFormat();
  const action = useMutation(invoiceActionMutation());
  const init = useMutation(initInvoiceMutation());
  const callback = useMutation(sendInvoiceCallbackMutation());

  const editable = canEditPayment(invoice.status);
  const methods = invoice.available_methods;
  const selectable = editable && methods !== null && methods.length > 0;
  // A method the answer did not tell about is not taken for "none": the server decides.
  const startable = canInit(invoice.status, invoice.method?.chosen !== false);

  function startPayment() {
    init.mutate(
      { invoice: invoice.id },
      {
        // SPEC does not describe the answer: the amount is named only when it came.
        onSuccess: (answer) =>
          answer.amount !== null
            ? toast.success(
                t('invoices.actions.init_done', { amount: money.withCode(answer.amount, answer.currency) }),
              )
            : toast.success(t('invoices.actions.init_started')),
      },
    );
  }

  function sendCallback() {
    callback.mutate(
      { invoice: invoice.id },
      {
        // SPEC does not describe the answer: it says no more than it carries.
        onSuccess: (answer) =>
          answer.status_code !== null
            ? toast.success(t('invoices.actions.callback_sent', { code: answer.status_code }))
            : answer.sent === false
              ? toast.info(t('invoices.actions.callback_unreachable'))
              : toast.success(t('invoices.actions.callback_done')),
      },
    );
  }

  return (
    <div className={styles.actions}>
      {canComplete(invoice.status) ? (
        <ConfirmDialog
          trigger={<Button variant="primary">{t('invoices.actions.complete')}</Button>}
          title={t('invoices.actions.complete_title', { id: invoice.id })}
          description={t('invoices.actions.complete_hint')}
          confirmLabel={t('invoices.actions.complete_confirm')}
          onConfirm={() =>
            action.mutateAsync({ invoice: invoice.id, action_type: 'complete' }).then(() => {
              toast.success(t('invoices.actions.completed'));
            })
          }
        />
      ) : null}
      {canCancel(invoice.status) ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">{t('invoices.actions.cancel')}</Button>}
          title={t('invoices.actions.cancel_title', { id: invoice.id })}
          description={t('invoices.actions.cancel_hint')}
          confirmLabel={t('invoices.actions.cancel_confirm')}
          cancelLabel={t('invoices.actions.keep')}
          tone="danger"
          onConfirm={() =>
            action.mutateAsync({ invoice: invoice.id, action_type: 'cancel' }).then(() => {
              toast.success(t('invoices.actions.cancelled'));
            })
          }
        />
      ) : null}
      <Menu
        label={t('invoices.actions.more')}
        trigger={
          <Button
            variant="secondary"
            iconStart={<MoreIcon size={16} />}
            loading={init.isPending || callback.isPending}
          >
            {t('invoices.actions.more')}
          </Button>
        }
      >
        <MenuItem
          disabled={!selectable}
          disabledReason={
            !editable
              ? t('invoices.actions.why_not_open')
              : methods === null
                ? t('invoices.actions.why_methods_unknown')
                : t('invoices.actions.why_no_methods')
          }
          onClick={() => onOpenDialog('method')}
        >
          {t('invoices.actions.select_method')}
        </MenuItem>
        <MenuItem
          disabled={!editable}
          disabledReason={t('invoices.actions.why_not_open')}
          onClick={() => onOpenDialog('data')}
        >
          {t('invoices.actions.set_data')}
        </MenuItem>
        <MenuItem
          disabled={!startable}
          disabledReason={
            invoice.status === 'created'
              ? t('invoices.actions.why_no_method')
              : t('invoices.actions.why_not_created')
          }
          onClick={startPayment}
        >
          {t('invoices.actions.init')}
        </MenuItem>
        <MenuItem onClick={sendCallback}>{t('invoices.actions.callback')}</MenuItem>
      </Menu>
    </div>
  );
}
