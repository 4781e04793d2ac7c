import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Link } from 'react-router';
import { AuthFrame } from './AuthFrame';

export function SignInErrorPage() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Fehler bei der Registrierung`);
  return (
    <AuthFrame title={<Trans>Fehler bei der Registrierung</Trans>}>
      <Stack gap="md">
        <Text>
          <Trans>Das hat leider nicht funktioniert. Bitte versuchen Sie es erneut.</Trans>
        </Text>
        <Button component={Link} to={paths.signIn.href(locale)}>
          <Trans>Zurück zur Registrierung</Trans>
        </Button>
      </Stack>
    </AuthFrame>
  );
}
