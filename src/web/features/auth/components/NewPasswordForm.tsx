import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiCheckCircleOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { FormError } from '@web/lib/forms/FormError';
import { checkNewPassword, checkRepeat } from '@web/lib/forms/fieldMessages';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { RESET_PASSWORD } from '../graphql/ResetPassword';

interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

function validateNewPassword(values: NewPasswordValues) {
  const errors: Partial<Record<keyof NewPasswordValues, MessageDescriptor>> = {};
  const password = checkNewPassword(values.password);
  const repeat = checkRepeat(values.password, values.passwordRepeat);
  if (password) errors.password = password;
  if (repeat) errors.passwordRepeat = repeat;
  return errors;
}

/** Step 2 of the password reset, from the mailed link (?email=&token=). */
export function NewPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', passwordRepeat: '' },
    validate: useTranslatedValidation(validateNewPassword),
  });
  const { formProps, failure, failureCode, submitting } = useFormSubmission({
    form,
    action: 'newPassword',
    submit: async (values) => {
      const newPassword = await passwordDigest(values.password);
      await fetchGraphQL(RESET_PASSWORD, { email, resetToken, newPassword });
    },
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />}>
          <Trans>Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort einloggen.</Trans>
        </Alert>
        <Button component={Link} to={paths.login.href(locale)}>
          <Trans>Zum Einloggen</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text>
          <Trans>Legen Sie ein neues Passwort für {email} fest.</Trans>
        </Text>
        <FormError message={failure} />
        {failureCode === 'RESET_TOKEN_INVALID' && (
          <Anchor component={Link} to={paths.resetPassword.href(locale)}>
            <Trans>Neuen Link anfordern</Trans>
          </Anchor>
        )}
        <PasswordField
          label={t`Neues Passwort`}
          description={t`Mindestens 8 Zeichen`}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t`Passwort wiederholen`}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordRepeat')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Passwort speichern</Trans>
        </Button>
      </Stack>
    </form>
  );
}
