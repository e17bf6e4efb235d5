import { AlertDialog } from '@base-ui/react/alert-dialog';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './dialog.module.css';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

/**
 * Where focus goes when a dialog closes: the element that had focus when it opened. A dialog
 * with a trigger gets this from Base UI; one opened by the program (the second-factor
 * dialog opens when a call asks for it, already open on mount) would otherwise drop focus
 * on <body>. The opener is read while rendering the opening, before the popup takes focus.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement;
  wasOpen.current = open;
  return () => {
    const element = opener.current;
    if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return true;
    if (!element.matches(':disabled')) return element;
    focusWhenEnabled(element);
    return false;
  };
}

/** An opener disabled while its call runs gets focus back as soon as it is enabled again. */
function focusWhenEnabled(element: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (element.matches(':disabled')) return;
    stop();
    if (document.activeElement === document.body || document.activeElement === null) element.focus();
  });
  const timer = setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
}

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (e.g. a Button); optional when `open` is controlled. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (Buttons); stays visible while the body scrolls. */
  footer?: ReactNode;
  /** Width: sm 400, md 520 (default), lg 720. Full width on phones. */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the close (×) button in the corner. */
  hideClose?: boolean;
  /** Clicking outside does not close (forms with unsaved input). Escape still closes. */
  disablePointerDismissal?: boolean;
  className?: string;
}

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  disablePointerDismissal,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const finalFocus = useReturnFocus(open ?? false);
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
      disablePointerDismissal={disablePointerDismissal}
    >
      {trigger ? <BaseDialog.Trigger render={trigger} /> : null}
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Viewport className={styles.viewport}>
          <BaseDialog.Popup
            className={[styles.popup, className].filter(Boolean).join(' ')}
            finalFocus={trigger ? true : finalFocus}
            data-size={size}
            data-closable={hideClose ? undefined : ''}
          >
            <div className={styles.header}>
              <div className={styles.heading}>
                <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
                {description ? (
                  <BaseDialog.Description className={styles.description}>
                    {description}
                  </BaseDialog.Description>
                ) : null}
              </div>
            </div>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {/* Last in the DOM (drawn in the corner) so initial focus lands on the content, not on "close". */}
            {hideClose ? null : (
              <BaseDialog.Close
                render={<IconButton label={t('ui.close')} icon={<CloseIcon />} className={styles.close} />}
              />
            )}
          </BaseDialog.Popup>
        </BaseDialog.Viewport>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** Default: "Cancel". */
  cancelLabel?: string;
  /**
   * Called on confirm. If it returns a promise the button shows a spinner until it settles;
   * the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => unknown;
  /** `danger` paints the confirm button red (destructive actions). */
  tone?: 'default' | 'danger';
  /** External busy state (e.g. a mutation's isPending). */
  loading?: boolean;
}

/** A confirmation (ARIA alertdialog): cancel and confirm. */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'default',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const open = openProp ?? ownOpen;
  const busy = loading || pending;
  const finalFocus = useReturnFocus(open);

  function setOpen(next: boolean) {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (toast/popup); the dialog stays open for a retry.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger render={trigger} /> : null}
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Viewport className={styles.viewport}>
          <AlertDialog.Popup className={styles.popup} data-size="sm" finalFocus={trigger ? true : finalFocus}>
            <div className={styles.header}>
              <div className={styles.heading}>
                <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
                {description ? (
                  <AlertDialog.Description className={styles.description}>
                    {description}
                  </AlertDialog.Description>
                ) : null}
              </div>
            </div>
            {children ? <div className={styles.body}>{children}</div> : null}
            <div className={styles.footer}>
              <AlertDialog.Close render={<Button variant="secondary" disabled={busy} />}>
                {cancelLabel ?? t('ui.cancel')}
              </AlertDialog.Close>
              <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
                {confirmLabel}
              </Button>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Viewport>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
