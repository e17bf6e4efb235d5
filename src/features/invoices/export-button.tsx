import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import type { FilterContext } from '@/api/invoices/invoices-filter';
import type { InvoiceFilters } from '@/api/invoices/schemas/invoice-list.schemas';
import { toast } from '@/components/feedback/feedback';
import { DownloadIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describeError } from '@/i18n/describe-error';
import { formatNumber } from '@/lib/format';
import styles from './export-button.module.css';
import { exportFileName } from './invoice-csv';
import { downloadBlob, exportInvoicesCsv } from './invoice-export';
import type { ListSort } from './invoice-refresh';

export interface ExportButtonProps {
  filters: InvoiceFilters;
  sort: ListSort;
  /** Every invoice the filters match (from the totals), for the progress bar. */
  total: number | undefined;
  /** Store titles for rows without store_id (see matchesInvoiceFilters). */
  context?: FilterContext;
}

/** "Export CSV": streams the filtered invoices, shows progress with Cancel, then downloads the file. */
export function ExportButton({ filters, sort, total, context }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const running = rows !== null;

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setRows(0);
    try {
      const result = await exportInvoicesCsv(filters, sort, {
        signal: abort.signal,
        onProgress: setRows,
        context,
      });
      downloadBlob(result.blob, exportFileName(new Date()));
      toast.success(t('invoices.export.done', { count: result.rows }));
    } catch (error) {
      if (!abort.signal.aborted && !isSilentError(error)) {
        toast.error(describeError(error) ?? t('errors.unknown_error'));
      }
    } finally {
      controller.current = null;
      setRows(null);
    }
  }

  function cancel() {
    controller.current?.abort();
  }

  // Without a total that was read, the progress names only what is done (never "12 of 12").
  const known = total !== undefined;
  const max = Math.max(total ?? 0, rows ?? 0);
  return (
    <>
      <Button
        variant="secondary"
        iconStart={<DownloadIcon size={16} />}
        onClick={() => void start()}
        disabled={running || total === 0}
      >
        {t('invoices.export.button')}
      </Button>
      <Dialog
        open={running}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        title={t('invoices.export.title')}
        description={t('invoices.export.description')}
        size="sm"
        disablePointerDismissal
        footer={
          <Button variant="secondary" onClick={cancel}>
            {t('invoices.export.cancel')}
          </Button>
        }
      >
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            value={known ? (rows ?? 0) : undefined}
            max={known ? max || 1 : undefined}
            aria-label={t('invoices.export.progress_label')}
          />
          <p className={styles.count} aria-live="polite">
            {known
              ? t('invoices.export.progress', {
                  done: formatNumber(rows ?? 0, i18n.language, 0),
                  total: formatNumber(max, i18n.language, 0),
                })
              : t('invoices.export.progress_so_far', { done: formatNumber(rows ?? 0, i18n.language, 0) })}
          </p>
        </div>
      </Dialog>
    </>
  );
}
