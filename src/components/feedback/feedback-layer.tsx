import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getPopup,
  getToasts,
  type PopupEntry,
  subscribePopup,
  subscribeToasts,
  type ToastEntry,
} from './feedback';
import styles from './feedback-layer.module.css';
import { PopupCard } from './popup';
import { Toaster } from './toast';

/**
 * Mounted once at the root. Shows the toasts and the save indicator raised with `toast.*()`
 * and `popup.*()` (feedback.ts). The indicator's live regions are on the page from the
 * start, so its first message is announced too.
 */
const NO_TOASTS: readonly ToastEntry[] = [];

export function FeedbackLayer() {
  const { t } = useTranslation();
  const entry = useSyncExternalStore(subscribePopup, getPopup, () => null);
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  // The toast list joins the page with the first toast and stays (its exits animate there).
  const [listShown, setListShown] = useState(false);
  if (toasts.length > 0 && !listShown) setListShown(true);
  const success = entry?.kind === 'success';
  const card = (shown: PopupEntry, text: string) => (
    <PopupCard entry={shown} text={text} okLabel={t('ui.ok')} />
  );

  return (
    <>
      {listShown ? <Toaster /> : null}
      <div className={styles.anchor}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {entry && success ? card(entry, entry.text ?? t('ui.saved')) : null}
        </div>
        <div role="alert" aria-atomic="true">
          {entry && !success ? card(entry, entry.text ?? t('ui.error')) : null}
        </div>
      </div>
    </>
  );
}
