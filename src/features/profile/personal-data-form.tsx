import { useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQuery } from '@/api/enums/countries';
import { ApiError, isSilentError } from '@/api/http/errors';
import { savePersonMutation } from '@/api/profile/profile.mutations';
import { personQuery } from '@/api/profile/profile.queries';
import type { Profile } from '@/api/profile/profile.schemas';
import { popup, toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import {
  UnreadHint,
  useAppForm,
  useFieldContext,
  useFieldErrors,
  useUnreadHint,
} from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DateInput, formatDateInput, parseDateInput } from '@/components/ui/date-input';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { describeError } from '@/i18n/describe-error';
import { type DateOrder, dateOrderFor } from '@/lib/date-order';
import { intlLocale } from '@/lib/format';
import {
  type PersonalDataValues,
  personalDataFormatSchema,
  personalDataSaveSchema,
  personalDataValues,
  samePersonalData,
  toSaveInput,
  unreadFields,
} from './personal-data.schemas';
import styles from './personal-data-form.module.css';

/** A region's name in the language; null for a code Intl does not know. */
function regionName(names: Intl.DisplayNames | null, code: string): string | null {
  try {
    const name = names?.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/**
 * Country names in the interface language, server titles (else the code) as the fallback. The
 * profile's own country is offered even when the list lacks it (under its code), so it is never
 * shown as no choice.
 */
function useCountryOptions(lang: string, current: string | null) {
  const { data: countries } = useSuspenseQuery(countriesQuery());
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
    } catch {
      names = null;
    }
    const locale = intlLocale(lang);
    const listed = countries.map(({ code, title }) => ({
      value: code,
      label: regionName(names, code) ?? title ?? code,
    }));
    if (current && !listed.some((option) => option.value === current))
      listed.push({ value: current, label: regionName(names, current) ?? current });
    return listed.sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, lang, current]);
  return { countries, options };
}

function BirthDateField({
  order,
  label,
  placeholder,
  unread,
}: {
  order: DateOrder;
  label: string;
  placeholder: string;
  unread: boolean;
}) {
  const field = useFieldContext<string>();
  const errors = useFieldErrors();
  const hint = useUnreadHint(unread);
  return (
    <DateInput
      label={label}
      name={field.name}
      order={order}
      description={hint ? <UnreadHint text={hint} /> : undefined}
      required={!unread}
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
 * newer version or saving again on top of it. A field whose saved value could not be read
 * starts empty and says so; every field the merchant did not edit, and the profile's id,
 * owner, type, status and version, go back exactly as the server sent them.
 */
export function PersonalDataForm() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { data: profile } = useSuspenseQuery(personQuery());
  const order = dateOrderFor(i18n.language);
  /** The profile the form was loaded from: its values are the "unmodified" state, its `sent` what goes back. */
  const [base, setBaseState] = useState<Profile>(profile);
  const baseRef = useRef(profile);
  const setBase = (next: Profile) => {
    baseRef.current = next;
    setBaseState(next);
  };
  const { countries, options: countryOptions } = useCountryOptions(i18n.language, base.country);
  const unread = useMemo(() => unreadFields(base), [base]);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  /** The date order the birth date field is typed in now. */
  const lastOrder = useRef(order);
  const save = useMutation({ ...savePersonMutation(), meta: { silent: true } });

  const form = useAppForm({
    defaultValues: personalDataValues(base, order),
    validators: {
      onChange: personalDataFormatSchema(order),
      onSubmit: personalDataSaveSchema(order, unread),
    },
    onSubmitInvalid: () => {
      toast.error(t('errors.validation_error'));
    },
    onSubmit: async ({ value }) => {
      try {
        const saved = await save.mutateAsync(
          toSaveInput(value, baseRef.current, lastOrder.current, countries),
        );
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

  // A newer profile with the same personal data (the logo changed) is simply adopted: its
  // version (as the server sent it) is the one the next save sends back.
  useEffect(() => {
    if (profile !== baseRef.current && samePersonalData(profile, baseRef.current)) {
      baseRef.current = profile;
      setBaseState(profile);
    }
  }, [profile]);

  // The language changed mid-edit: the typed birth date follows the new order.
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
                  unread={unread.has('nickname')}
                  label={t('profile.form.nickname')}
                  description={t('profile.form.nickname_hint')}
                  autoComplete="nickname"
                  containerClassName={styles.wide}
                />
              )}
            </form.AppField>
            <form.AppField name="first_name">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.first_name')}
                  autoComplete="given-name"
                  required={!unread.has('first_name')}
                  unread={unread.has('first_name')}
                />
              )}
            </form.AppField>
            <form.AppField name="last_name">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.last_name')}
                  autoComplete="family-name"
                  required={!unread.has('last_name')}
                  unread={unread.has('last_name')}
                />
              )}
            </form.AppField>
            <form.AppField name="birth_date">
              {() => (
                <BirthDateField
                  unread={unread.has('birth_date')}
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
                  required={!unread.has('country')}
                  unread={unread.has('country')}
                />
              )}
            </form.AppField>
            <form.AppField name="city">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.city')}
                  autoComplete="address-level2"
                  required={!unread.has('city')}
                  unread={unread.has('city')}
                />
              )}
            </form.AppField>
            <form.AppField name="zip_code">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.zip_code')}
                  autoComplete="postal-code"
                  required={!unread.has('zip_code')}
                  unread={unread.has('zip_code')}
                />
              )}
            </form.AppField>
            <form.AppField name="address">
              {(field) => (
                <field.TextInput
                  label={t('profile.form.address')}
                  autoComplete="street-address"
                  required={!unread.has('address')}
                  unread={unread.has('address')}
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
