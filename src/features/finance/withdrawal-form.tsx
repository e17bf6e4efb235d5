import { useStore } from '@tanstack/react-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { withdrawalMutation } from '@/api/finance/finance.mutations';
import { systemMethods } from '@/api/finance/finance.queries';
import type { Wallet } from '@/api/finance/schemas/wallets.schemas';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { Unknown } from '@/components/ui/unknown';
import { formatFee } from '@/domain/fees';
import { withdrawalSummary } from '@/domain/money-summary';
import { availableBalance, maxWithdrawal, payoutMethods, withdrawalAmountError } from '@/domain/withdrawals';
import { describeError } from '@/i18n/describe-error';
import { normalizeNumberInput, parseNumberInput } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { FavoritesPanel, type FavoritesQuery } from './favorites-panel';
import styles from './withdrawal-form.module.css';
import { WithdrawalSummary } from './withdrawal-summary';

const WithdrawalFormSchema = v.object({
  method: v.pipe(v.string(), v.nonEmpty('finance.withdraw.method_required')),
  amount: v.string(),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('finance.withdraw.address_required'),
    v.maxCodePoints(128, 'finance.withdraw.address_long'),
  ),
});

export interface WithdrawalFormProps {
  merchantId: number;
  wallet: Wallet;
  /** Null when it did not arrive: the available amount is then not known. */
  minBalance: number | null;
  favorites: FavoritesQuery;
  /** Address saved from the add-favourite dialog: it fills the address field. */
  pickedAddress: string | undefined;
  onAddFavorite: (address: string) => void;
}

/**
 * Cash out from one wallet: a payout method of the currency, an amount within the rules
 * (> 0, >= the method minimum, amount + fee <= balance - hold - min balance) with a Max
 * button, and a destination address (typed or picked from favourites). The server may ask
 * for the second factor of kind withdrawal: the global dialog handles it.
 */
