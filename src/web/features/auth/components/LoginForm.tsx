import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { FormError } from '@web/lib/forms/FormError';
import { checkEmail, checkRequired } from '@web/lib/forms/fieldMessages';
import { focusFirstError } from '@web/lib/forms/focusFirstError';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useSession } from '@web/lib/session/SessionContext';
import { toSessionUser } from '@web/lib/session/session';
import { startSession } from '@web/lib/session/sessionStore';
import { LOGIN_CLIENT } from '../graphql/LoginClient';

interface LoginValues {
  email: string;
  password: string;
}

function validateLogin(values: LoginValues) {
  const errors: Partial<Record<keyof LoginValues, MessageDescriptor>> = {};
  const email = checkEmail(values.email);
  const password = checkRequired(values.password, msg`Bitte geben Sie ein Passwort ein.`);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

/**
 * E-mail and password. Once logged in, the guest guard of the login page sends the user on
 * (back to the page that asked for a login, or the dashboard).
 */
export function LoginForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const { store } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: useTranslatedValidation(validateLogin),
  });

  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      const password = await passwordDigest(values.password);
      const { loginClient } = await fetchGraphQL(LOGIN_CLIENT, { email: values.email.trim(), password });
      startSession(loginClient.token, toSessionUser(loginClient.client), store);
    } catch (error) {
      setFailure(errorMessage(error, 'login'));
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => requestAnimationFrame(() => focusFirstError(formRef.current)))}
    >
      <Stack gap="md">
        <FormError message={failure} />
        <TextInput
          label={t`E-Mail`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t`Passwort`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          <Trans>Anmelden</Trans>
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.resetPassword.href(locale)}>
            <Trans>Passwort vergessen?</Trans>
          </Anchor>
          <Anchor component={Link} to={paths.signIn.href(locale)}>
            <Trans>Account erstellen</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
