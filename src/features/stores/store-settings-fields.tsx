import { useStore } from '@tanstack/react-form';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UnreadHint,
  useFieldContext,
  useFieldErrors,
  useUnreadHint,
  withForm,
} from '@/components/form/form-kit';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { acceptedCurrencyCodes, type CurrencyOption } from '@/domain/stores';
import { EMPTY_STORE_FORM, StoreFormSchema, type UnreadFields, withPaymentCurrency } from './store-form';
import styles from './store-form.module.css';
import { STORE_SCOPES, scopeLabelKey, TTL_OPTIONS, ttlLabel } from './store-labels';

/** Where the payer goes back after paying and after a failed payment: alike but for their texts. */
const REDIRECT_FIELDS = [
  {
    name: 'redirect_success',
    label: 'stores.form.redirect_success',
    hint: 'stores.form.redirect_success_hint',
  },
  { name: 'redirect_fail', label: 'stores.form.redirect_fail', hint: 'stores.form.redirect_fail_hint' },
] as const;

/** A settings section: heading and explanation beside the fields on wide screens, above them on phones. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionIntro}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.sectionText}>{description}</p> : null}
      </div>
      <div className={styles.sectionFields}>{children}</div>
    </section>
  );
}

function CurrencyChecklist({
  options,
  paymentCurrency,
  disabled,
  unread,
}: {
  options: readonly string[];
  paymentCurrency: string;
  disabled: boolean;
  unread: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldContext<string[]>();
  const errors = useFieldErrors();
  const unreadHint = useUnreadHint(unread);
  const errorId = useId();
  const hintId = useId();
  const chosen = field.state.value;
  return (
    <fieldset
      className={styles.checklist}
      aria-describedby={[hintId, errors ? errorId : ''].filter(Boolean).join(' ')}
      aria-invalid={errors ? true : undefined}
    >
      <legend className={styles.legend}>{t('stores.form.currencies')}</legend>
      <p id={hintId} className={styles.hint}>
        {unreadHint ? (
          <UnreadHint text={unreadHint} />
        ) : (
          t('stores.form.currencies_hint', { code: paymentCurrency })
        )}
      </p>
      <div className={styles.checkGrid}>
        {options.map((code) => {
          const isPayment = code === paymentCurrency;
          return (
            <Checkbox
              key={code}
              label={code}
              checked={chosen.includes(code) || isPayment}
              disabled={disabled || isPayment}
              onCheckedChange={(checked) => {
                field.handleChange(checked ? [...chosen, code] : chosen.filter((c) => c !== code));
                field.handleBlur();
              }}
            />
          );
        })}
      </div>
      <FieldError id={errorId} error={errors} />
    </fieldset>
  );
}

/** The store settings fields shared by /store/new and the settings page. */
export const StoreSettingsFields = withForm({
  defaultValues: EMPTY_STORE_FORM,
  validators: { onChange: StoreFormSchema },
  /** The active currencies of GET /api/enums (see acceptedCurrencyCodes for what is offered). */
  props: {
    currencies: [] as readonly CurrencyOption[],
    disabled: false,
    /** Fields whose saved value could not be read (they say so until edited). */
    unread: new Set() as UnreadFields,
  },
  render: function StoreSettingsFieldsRender({ form, currencies, disabled, unread }) {
    const { t } = useTranslation();
    const [paymentCurrency, accepted, scope, ttl] = useStore(form.store, (s) => [
      s.values.payment_currency,
      s.values.available_payment_currencies,
      s.values.business_scope,
      s.values.default_invoice_ttl,
    ]);
    const currencyCodes = acceptedCurrencyCodes(currencies, [paymentCurrency, ...accepted]);
    const scopes: string[] = [...STORE_SCOPES];
    if (scope && !scopes.includes(scope)) scopes.push(scope);
    const ttls: number[] = [...TTL_OPTIONS];
    const ttlValue = Number(ttl);
    if (Number.isInteger(ttlValue) && ttlValue > 0 && !ttls.includes(ttlValue)) ttls.push(ttlValue);
    ttls.sort((a, b) => a - b);

    return (
      <>
        <FormSection
          title={t('stores.form.section_basics')}
          description={t('stores.form.section_basics_hint')}
        >
          <form.AppField name="title">
            {(field) => (
              <field.TextInput
                unread={unread.has('title')}
                label={t('stores.form.title')}
                required
                disabled={disabled}
                autoComplete="organization"
                maxLength={64}
                description={t('stores.form.title_hint')}
              />
            )}
          </form.AppField>
          <form.AppField name="main_url">
            {(field) => (
              <field.TextInput
                unread={unread.has('main_url')}
                label={t('stores.form.main_url')}
                required
                disabled={disabled}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                description={t('stores.form.main_url_hint')}
              />
            )}
          </form.AppField>
          <form.AppField name="business_scope">
            {(field) => (
              <field.SelectInput
                unread={unread.has('business_scope')}
                label={t('stores.form.scope')}
                required
                disabled={disabled}
                placeholder={t('stores.form.scope_placeholder')}
                options={scopes.map((value) => {
                  const key = scopeLabelKey(value);
                  return { value, label: key ? t(key) : value };
                })}
              />
            )}
          </form.AppField>
        </FormSection>

        <FormSection
          title={t('stores.form.section_payments')}
          description={t('stores.form.section_payments_hint')}
        >
          <form.AppField
            name="payment_currency"
            listeners={{
              onChange: ({ value }) =>
                form.setFieldValue('available_payment_currencies', (prev) =>
                  withPaymentCurrency(prev, value),
                ),
            }}
          >
            {(field) => (
              <field.SelectInput
                unread={unread.has('payment_currency')}
                label={t('stores.form.payment_currency')}
                required
                disabled={disabled}
                description={t('stores.form.payment_currency_hint')}
                options={currencyCodes.map((code) => ({ value: code, label: code }))}
              />
            )}
          </form.AppField>
          <form.AppField name="available_payment_currencies">
            {() => (
              <CurrencyChecklist
                unread={unread.has('available_payment_currencies')}
                options={currencyCodes}
                paymentCurrency={paymentCurrency}
                disabled={disabled}
              />
            )}
          </form.AppField>
          <form.AppField name="default_invoice_ttl">
            {(field) => (
              <field.SelectInput
                unread={unread.has('default_invoice_ttl')}
                label={t('stores.form.ttl')}
                required
                disabled={disabled}
                description={t('stores.form.ttl_hint')}
                options={ttls.map((seconds) => {
                  const label = ttlLabel(seconds);
                  return { value: String(seconds), label: t(label.key, { count: label.count }) };
                })}
              />
            )}
          </form.AppField>
        </FormSection>

        <FormSection
          title={t('stores.form.section_redirects')}
          description={t('stores.form.section_redirects_hint')}
        >
          {REDIRECT_FIELDS.map(({ name, label, hint }) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextInput
                  unread={unread.has(name)}
                  label={t(label)}
                  disabled={disabled}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  description={t(hint)}
                />
              )}
            </form.AppField>
          ))}
        </FormSection>
      </>
    );
  },
});
