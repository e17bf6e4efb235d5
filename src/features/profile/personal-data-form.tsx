import { useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQuery } from '@/api/enums/enums.queries';
import { ApiError, isSilentError } from '@/api/http/errors';
import { savePersonMutation } from '@/api/profile/profile.mutations';
import { personQuery } from '@/api/profile/profile.queries';
import type { Profile } from '@/api/profile/profile.schemas';
import { popup, toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm, useFieldContext, useFieldErrors } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DateInput, formatDateInput, parseDateInput } from '@/components/ui/date-input';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { describeError } from '@/i18n/describe-error';
import { intlLocale } from '@/i18n/languages';
import { type DateOrder, dateOrderFor } from '@/lib/date-order';
import {
  type PersonalDataValues,
  personalDataFormatSchema,
  personalDataSaveSchema,
  personalDataValues,
  samePersonalData,
  toSaveInput,
} from './personal-data.schema';
import styles from './personal-data-form.module.css';

/** Country names in the interface language, server titles (else the code) as the fallback. */
function useCountryOptions(lang: string) {
  const { data: countries } = useSuspenseQuery(countriesQuery());
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
    } catch {
      names = null;
    }
    const locale = intlLocale(lang);
    return countries
      .map(({ code, title }) => ({ value: code, label: names?.of(code) ?? title ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, lang]);
}

function BirthDateField({
  order,
  label,
  placeholder,
}: {
  order: DateOrder;
  label: string;
  placeholder: string;
}) {
  const field = useFieldContext<string>();
  const errors = useFieldErrors();
  return (
    <DateInput
      label={label}
      name={field.name}
      order={order}
      required
      autoComplete="bday"
      placeholder={placeholder}
      value={field.state.value ?? ''}
      onChange={(text) => field.handleChange(text)}
      onBlur={field.handleBlur}
      error={errors}
    />
  );
}

/**
 * Personal data (SPEC.md sections 2, 4, 5): save is enabled once something changed, the
 * formats are right and no save runs; empty required fields make the save say
 * validation_error and send nothing. A stale version (409) keeps the edits and offers the
 * newer version or saving again on top of it.
 */
