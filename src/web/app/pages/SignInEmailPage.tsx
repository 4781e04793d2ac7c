import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import { ResendVerification } from '@web/features/auth/components/ResendVerification';
import type { SignInEmailState } from '@web/features/auth/components/SignInForm';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { Link, useLocation } from 'react-router';
import { AuthFrame } from './AuthFrame';

/** After registration: the account waits for the mailed link, which can be sent again. */
export function SignInEmailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const address = (useLocation().state as SignInEmailState | null)?.email;
  const email = address ? <EmailAddress>{address}</EmailAddress> : null;
  usePageTitle(t`E-Mail bestätigen`);
  return (
    <AuthFrame title={<Trans>Bitte bestätigen Sie Ihre E-Mail-Adresse</Trans>}>
      <Stack gap="md">
        <Text>
          {email ? (
            <Trans>Wir haben Ihnen eine E-Mail an {email} geschickt.</Trans>
          ) : (
            <Trans>Wir haben Ihnen eine E-Mail geschickt.</Trans>
          )}{' '}
          <Trans>
            Bitte öffnen Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen. Erst danach können Sie sich
            einloggen.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Keine E-Mail bekommen? Sehen Sie bitte auch im Spam-Ordner nach.</Trans>
        </Text>
        {address && <ResendVerification email={address} />}
        <Anchor component={Link} to={paths.login.href(locale)}>
          <Trans>Zum Einloggen</Trans>
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
