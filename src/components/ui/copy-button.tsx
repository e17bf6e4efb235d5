import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from './app-icons';
import styles from './copy-button.module.css';
import { CheckIcon } from './icons';

/** SPEC 9: copy feedback lasts 1500 ms in general (3000 ms for the merchant ID). */
export const COPY_FEEDBACK_MS = 1500;

type CopyResult = { readonly state: 'copied' | 'failed' };

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy path (insecure origins, denied permission).
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name (icon-only) or tooltip-free label; default "Copy". */
  label?: string;
  /** Visible text; without it the button shows only the icon. */
  children?: ReactNode;
  /** How long the "Copied" feedback stays; default 1500 ms. */
  feedbackMs?: number;
  variant?: 'ghost' | 'secondary';
  size?: 'sm' | 'md';
  onCopy?: (ok: boolean) => void;
  className?: string;
}

export function CopyButton({
  text,
  label,
  children,
  feedbackMs = COPY_FEEDBACK_MS,
  variant = 'ghost',
  size = 'sm',
  onCopy,
  className,
}: CopyButtonProps) {
  const { t } = useTranslation();
  // A new object per copy, so a second click restarts the feedback timer.
  const [result, setResult] = useState<CopyResult | null>(null);
  const state = result?.state ?? 'idle';

  useEffect(() => {
    if (result === null) return;
    const timer = setTimeout(() => setResult(null), feedbackMs);
    return () => clearTimeout(timer);
  }, [result, feedbackMs]);

  async function copy() {
    const ok = await writeClipboard(text);
    setResult({ state: ok ? 'copied' : 'failed' });
    onCopy?.(ok);
  }

  const feedback = state === 'copied' ? t('ui.copied') : state === 'failed' ? t('ui.copy_failed') : '';
  const name = label ?? t('ui.copy');
  const iconOnly = children === undefined || children === null;

  // The feedback shows inside the button itself (it widens for a moment), so it never covers
  // the text around it; the status line says it to assistive technology. The button keeps
  // its name meanwhile.
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.button}
        data-variant={variant}
        data-size={size}
        data-icon-only={iconOnly ? '' : undefined}
        data-state={state}
        aria-label={iconOnly || feedback ? name : undefined}
        onClick={copy}
      >
        {state === 'copied' ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        {feedback ? (
          <span className={styles.feedback} aria-hidden="true">
            {feedback}
          </span>
        ) : iconOnly ? null : (
          <span className={styles.text}>{children}</span>
        )}
      </button>
      <span role="status" className="visually-hidden">
        {feedback}
      </span>
    </span>
  );
}
