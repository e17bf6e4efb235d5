import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { minBalance, wallets } from '@/api/finance/finance.queries';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Skeleton } from '@/components/ui/skeleton';
import { availableBalance } from '@/domain/withdrawals';
import styles from './new-invoice-page.module.css';

/** What a payout can take from the wallet of its currency: balance - hold - min balance. */
export function PayoutAvailable({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const money = useCurrencyFormat();
  const list = useQuery(wallets());
  const mins = useQuery(minBalance());
  const wallet = list.data?.find((w) => w.currency === currency);
  // A wallet's balance, hold and minimum are not named by SPEC and may not arrive; then the
  // available amount is not known and says so, never a guess.
  const min = mins.data?.find((m) => m.currency === currency)?.min_balance ?? null;
  if (list.isPending) return <Skeleton height={20} width={220} />;
  if (!wallet) return <p className={styles.note}>{t('invoices.form.no_wallet', { currency })}</p>;
  const available = availableBalance(wallet, min);
  return (
    <p className={styles.note}>
      {t('invoices.form.available', {
        amount: available === null ? t('ui.unknown') : `${money.amount(available, currency)} ${currency}`,
      })}
    </p>
  );
}
