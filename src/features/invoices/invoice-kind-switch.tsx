import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceKind } from './invoice-form';
import styles from './new-invoice-page.module.css';

/** The choice between a payment (money in) and a payout (money out), as radios with hints. */
export function InvoiceKindSwitch({
  value,
  onChange,
}: {
  value: InvoiceKind;
  onChange: (kind: InvoiceKind) => void;
}) {
  const { t } = useTranslation();
  const legend = useId();
  const options: Array<{ value: InvoiceKind; label: string; hint: string }> = [
    { value: 'payment', label: t('invoices.new.kind_payment'), hint: t('invoices.new.kind_payment_hint') },
    { value: 'payout', label: t('invoices.new.kind_payout'), hint: t('invoices.new.kind_payout_hint') },
  ];
  return (
    <fieldset className={styles.kinds} aria-labelledby={legend}>
      <legend id={legend} className={styles.legend}>
        {t('invoices.new.kind')}
      </legend>
      <div className={styles.kindOptions}>
        {options.map((option) => (
          <label key={option.value} className={styles.kind}>
            <input
              type="radio"
              name="invoice-kind"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.kindText}>
              <span className={styles.kindLabel}>{option.label}</span>
              <span className={styles.kindHint}>{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
