import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './top-up-panel.module.css';

export interface QrCodeProps {
  value: string;
  /** Text alternative (what the code holds). */
  label: string;
  size?: number;
}

/** A QR code drawn to a data URL; the qrcode library loads only when a code is shown. */
export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  const [src, setSrc] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (alive) setSrc({ value, url });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [value, size]);
  if (!src || src.value !== value) return <Skeleton width={size} height={size} radius="md" />;
  return <img src={src.url} alt={label} width={size} height={size} className={styles.qr} />;
}
