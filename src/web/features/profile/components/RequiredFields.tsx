import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { PersonFields } from '@web/lib/forms/PersonFields';
import { useSession } from '@web/lib/session/SessionContext';
import { changesAddress, type ProfileValues } from '../profileValidation';

/** Names and address; a new address asks for the current password (a session alone is not enough). */
export function RequiredFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <Stack gap="md">
      <PersonFields form={form} />
      {changesAddress(form.getValues(), user) && (
        <PasswordField
          label={t`Aktuelles Passwort`}
          description={t`Zum Ändern der E-Mail-Adresse`}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
      )}
    </Stack>
  );
}
