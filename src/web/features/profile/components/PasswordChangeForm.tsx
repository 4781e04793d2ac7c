import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiCheckCircleOutline } from '@mdi/js';
import { FormError } from '@web/lib/forms/FormError';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { formFieldError, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { useState } from 'react';
import '@web/lib/forms/formStyles';
import { useChangePassword } from '../hooks/useChangePassword';
import { NO_PASSWORD_CHANGE, type PasswordChangeValues, validatePasswordChange } from '../profileValidation';

/** What a change of password ended besides the other sessions: a change of address that waited. */
interface Changed {
  droppedEmail: string;
}

/**
 * /profile: the current password, and the new one twice. A wrong current password is said on its
 * field. Once changed, the form is empty again and says that every other device is logged out
 * (this one stays logged in), and that a change of address that waited is dropped.
 */
export function PasswordChangeForm() {
  const { t } = useLingui();
  const { user } = useSession();
  const changePassword = useChangePassword();
  const [changed, setChanged] = useState<Changed | null>(null);
  const form = useForm<PasswordChangeValues>({
    initialValues: NO_PASSWORD_CHANGE,
    validate: useTranslatedValidation(validatePasswordChange),
  });
  const { formProps, failure, submitting } = useFormSubmission({
    form,
    action: 'newPassword',
    fieldErrors: formFieldError,
    submit: async (values) => {
      setChanged(null);
      const droppedEmail = user.pendingEmail;
      await changePassword(values);
      return { droppedEmail };
    },
    onSuccess: (result) => {
      form.setValues(NO_PASSWORD_CHANGE);
      form.resetDirty(NO_PASSWORD_CHANGE);
      setChanged(result);
    },
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormError message={failure} />
        {changed && (
          <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />}>
            <Trans>
              Ihr Passwort wurde geändert. Auf allen anderen Geräten sind Sie jetzt ausgeloggt; auf diesem
              bleiben Sie eingeloggt.
            </Trans>
            {changed.droppedEmail !== '' && (
              <>
                {' '}
                <DroppedEmail email={changed.droppedEmail} />
              </>
            )}
          </Alert>
        )}
        <PasswordField
          label={t`Aktuelles Passwort`}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t`Neues Passwort`}
          description={t`Mindestens 8 Zeichen`}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t`Neues Passwort wiederholen`}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPasswordRepeat')}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            <Trans>Passwort ändern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DroppedEmail({ email }: { email: string }) {
  const pending = <EmailAddress>{email}</EmailAddress>;
  return (
    <Trans>
      Die Änderung der E-Mail-Adresse auf {pending} ist damit verworfen; Sie können sie erneut beantragen.
    </Trans>
  );
}