export function PersonalDataForm() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { data: profile } = useSuspenseQuery(personQuery());
  const countryOptions = useCountryOptions(i18n.language);
  const order = dateOrderFor(i18n.language);
  /** The profile the form was loaded from: its values are the "unmodified" state. */
  const [base, setBase] = useState<Profile>(profile);
  /** The version the next save is sent with. */
  const version = useRef(profile.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useMutation({ ...savePersonMutation(), meta: { silent: true } });

  const form = useAppForm({
    defaultValues: personalDataValues(base, order),
    validators: { onChange: personalDataFormatSchema(order), onSubmit: personalDataSaveSchema(order) },
    onSubmitInvalid: () => {
      toast.error(t('errors.validation_error'));
    },
    onSubmit: async ({ value }) => {
      const identity = queryClient.getQueryData<Profile>(personQuery().queryKey) ?? profile;
      try {
        const saved = await save.mutateAsync(toSaveInput(value, identity, version.current, order));
        version.current = saved.version;
        setBase(saved);
        setConflict(false);
        form.reset(personalDataValues(saved, order));
        popup.success();
      } catch (error) {
        if (isSilentError(error)) return;
        // A stale version is explained next to the form; the indicator only says it failed.
        if (error instanceof ApiError && error.status === 409) {
          setConflict(true);
          popup.fail();
        } else {
          popup.fail(describeError(error) ?? undefined);
        }
      }
    },
  });

  // A newer version with the same personal data (the logo changed) is simply adopted.
  useEffect(() => {
    if (profile.version !== version.current && samePersonalData(profile, base)) {
      version.current = profile.version;
      setBase(profile);
    }
  }, [profile, base]);

  // The language changed mid-edit: the typed birth date follows the new order.
  const lastOrder = useRef(order);
  useEffect(() => {
    if (lastOrder.current === order) return;
    const iso = parseDateInput(form.getFieldValue('birth_date'), lastOrder.current);
    lastOrder.current = order;
    if (iso) form.setFieldValue('birth_date', formatDateInput(iso, order), { dontUpdateMeta: true });
  }, [order, form]);

  const dirty = useStore(form.store, (state) => state.isDirty);

  async function loadNewer() {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...personQuery(), staleTime: 0 });
      version.current = latest.version;
      setBase(latest);
      setConflict(false);
      form.reset(personalDataValues(latest, order));
    } finally {
      setReloading(false);
    }
  }

  /** Re-applies the merchant's own edits on top of the newer version, then saves. */
  async function saveAgain() {
    setReloading(true);
    let latest: Profile;
    try {
      latest = await queryClient.fetchQuery({ ...personQuery(), staleTime: 0 });
    } finally {
      setReloading(false);
    }
    const edited = form.state.values;
    const loaded = personalDataValues(base, order);
    const next = personalDataValues(latest, order);
    const changes = (Object.keys(next) as Array<keyof PersonalDataValues>).filter(
      (name) => edited[name] !== loaded[name],
    );
    version.current = latest.version;
    setBase(latest);
    setConflict(false);
    form.reset(next);
    for (const name of changes) form.setFieldValue(name, edited[name]);
    await form.handleSubmit();
  }

  const datePlaceholder =
    order === 'DMY' ? t('profile.form.date_placeholder_dmy') : t('profile.form.date_placeholder_mdy');

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('profile.form.title')}
        titleId={titleId}
        description={t('profile.form.description')}
        divider
      />
      <CardBody>
        <form noValidate className={styles.form} onSubmit={(event) => submitForm(event, form)}>
          <div className={styles.grid}>
            <form.AppField name="nickname">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.nickname')}
                  description={t('profile.form.nickname_hint')}
                  autoComplete="nickname"
                  containerClassName={styles.wide}
                />
              )}
            </form.AppField>
            <form.AppField name="first_name">
              {(field) => (
                <field.TextInput label={t('profile.form.first_name')} autoComplete="given-name" required />
              )}
            </form.AppField>
            <form.AppField name="last_name">
              {(field) => (
                <field.TextInput label={t('profile.form.last_name')} autoComplete="family-name" required />
              )}
            </form.AppField>
            <form.AppField name="birth_date">
              {() => (
                <BirthDateField
                  order={order}
                  label={t('profile.form.birth_date')}
                  placeholder={datePlaceholder}
                />
              )}
            </form.AppField>
            <form.AppField name="country">
              {(field) => (
                <field.SelectInput
                  label={t('profile.form.country')}
                  placeholder={t('profile.form.country_placeholder')}
                  options={countryOptions}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="city">
              {(field) => (
                <field.TextInput label={t('profile.form.city')} autoComplete="address-level2" required />
              )}
            </form.AppField>
            <form.AppField name="zip_code">
              {(field) => (
                <field.TextInput label={t('profile.form.zip_code')} autoComplete="postal-code" required />
              )}
            </form.AppField>
            <form.AppField name="address">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.address')}
                  autoComplete="street-address"
                  required
                  containerClassName={styles.wide}
                />
              )}
            </form.AppField>
          </div>

          {conflict ? (
            <Alert
              tone="warning"
              live
              title={t('errors.conflict_version_error')}
              action={
                <div className={styles.conflictActions}>
                  <Button size="sm" variant="secondary" onClick={loadNewer} loading={reloading}>
                    {t('profile.form.load_newer')}
                  </Button>
                  <Button size="sm" variant="primary" onClick={saveAgain} disabled={reloading}>
                    {t('profile.form.save_again')}
                  </Button>
                </div>
              }
            >
              {t('profile.form.conflict_hint')}
            </Alert>
          ) : null}

          <form.AppForm>
            {/* Not sticky: on phones the form sits in an accordion panel, which clips a sticky bar. */}
            <FormActions status={dirty ? t('profile.form.unsaved') : undefined} sticky={false}>
              <Button variant="secondary" disabled={!dirty} onClick={() => form.reset()}>
                {t('profile.form.discard')}
              </Button>
              <form.SubmitButton>{t('profile.form.save')}</form.SubmitButton>
            </FormActions>
          </form.AppForm>
        </form>
      </CardBody>
    </Card>
  );
}
