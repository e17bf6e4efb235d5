import { type ReactNode, useEffect, useState } from 'react';
import styles from './qr-code.module.css';
import { Skeleton } from './skeleton';

export interface QrCodeProps {
  value: string;
  /** Text alternative (what the code holds). */
  label: string;
  /** Shown when the code cannot be drawn (what to do instead); nothing when left out. */
  fallback?: ReactNode;
  size?: number;
  className?: string;
}

/**
 * A QR code drawn to a data URL at twice its size (sharp on dense screens); the `qrcode`
 * package loads only when a code is shown. A skeleton holds the place while it draws.
 */
export function QrCode({ value, label, fallback, size = 176, className }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => {
          if (live) setDrawn({ value, url });
        },
        () => {
          if (live) setDrawn({ value, url: null });
        },
      );
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!drawn || drawn.value !== value) return <Skeleton width={size} height={size} radius="md" />;
  if (drawn.url === null) return fallback ? <p className={styles.fallback}>{fallback}</p> : null;
  return (
    <img
      src={drawn.url}
      alt={label}
      width={size}
      height={size}
      className={[styles.qr, className].filter(Boolean).join(' ')}
    />
  );
}
