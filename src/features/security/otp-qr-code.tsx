import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './security.module.css';

const SIZE = 176;

/** The otpauth:// URL as a QR code; the `qrcode` package loads only when one is shown. */
export function OtpQrCode({ url }: { url: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ url: string; data: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { width: SIZE * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setImage({ url, data });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (failed) return <p className={styles.qrFallback}>{t('security.otp.qr_failed')}</p>;
  if (!image || image.url !== url) return <Skeleton width={SIZE} height={SIZE} radius="md" />;
  return (
    <img className={styles.qr} src={image.data} width={SIZE} height={SIZE} alt={t('security.otp.qr_alt')} />
  );
}
