import type { FormEvent } from 'react';

/**
 * Moves focus to the first invalid control of a form (after a submit with errors), once the
 * errors have rendered: a keyboard or screen-reader user lands on what to fix, with its
 * message read out (the control points at it with aria-describedby).
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    const control =
      target.tagName === 'FIELDSET'
        ? target.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)')
        : target;
    control?.focus();
  });
}

/** What `submitForm` needs of a kit form (`useAppForm`). */
interface Submittable {
  handleSubmit(): Promise<unknown>;
  readonly state: { readonly isValid: boolean };
}

/**
 * A kit form's submit: sends the form and, when its checks refuse it, puts focus on the first
 * field to fix. A failed send is the form's to tell (a toast, a popup); its values stay.
 */
export function submitForm(event: FormEvent<HTMLFormElement>, form: Submittable): void {
  event.preventDefault();
  const element = event.currentTarget;
  form.handleSubmit().then(
    () => {
      if (!form.state.isValid) focusFirstInvalid(element);
    },
    () => undefined,
  );
}
