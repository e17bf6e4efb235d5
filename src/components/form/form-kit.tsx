import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Checkbox, type CheckboxProps } from '@/components/ui/checkbox';
import { Select, type SelectProps } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { translateDynamic } from '@/i18n/i18n';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * Field errors are Standard Schema issues (valibot) or strings; their `message` is a
 * translation key. Shown once the field was touched or a submit was attempted.
 */
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
};

function TextInput({ transform, ...props }: TextProps) {
  const field = useFieldContext<string>();
  const errors = useFieldErrors();
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={(e) => field.handleChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.handleBlur}
      error={errors}
    />
  );
}

function SelectInput<V extends string>(props: Omit<SelectProps<V>, 'value' | 'onChange' | 'error' | 'name'>) {
  const field = useFieldContext<V | null>();
  const errors = useFieldErrors();
  return (
    <Select<V>
      {...props}
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

function SwitchInput({
  label,
  description,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const field = useFieldContext<boolean>();
  return (
    <Switch
      label={label}
      description={description}
      disabled={disabled}
      checked={Boolean(field.state.value)}
      onCheckedChange={(v) => field.handleChange(v)}
    />
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
