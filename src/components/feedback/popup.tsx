import { Button } from '@/components/ui/button';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { type PopupEntry, popup } from './feedback';
import styles from './popup.module.css';

/** The save indicator's card, shown in the feedback layer's live regions (feedback-layer.tsx). */
export function PopupCard({ entry, text, okLabel }: { entry: PopupEntry; text: string; okLabel: string }) {
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
