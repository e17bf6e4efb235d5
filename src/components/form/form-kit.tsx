import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Checkbox, type CheckboxProps } from '@/components/ui/checkbox';
import { Select, type SelectProps } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { Unknown } from '@/components/ui/unknown';
import { translateDynamic } from '@/i18n/i18n';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * Field errors are Standard Schema issues (valibot) or strings; their `message` is a
 * translation key. Shown once the field was touched or a submit was attempted.
 */
/** Shared by the kit's fields and a feature's own field (a checklist). */
export function useFieldErrors(): string[] | undefined {
  const { t } = useTranslation();
  const field = useFieldContext<unknown>();
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0);
  const { isTouched, errors } = field.state.meta;
  if (!(isTouched || submitted) || errors.length === 0) return undefined;
  const messages = errors
    .map((error: unknown) =>
      typeof error === 'string'
        ? error
        : error && typeof error === 'object' && 'message' in error
          ? String((error as { message: unknown }).message)
          : '',
    )
    .filter(Boolean);
  // The schemas' messages are keys (checked by tests/i18n-keys.test.ts), typed as strings by valibot.
  return [...new Set(messages)].map((key) => translateDynamic(t, key));
}

type TextProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  /** Transforms what was typed before it is stored (e.g. number input rules). */
  transform?: (typed: string) => string;
  /**
   * The server sent a value the form could not read: until the merchant types, the field
   * says so (and the save sends the server's own value back).
   */
  unread?: boolean;
};

/** The hint of a field whose saved value could not be read, while it is not edited. */
export function useUnreadHint(unread: boolean | undefined) {
  const { t } = useTranslation();
  const field = useFieldContext<unknown>();
  return unread && field.state.meta.isDefaultValue ? t('ui.unread_field') : undefined;
}

function TextInput({ transform, unread, description, ...props }: TextProps) {
  const field = useFieldContext<string>();
  const errors = useFieldErrors();
  const hint = useUnreadHint(unread);
  return (
    <TextField
      {...props}
      description={hint ? <UnreadHint text={hint} /> : description}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={(e) => field.handleChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.handleBlur}
      error={errors}
    />
  );
}

function SelectInput<V extends string>({
  unread,
  description,
  ...props
}: Omit<SelectProps<V>, 'value' | 'onChange' | 'error' | 'name'> & { unread?: boolean }) {
  const field = useFieldContext<V | null>();
  const errors = useFieldErrors();
  const hint = useUnreadHint(unread);
  return (
    <Select<V>
      {...props}
      description={hint ? <UnreadHint text={hint} /> : description}
      name={field.name}
      value={field.state.value}
      onChange={(value) => {
        field.handleChange(value);
        field.handleBlur();
      }}
      error={errors}
    />
  );
}

function CheckboxInput(props: Omit<CheckboxProps, 'checked' | 'onCheckedChange' | 'name'>) {
  const field = useFieldContext<boolean>();
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.state.value)}
      onCheckedChange={(v) => field.handleChange(v)}
    />
  );
}

/** A switch whose value may be unknown (`null`: the setting could not be read), shown as such. */
function SwitchInput({
  label,
  description,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const field = useFieldContext<boolean | null>();
  return (
    <Switch
      label={label}
      description={description}
      disabled={disabled}
      checked={field.state.value}
      onCheckedChange={(v) => field.handleChange(v)}
    />
  );
}

export function UnreadHint({ text }: { text: string }) {
  return (
    <>
      <Unknown />
      {`: ${text}`}
    </>
  );
}

/**
 * Save button: enabled only when something was modified, the form is valid and no save
 * is running (SPEC.md section 4 "Profile form"); shows a spinner while saving.
 */
function SubmitButton({ children, requireDirty = true, ...props }: ButtonProps & { requireDirty?: boolean }) {
  const form = useFormContext();
  const [canSubmit, isSubmitting, isDirty] = useStore(form.store, (s) => [
    s.canSubmit,
    s.isSubmitting,
    s.isDirty,
  ]);
  return (
    <Button
      type="submit"
      variant="primary"
      {...props}
      loading={isSubmitting}
      // While saving the button stays focusable (loading makes it inert): disabling it would
      // drop keyboard focus on <body>, and a second-factor dialog would have nowhere to return it.
      disabled={props.disabled || (!isSubmitting && (!canSubmit || (requireDirty && !isDirty)))}
    >
      {children}
    </Button>
  );
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextInput, SelectInput, CheckboxInput, SwitchInput },
  formComponents: { SubmitButton },
});
