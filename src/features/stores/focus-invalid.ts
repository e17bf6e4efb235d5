/** Moves focus to the first invalid control of a form (after a submit with errors). */
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
