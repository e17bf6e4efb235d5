import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_TIMEOUT_MS, withTimeout } from '@/lib/wait';
import {
  getPopup,
  getToasts,
  type PopupEntry,
  subscribePopup,
  subscribeToasts,
  type ToastEntry,
} from './feedback';
import styles from './feedback-layer.module.css';

type Views = typeof import('./feedback-views');

let loading: Promise<Views> | null = null;

/**
 * The views of the toasts and the save indicator (feedback-views.ts). They go with the chunk
 * of the sending code, which a signed-in load has at start and a guest screen warms on the
 * first focus or tap, so a message raised after a call is shown at once. A download that
 * fails or takes longer than 30 s is tried again with the next message.
 */
export function loadFeedbackViews(): Promise<Views> {
  loading ??= withTimeout(import('./feedback-views'), CODE_TIMEOUT_MS);
  const current = loading;
  current.catch(() => {
    if (loading === current) loading = null;
  });
  return current;
}

const NO_TOASTS: readonly ToastEntry[] = [];

/**
 * Mounted once at the root. Shows the toasts and the save indicator raised with `toast.*()`
 * and `popup.*()` (feedback.ts); their views download with the first message. The indicator's
 * live regions are on the page from the start, so its first message is announced too. If
 * the views cannot be downloaded (the server is out of reach), the messages are still shown
 * and announced, plainly.
 */
export function FeedbackLayer() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  const entry = useSyncExternalStore(subscribePopup, getPopup, () => null);
  const [views, setViews] = useState<Views | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = toasts.length > 0 || entry !== null;

  useEffect(() => {
    if (views) return;
    // Nothing on screen: the next message tries the download again.
    if (!wanted) {
      setFailed(false);
      return;
    }
    let current = true;
    loadFeedbackViews().then(
      (loaded) => current && setViews(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, views]);

  const success = entry?.kind === 'success';
  const card = (shown: PopupEntry, text: string) =>
    views ? (
      <views.PopupCard entry={shown} text={text} okLabel={t('ui.ok')} />
    ) : failed ? (
      <p className={styles.plainCard}>{text}</p>
    ) : null;

  return (
    <>
      {views ? (
        <views.Toaster />
      ) : failed && toasts.length > 0 ? (
        <ol className={styles.plain} aria-label={t('ui.notifications')}>
          {toasts.map((toast) => (
            <li key={toast.id} role={toast.tone === 'error' ? 'alert' : 'status'}>
              {toast.message}
            </li>
          ))}
        </ol>
      ) : null}
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
