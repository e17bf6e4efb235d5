import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEE_PAYERS, type FeePayer, type Store } from '@/api/stores/schemas/store.schemas';
import { saveStoreFeesMutation } from '@/api/stores/stores.mutations';
import { popup } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Alert } from '@/components/ui/inline-alert';
import { feePayerOf, feeSplit, formatFee, splitFees, totalFee } from '@/domain/fees';
import { feeExample } from '@/domain/money-summary';
import { describeError } from '@/i18n/describe-error';
import type { MessageKey } from '@/i18n/keys';
import { formatAmount } from '@/lib/format';
import styles from './fees.module.css';

/** An amount and its currency code never break across lines. */
const keepTogether = (amount: string) => amount.replace(/ (?=\S+$)/, '\u00a0');

const PAYER_TEXT: Record<FeePayer, { title: MessageKey; hint: MessageKey }> = {
  merchant: { title: 'stores.fees.payer_merchant', hint: 'stores.fees.payer_merchant_hint' },
  client: { title: 'stores.fees.payer_client', hint: 'stores.fees.payer_client_hint' },
  split: { title: 'stores.fees.payer_split', hint: 'stores.fees.payer_split_hint' },
};

/** A choice of the form, plus the uneven split in force (set by the provider, not a choice). */
type PayerOption = FeePayer | 'shared';

/**
 * Who pays the commission (the total rate is the provider's), with a worked example for 100
 * USDT. The option marked current is read from the fees in force: when they share the
 * commission unevenly, that split is shown as its own current option with both percentages
 * and its example, and "Split in half" stays a choice. Fees that did not arrive show as "—"
 * and the examples are left out; the choice can still be saved (as fee_payer alone: the
 * cabinet cannot compute the split without the total).
 */
export function FeePayerCard({ store, readOnly }: { store: Store; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = useId();
  const split = feeSplit(store);
  // The option the fees in force match: an uneven split is none of the three choices.
  const saved: PayerOption | null = split?.kind === 'uneven' ? 'shared' : feePayerOf(store);
  const options: PayerOption[] = saved === 'shared' ? ['shared', ...FEE_PAYERS] : [...FEE_PAYERS];
  // The choice being made; null = the saved one.
  const [choice, setChoice] = useState<FeePayer | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const save = useMutation({ ...saveStoreFeesMutation(), meta: { silent: true } });
  const selected: PayerOption | null = choice ?? saved;
  const total = totalFee(store);
  const percent = (fraction: number | null) => formatFee(fraction, lang);

  async function submit() {
    const payer = choice;
    if (!payer) return;
    setFailure(null);
    try {
      // SPEC.md: "id plus fee fields": the fees of the chosen split travel with the choice.
      const fees = total === null ? {} : splitFees(total, payer);
      await save.mutateAsync({ id: store.id, fee_payer: payer, ...fees });
      setChoice(null);
      popup.success();
    } catch (error) {
      setFailure(error);
      popup.fail();
    }
  }

  return (
    <Card as="section" aria-labelledby="fee-payer-title">
      <CardHeader
        titleId="fee-payer-title"
        title={t('stores.fees.title')}
        description={t('stores.fees.total', { fee: percent(total) })}
      />
      <CardBody>
        <dl className={styles.current}>
          <div>
            <dt>{t('stores.fees.merchant_fee')}</dt>
            <dd className="tabular-nums">{percent(store.merchant_fee)}</dd>
          </div>
          <div>
            <dt>{t('stores.fees.client_fee')}</dt>
            <dd className="tabular-nums">{percent(store.client_fee)}</dd>
          </div>
          <div>
            <dt>{t('stores.fees.total_label')}</dt>
            <dd className="tabular-nums">{percent(total)}</dd>
          </div>
        </dl>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className={styles.payers} disabled={readOnly || save.isPending}>
            <legend className={styles.legend}>{t('stores.fees.payer_legend')}</legend>
            {options.map((option) => {
              // The current option shows the fees in force; the others what the provider's rule would give.
              const example =
                total === null
                  ? null
                  : option === saved
                    ? feeExample(total, option === 'shared' ? 'split' : option, 100, store)
                    : option === 'shared'
                      ? null
                      : feeExample(total, option);
              const text =
                option === 'shared'
                  ? {
                      title: t('stores.fees.payer_shared', {
                        merchant: percent(store.merchant_fee),
                        client: percent(store.client_fee),
                      }),
                      hint: t('stores.fees.payer_shared_hint'),
                    }
                  : { title: t(PAYER_TEXT[option].title), hint: t(PAYER_TEXT[option].hint) };
              const hintId = `${name}-${option}-hint`;
              return (
                <label
                  key={option}
                  className={styles.payer}
                  data-checked={selected === option ? '' : undefined}
                  data-wide={option === 'shared' ? '' : undefined}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option}
                    checked={selected === option}
                    aria-describedby={hintId}
                    onChange={() => setChoice(option === saved || option === 'shared' ? null : option)}
                  />
                  <span className={styles.payerText}>
                    <span className={styles.payerTitle}>
                      {text.title}
                      {option === saved ? (
                        <span className={styles.currentTag}>{t('stores.fees.current')}</span>
                      ) : null}
                    </span>
                    <span id={hintId} className={styles.payerHint}>
                      {text.hint}
                      {example
                        ? ` ${t('stores.fees.example', {
                            pays: keepTogether(formatAmount(example.customerPays, lang)),
                            receives: keepTogether(formatAmount(example.merchantReceives, lang)),
                            amount: keepTogether(formatAmount(100, lang)),
                          })}`
                        : null}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {failure ? (
            <Alert tone="error" live title={t('stores.settings.save_failed')}>
              {describeError(failure)}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <div className={styles.actions}>
              <Button type="submit" variant="primary" disabled={choice === null} loading={save.isPending}>
                {t('stores.common.save')}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
