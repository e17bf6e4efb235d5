import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { getPopup, type PopupEntry, popup, subscribePopup } from './feedback';
import styles from './popup.module.css';

export function usePopup(): PopupEntry | null {
  return useSyncExternalStore(subscribePopup, getPopup, () => null);
}

/** Mount once in the app root. Shows the save indicator raised with `popup.success()` / `popup.fail()`. */
export function PopupIndicator() {
  const { t } = useTranslation();
  const entry = usePopup();
  const success = entry?.kind === 'success';
  return (
    <div className={styles.anchor}>
      {/* The live regions stay mounted so the message is announced when it appears. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {entry && success ? (
          <Card entry={entry} text={entry.text ?? t('ui.saved')} okLabel={t('ui.ok')} />
        ) : null}
      </div>
      <div role="alert" aria-atomic="true">
        {entry && !success ? (
          <Card entry={entry} text={entry.text ?? t('ui.error')} okLabel={t('ui.ok')} />
        ) : null}
      </div>
    </div>
  );
}

function Card({ entry, text, okLabel }: { entry: PopupEntry; text: string; okLabel: string }) {
  return (
    <div key={entry.id} className={styles.popup} data-kind={entry.kind}>
      <span className={styles.badge}>
        {entry.kind === 'success' ? (
          <CheckIcon size={22} strokeWidth={2.25} />
        ) : (
          <CloseIcon size={22} strokeWidth={2.25} />
        )}
      </span>
      <p className={styles.text}>{text}</p>
      <Button size="sm" variant="secondary" className={styles.ok} onClick={popup.hide}>
        {okLabel}
      </Button>
    </div>
  );
}
