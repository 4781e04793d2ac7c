import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normaliseEmail } from '@shared/validation';
import { paths } from '@web/config/paths';
import { FormError } from '@web/lib/forms/FormError';
import { checkEmail, checkRequired } from '@web/lib/forms/fieldMessages';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useSession } from '@web/lib/session/SessionContext';
import { toSessionUser } from '@web/lib/session/session';
import { startSession } from '@web/lib/session/sessionStore';
import { LOGIN_CLIENT } from '../graphql/LoginClient';
import { ResendVerification } from './ResendVerification';

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
 * (back to the page that asked for a login, or the dashboard). The right password of an
 * unconfirmed account is refused with the reason, and the verification mail is offered again for
 * the address typed.
 */
export function LoginForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const { store } = useSession();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: useTranslatedValidation(validateLogin),
  });
  const { formProps, failure, failureCode, submitting } = useFormSubmission({
    form,
    action: 'login',
    submit: async (values) => {
      const password = await passwordDigest(values.password);
      return (await fetchGraphQL(LOGIN_CLIENT, { email: values.email.trim(), password })).loginClient;
    },
    onSuccess: ({ token, client }) => startSession(token, toSessionUser(client), store),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormError message={failure} />
        {failureCode === 'CLIENT_NOT_VERIFIED' && (
          <ResendVerification key={normaliseEmail(form.values.email)} email={form.values.email} />
        )}
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
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Einloggen</Trans>
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.resetPassword.href(locale)}>
            <Trans>Passwort vergessen?</Trans>
          </Anchor>
          <Anchor component={Link} to={paths.signIn.href(locale)}>
            <Trans>Konto erstellen</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
