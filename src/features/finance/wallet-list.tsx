import { useTranslation } from 'react-i18next';
import type { MinBalance, Wallet } from '@/api/finance/schemas/wallets.schemas';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { ArrowDownIcon, ArrowUpIcon, WalletIcon } from '@/components/ui/app-icons';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Unknown } from '@/components/ui/unknown';
import { availableBalance } from '@/domain/withdrawals';
import styles from './wallet-list.module.css';

export interface WalletListProps {
  wallets: readonly Wallet[];
  minBalances: readonly MinBalance[];
}

/** Every wallet: balance, what is held by open payouts, the minimum that stays, and what is available. */
export function WalletList({ wallets, minBalances }: WalletListProps) {
  const { t } = useTranslation();
  const money = useCurrencyFormat();
  const logo = (code: string) => money.currencies.find((c) => c.code === code)?.logo ?? null;

  if (wallets.length === 0) {
    return (
      <EmptyState
        icon={<WalletIcon />}
        title={t('finance.wallets.empty')}
        description={t('finance.wallets.empty_hint')}
      />
    );
  }

  return (
    <ul className={styles.grid}>
      {wallets.map((wallet) => {
        // A figure that could not be read is "Unknown" (never 0), and so is anything worked out from it.
        const min = minBalances.find((m) => m.currency === wallet.currency)?.min_balance ?? null;
        const available = availableBalance(wallet, min);
        const amountText = (value: number) => `${money.amount(value, wallet.currency)} ${wallet.currency}`;
        const amount = (value: number | null) => (value === null ? <Unknown /> : amountText(value));
        const src = logo(wallet.currency);
        const titleId = `wallet-${wallet.currency}`;
        return (
          <li key={wallet.currency}>
            <Card as="article" className={styles.wallet} aria-labelledby={titleId}>
              <div className={styles.head}>
                {src ? (
                  <img src={src} alt="" width={32} height={32} className={styles.logo} />
                ) : (
                  <span className={styles.logoFallback} aria-hidden="true">
                    {wallet.currency.slice(0, 1)}
                  </span>
                )}
                <h3 id={titleId} className={styles.code}>
                  {wallet.currency}
                </h3>
              </div>
              <p className={styles.balance}>
                <span className="visually-hidden">
                  {t('finance.wallets.balance_of', {
                    amount: wallet.balance === null ? t('ui.unknown') : amountText(wallet.balance),
                  })}
                </span>
                {wallet.balance === null ? (
                  <span aria-hidden="true">
                    <Unknown />
                  </span>
                ) : (
                  <span aria-hidden="true">
                    <span className={styles.figure}>{money.amount(wallet.balance, wallet.currency)}</span>{' '}
                    <span className={styles.unit}>{wallet.currency}</span>
                  </span>
                )}
              </p>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('finance.wallets.available')}</dt>
                  <dd className="tabular-nums">{amount(available)}</dd>
                </div>
                <div>
                  <dt>{t('finance.wallets.hold')}</dt>
                  <dd className="tabular-nums">{amount(wallet.hold)}</dd>
                </div>
                <div>
                  <dt>{t('finance.wallets.min_balance')}</dt>
                  <dd className="tabular-nums">{amount(min)}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <ButtonLink
                  to="/finance/replenishment"
                  search={{ currency: wallet.currency }}
                  size="sm"
                  iconStart={<ArrowDownIcon size={14} />}
                  aria-label={t('finance.wallets.top_up_label', { currency: wallet.currency })}
                >
                  {t('finance.wallets.top_up')}
                </ButtonLink>
                <ButtonLink
                  to="/finance/withdrawal"
                  search={{ currency: wallet.currency }}
                  size="sm"
                  iconStart={<ArrowUpIcon size={14} />}
                  aria-label={t('finance.wallets.withdraw_label', { currency: wallet.currency })}
                >
                  {t('finance.wallets.withdraw')}
                </ButtonLink>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
