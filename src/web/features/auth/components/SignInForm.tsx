import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normaliseEmail } from '@shared/validation';
import { paths } from '@web/config/paths';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { FormError } from '@web/lib/forms/FormError';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { PersonFields } from '@web/lib/forms/PersonFields';
import { formFieldError, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import '@web/lib/forms/formStyles';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useSession } from '@web/lib/session/SessionContext';
import { startSession } from '@web/lib/session/sessionStore';
import { REGISTER_CLIENT } from '../graphql/RegisterClient';
import { type SignInValues, validateSignIn } from '../signInValidation';
import { ResendVerification } from './ResendVerification';

export interface SignInEmailState {
  email: string;
}

/**
 * Konto erstellen: the account is created in the current language, then the mail confirms it. An
 * address that may have an account already is told so on its field, with the ways on: the
 * verification mail again (for someone whose first one never came), or a new password.
 */
export function SignInForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { store } = useSession();
  // The address the server said may have an account (lower-cased), while it is still the one typed.
  const [existing, setExisting] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    initialValues: {
      salutation: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
    },
    validate: useTranslatedValidation(validateSignIn),
  });
  const { formProps, failure, submitting } = useFormSubmission({
    form,
    action: 'register',
    fieldErrors: (error, values) => {
      const taken = toRequestFailure(error).code === 'CLIENT_ALREADY_EXISTS';
      setExisting(taken ? normaliseEmail(values.email) : null);
      return formFieldError(error, values);
    },
    submit: async (values) => {
      const pwdHash = await passwordDigest(values.password);
      const { registerClient } = await fetchGraphQL(REGISTER_CLIENT, {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        pwdHash,
        language: locale,
        salutation: values.salutation || null,
      });
      return registerClient;
    },
    onSuccess: async ({ token }, values) => {
      // The token is kept as on login; it logs in once the e-mail is confirmed.
      startSession(token, undefined, store);
      const state: SignInEmailState = { email: values.email.trim() };
      await navigate(paths.signInEmail.href(locale), { state });
    },
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormError message={failure} />
        <PersonFields form={form} />
        {existing !== null && existing === normaliseEmail(form.values.email) && (
          <Stack gap="xs">
            <ResendVerification key={existing} email={existing} />
            <Anchor component={Link} to={paths.resetPassword.href(locale)} size="sm">
              <Trans>Passwort vergessen?</Trans>
            </Anchor>
          </Stack>
        )}
        <PasswordField
          label={t`Passwort`}
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
        {/* Before the account exists, what is stored and why; a new tab keeps what was typed here. */}
        <Text size="sm">
          <Trans>
            Was wir zu Ihrem Konto speichern und wozu, steht in der{' '}
            <Anchor component={Link} to={paths.privacy.href(locale)} target="_blank">
              Datenschutzerklärung (öffnet in einem neuen Tab)
            </Anchor>
            .
          </Trans>
        </Text>
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Konto erstellen</Trans>
        </Button>
        <Text size="sm">
          <Trans>Sie haben schon ein Konto?</Trans>{' '}
          <Anchor component={Link} to={paths.login.href(locale)}>
            <Trans>Einloggen</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
