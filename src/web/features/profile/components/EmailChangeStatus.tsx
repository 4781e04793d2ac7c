import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { mdiCheckCircleOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { Link } from 'react-router';
import { useEmailChangeConfirmation } from '../hooks/useEmailChangeConfirmation';

/** The three states of /confirmEmail: confirming, confirmed (the new address), failed with the reason. */
export function EmailChangeStatus({ token }: { token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { store } = useSession();
  const state = useEmailChangeConfirmation(token, store);

  if (state.kind === 'confirming')
    return <PageLoader label={<Trans>Neue E-Mail-Adresse wird bestätigt …</Trans>} />;

  if (state.kind === 'failed') {
    return (
      <Stack gap="md">
        <ErrorAlert>{i18n._(state.message)}</ErrorAlert>
        <Button component={Link} to={paths.profile.href(locale)} variant="outline">
          <Trans>Zum Profil</Trans>
        </Button>
      </Stack>
    );
  }

  const email = <EmailAddress>{state.email}</EmailAddress>;
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />}>
        <Trans>
          Vielen Dank! Ihre E-Mail-Adresse ist jetzt {email}. Jedes Gerät, auf dem Sie eingeloggt waren, ist
          ausgeloggt; loggen Sie sich künftig mit dieser Adresse ein.
        </Trans>
      </Alert>
      {state.loggedIn ? (
        <Button component={Link} to={paths.profile.href(locale)}>
          <Trans>Zum Profil</Trans>
        </Button>
      ) : (
        <Button component={Link} to={paths.login.href(locale)}>
          <Trans>Zum Einloggen</Trans>
        </Button>
      )}
    </Stack>
  );
}
