import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiEmailCheckOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { FormError } from '@web/lib/forms/FormError';
import { checkEmail } from '@web/lib/forms/fieldMessages';
import { useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { REQUEST_PASSWORD_RESET } from '../graphql/RequestPasswordReset';

interface ResetRequestValues {
  email: string;
}

function validateResetRequest(values: ResetRequestValues) {
  const email = checkEmail(values.email);
  return email ? { email } : {};
}

/** Step 1 of the password reset: the link to set a new password is mailed in the current language. */
export function ResetRequestForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [sentAddress, setSentAddress] = useState<string | null>(null);
  const form = useForm<ResetRequestValues>({
    initialValues: { email: '' },
    validate: useTranslatedValidation(validateResetRequest),
  });
  const { formProps, failure, submitting } = useFormSubmission({
    form,
    action: 'resetRequest',
    submit: ({ email }) => fetchGraphQL(REQUEST_PASSWORD_RESET, { email: email.trim(), language: locale }),
    onSuccess: (_, { email }) => setSentAddress(email.trim()),
  });

  if (sentAddress) {
    // The whole address stays readable on a phone: it wraps inside the box instead of being cut off.
    const sentTo = <EmailAddress>{sentAddress}</EmailAddress>;
    return (
      <Alert color="green" variant="light" icon={<Icon path={mdiEmailCheckOutline} />}>
        <Text fw={700}>
          <Trans>Anfrage erhalten</Trans>
        </Text>
        <Text size="sm">
          <Trans>
            Wenn es für {sentTo} ein Konto gibt, haben wir einen Link dorthin geschickt. Öffnen Sie ihn, um
            ein neues Passwort festzulegen; er ist eine Stunde gültig.
          </Trans>
        </Text>
      </Alert>
    );
  }

  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text>
          <Trans>
            Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort
            festlegen.
          </Trans>
        </Text>
        <FormError message={failure} />
        <TextInput
          label={t`E-Mail`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Link anfordern</Trans>
        </Button>
        <Anchor component={Link} to={paths.login.href(locale)} size="sm">
          <Trans>Zurück zum Einloggen</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
