import { type PointerEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon } from '@/components/ui/icons';
import { getToasts, pauseToasts, resumeToasts, subscribeToasts, type ToastEntry, toast } from './feedback';
import styles from './toast.module.css';

const EMPTY: readonly ToastEntry[] = [];

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
}

const ICONS = {
  success: CheckCircleIcon,
  error: ErrorCircleIcon,
  info: InfoIcon,
} as const;

/** Mount once in the app root. Shows the toasts raised with `toast.*()` from feedback.ts. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const hovered = useRef(false);
  const focused = useRef(false);

  function sync() {
    if (hovered.current || focused.current) pauseToasts();
    else resumeToasts();
  }

  // Nothing to pause once the stack is empty (the pointer may never "leave" on touch).
  useEffect(() => {
    if (toasts.length === 0) {
      hovered.current = false;
      focused.current = false;
      resumeToasts();
    }
  }, [toasts.length]);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    hovered.current = true;
    sync();
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    hovered.current = false;
    sync();
  }

  return (
    <div className={styles.viewport}>
      <ol
        className={styles.list}
        aria-label={t('ui.notifications')}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={() => {
          focused.current = true;
          sync();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          focused.current = false;
          sync();
        }}
      >
        {toasts.map((entry) => {
          const Icon = ICONS[entry.tone];
          return (
            <li key={entry.id} className={styles.toast} data-tone={entry.tone}>
              <div
                className={styles.body}
                role={entry.tone === 'error' ? 'alert' : 'status'}
                aria-live={entry.tone === 'error' ? 'assertive' : 'polite'}
                aria-atomic="true"
              >
                <Icon className={styles.icon} size={18} />
                <p className={styles.message}>
                  {entry.message}
                  {entry.count > 1 ? (
                    <span className={styles.count}> {t('ui.toast.repeated', { count: entry.count })}</span>
                  ) : null}
                </p>
              </div>
              <IconButton
                className={styles.close}
                size="sm"
                label={t('ui.close')}
                icon={<CloseIcon size={14} />}
                onClick={() => toast.dismiss(entry.id)}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
