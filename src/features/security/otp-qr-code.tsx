import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import styles from './authenticator-setup.module.css';

/** The otpauth:// URL as a QR code, with the way out when it cannot be drawn. */
export function OtpQrCode({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <QrCode
      value={url}
      label={t('security.otp.qr_alt')}
      fallback={t('security.otp.qr_failed')}
      className={styles.qr}
    />
  );
}