export function WithdrawalForm({
  merchantId,
  wallet,
  minBalance,
  favorites,
  pickedAddress,
  onAddFavorite,
}: WithdrawalFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useCurrencyFormat();
  const currency = wallet.currency;
  const precision = money.precision(currency);
  const methods = useQuery(systemMethods(currency));
  const options = payoutMethods(methods.data ?? [], currency);
  const withdraw = useMutation(withdrawalMutation());
  // Phones: the favourites sit right under the address field they fill; desktop: beside the form.
  const mobile = useIsMobile();

  const form = useAppForm({
    defaultValues: { method: '', amount: '', address: '' },
    validators: { onChange: WithdrawalFormSchema },
    onSubmit: async ({ value }) => {
      const id = await withdraw.mutateAsync({
        merchant_id: merchantId,
        currency,
        method_id: Number(value.method),
        amount: parseNumberInput(value.amount) ?? 0,
        address: value.address.trim(),
      });
      toast.success(t('finance.withdraw.created'));
      // Without the new id (SPEC shows no answer) the page stays; its history is refreshed.
      if (id === null) form.reset();
      else await navigate({ to: '/finance/withdrawal/$withdrawalId', params: { withdrawalId: id } });
    },
  });

  const methodId = useStore(form.store, (state) => state.values.method);
  const amountText = useStore(form.store, (state) => state.values.amount);
  const address = useStore(form.store, (state) => state.values.address);
  const method = options.find((m) => String(m.id) === methodId);
  const available = availableBalance(wallet, minBalance);
  const limits = { available, min: method?.min_amount ?? null, fee: method?.fee ?? null, precision };
  const fee = limits.fee;
  const summary = withdrawalSummary({
    amount: amountText,
    currency,
    precision,
    fee,
    balance: wallet.balance,
  });
  // Max works out an amount from the available balance and the fee: only when both are known.
  const canMax = available !== null && available > 0 && fee !== null;

  // The first payout method of the currency until the merchant picks another.
  const first = options[0];
  useEffect(() => {
    if (first && !methodId) form.setFieldValue('method', String(first.id));
  }, [first, methodId, form]);

  useEffect(() => {
    if (pickedAddress) form.setFieldValue('address', pickedAddress);
  }, [pickedAddress, form]);

  // A figure that could not be read, and what is worked out from it, is "Unknown", never 0.
  const fmt = (value: number | null) =>
    value === null ? <Unknown /> : `${money.amount(value, currency)} ${currency}`;
  const setMax = () => {
    if (!canMax) return;
    form.setFieldValue('amount', String(maxWithdrawal(available, fee, precision)));
    form.setFieldMeta('amount', (meta) => ({ ...meta, isTouched: true }));
  };

  const favoritesPanel = (
    <FavoritesPanel
      merchantId={merchantId}
      favorites={favorites}
      currency={currency}
      current={address}
      onPick={(picked) => {
        form.setFieldValue('address', picked);
        form.setFieldMeta('address', (meta) => ({ ...meta, isTouched: true }));
      }}
      onAdd={() => onAddFavorite(address)}
    />
  );

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={(event) => submitForm(event, form)}>
        <dl className={styles.balances}>
          <div>
            <dt>{t('finance.withdraw.balance')}</dt>
            <dd className="tabular-nums">{fmt(wallet.balance)}</dd>
          </div>
          <div>
            <dt>{t('finance.withdraw.hold')}</dt>
            <dd className="tabular-nums">{fmt(wallet.hold)}</dd>
          </div>
          <div>
            <dt>{t('finance.withdraw.min_balance')}</dt>
            <dd className="tabular-nums">{fmt(minBalance)}</dd>
          </div>
          <div className={styles.availableRow}>
            <dt>{t('finance.withdraw.available')}</dt>
            <dd className="tabular-nums">{fmt(available)}</dd>
          </div>
        </dl>
        <form.AppField name="method">
          {(field) => (
            <field.SelectInput
              label={t('finance.withdraw.method')}
              options={options.map((m) => {
                const title = m.title || t('finance.withdraw.method_unnamed', { id: m.id });
                return {
                  value: String(m.id),
                  label:
                    m.fee === null
                      ? title
                      : t('finance.withdraw.method_option', {
                          method: title,
                          fee: formatFee(m.fee, i18n.language),
                        }),
                };
              })}
              placeholder={
                methods.isPending
                  ? t('finance.withdraw.methods_loading')
                  : t('finance.withdraw.method_placeholder')
              }
              disabled={methods.isPending || options.length === 0}
              description={
                method && method.min_amount !== null
                  ? t('finance.withdraw.method_hint', {
                      min: `${money.amount(method.min_amount, currency)} ${currency}`,
                    })
                  : undefined
              }
            />
          )}
        </form.AppField>
        {methods.isError ? (
          <Alert
            tone="error"
            title={t('finance.withdraw.methods_failed')}
            action={
              <Button size="sm" onClick={() => void methods.refetch()}>
                {t('finance.common.retry')}
              </Button>
            }
          >
            {describeError(methods.error)}
          </Alert>
        ) : null}
        <form.AppField
          name="amount"
          validators={{
            onChangeListenTo: ['method'],
            onChange: ({ value }) => withdrawalAmountError(value, limits),
          }}
        >
          {(field) => (
            <field.TextInput
              label={t('finance.withdraw.amount')}
              inputMode="decimal"
              autoComplete="off"
              numeric
              placeholder="0.00"
              transform={normalizeNumberInput}
              required
              suffix={
                <span className={styles.amountSuffix}>
                  <span>{currency}</span>
                  <button type="button" className={styles.max} onClick={setMax} disabled={!canMax}>
                    {t('finance.withdraw.max')}
                  </button>
                </span>
              }
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextInput
              label={t('finance.withdraw.address')}
              description={t('finance.withdraw.address_hint', { currency })}
              spellCheck={false}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        {mobile ? favoritesPanel : null}
        <p className={styles.muted}>{t('finance.withdraw.protected')}</p>
        <FormActions sticky={false}>
          <form.AppForm>
            <form.SubmitButton>{t('finance.withdraw.submit')}</form.SubmitButton>
          </form.AppForm>
        </FormActions>
      </form>
      <div className={styles.side}>
        <WithdrawalSummary
          currency={currency}
          summary={summary}
          feeKnown={fee !== null}
          balanceKnown={wallet.balance !== null}
        />
        {mobile ? null : favoritesPanel}
      </div>
    </div>
  );
}
