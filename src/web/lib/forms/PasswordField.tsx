import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input with the show/hide toggle named in the active language, and marked
 * aria-invalid on an error like the other inputs (PasswordInput only sets data-invalid).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t`Passwort anzeigen` }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
