import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiEmailCheckOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { FormError } from '@web/lib/forms/FormError';
import { checkEmail } from '@web/lib/forms/fieldMessages';
import { focusFirstError } from '@web/lib/forms/focusFirstError';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestValues>({
    initialValues: { email: '' },
    validate: useTranslatedValidation(validateResetRequest),
  });

  const submit = async ({ email }: ResetRequestValues) => {
    setFailure(null);
    try {
      await fetchGraphQL(REQUEST_PASSWORD_RESET, { email: email.trim(), language: locale });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(errorMessage(error, 'resetRequest'));
    }
  };

  if (sentTo) {
    return (
      <Alert color="green" variant="light" icon={<Icon path={mdiEmailCheckOutline} />}>
        <Text fw={700}>
          <Trans>Wir haben Ihnen eine E-Mail geschickt</Trans>
        </Text>
        <Text size="sm">
          <Trans>
            Öffnen Sie den Link in der E-Mail an {sentTo}, um ein neues Passwort festzulegen. Der Link ist
            eine Stunde gültig.
          </Trans>
        </Text>
      </Alert>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => requestAnimationFrame(() => focusFirstError(formRef.current)))}
    >
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
        <Button type="submit" loading={form.submitting} fullWidth>
          <Trans>Link anfordern</Trans>
        </Button>
        <Anchor component={Link} to={paths.login.href(locale)} size="sm">
          <Trans>Zurück zur Anmeldung</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
