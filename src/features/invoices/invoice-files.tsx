import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoiceFileMutation, refreshReceiptsMutation } from '@/api/invoices/invoices.mutations';
import { RECEIPT_FILE } from '@/api/invoices/schemas/invoice-writes.schemas';
import { toast } from '@/components/feedback/feedback';
import { DownloadIcon, RefreshIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { hasReceipt } from '@/domain/invoices';
import styles from './invoice-detail.module.css';
import { downloadBlob } from './invoice-export';

/**
 * The invoice's files: the receipt once the money arrived. Download goes through
 * GET assets/payment/{invoice}/{file}; a 202 answer names a prepared file fetched from
 * storage. "Prepare again" asks refresh-receipts (silent on failure, SPEC section 8).
 */
export function InvoiceFiles({ invoiceId, status }: { invoiceId: number; status: string | null }) {
  const { t } = useTranslation();
  // Failures reach the merchant through the query client's toast (invoice calls, SPEC section 8).
  const download = useMutation({
    ...invoiceFileMutation(),
    onSuccess: (file) => downloadBlob(file.blob, file.filename),
  });
  const refresh = useMutation({
    ...refreshReceiptsMutation(),
    // SPEC does not describe the answer: only an explicit 0 says nothing was queued.
    onSuccess: (answer) =>
      answer.updated === 0
        ? toast.info(t('invoices.files.nothing'))
        : toast.success(t('invoices.files.refreshed')),
  });

  const available = hasReceipt(status);
  return (
    <Card as="section" aria-labelledby="invoice-files">
      <CardHeader title={t('invoices.files.title')} titleId="invoice-files" titleAs="h2" />
      <CardBody>
        {available ? (
          <ul className={styles.files}>
            <li className={styles.file}>
              <span className={styles.fileName}>
                <span className={styles.fileTitle}>{t('invoices.files.receipt')}</span>
                <span className={styles.muted}>{RECEIPT_FILE}</span>
              </span>
              <span className={styles.fileActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<RefreshIcon size={14} />}
                  loading={refresh.isPending}
                  onClick={() => refresh.mutate({ invoices: [invoiceId] })}
                >
                  {t('invoices.files.refresh')}
                </Button>
                <Button
                  size="sm"
                  iconStart={<DownloadIcon size={14} />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ invoice: invoiceId, file: RECEIPT_FILE })}
                >
                  {t('invoices.files.download')}
                </Button>
              </span>
            </li>
          </ul>
        ) : (
          <p className={styles.muted}>{t('invoices.files.none')}</p>
        )}
      </CardBody>
    </Card>
  );
}
