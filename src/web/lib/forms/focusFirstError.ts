/**
 * Moves focus to the first invalid input of a form, so that a screen reader reads its label and
 * error (Mantine links the error to the input with aria-describedby).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
