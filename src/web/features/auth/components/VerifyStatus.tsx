import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { mdiCheckCircleOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { Link } from 'react-router';
import { useVerification } from '../hooks/useVerification';

/** The three states of /verify: verifying, verified (or confirmed before), failed with the reason. */
export function VerifyStatus({ code }: { code: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { store } = useSession();
  const state = useVerification(code, store);

  if (state.kind === 'verifying')
    return <PageLoader label={<Trans>E-Mail-Adresse wird bestätigt …</Trans>} />;

  if (state.kind === 'failed') {
    return (
      <Stack gap="md">
        <ErrorAlert>{i18n._(state.message)}</ErrorAlert>
        <Group>
          <Button component={Link} to={paths.signIn.href(locale)} variant="outline">
            <Trans>Konto erstellen</Trans>
          </Button>
          <Button component={Link} to={paths.login.href(locale)} variant="subtle">
            <Trans>Zum Einloggen</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />}>
        {state.already ? (
          <Trans>Ihre E-Mail-Adresse ist bereits bestätigt.</Trans>
        ) : (
          <Trans>Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.</Trans>
        )}
      </Alert>
      {state.loggedIn ? (
        <Group>
          <Button component={Link} to={paths.signInAdditional.href(locale)}>
            <Trans>Weitere Angaben ergänzen</Trans>
          </Button>
          <Button component={Link} to={paths.dashboard.href(locale)} variant="outline">
            <Trans>Zum Dashboard</Trans>
          </Button>
        </Group>
      ) : (
        <Button component={Link} to={paths.login.href(locale)}>
          <Trans>Zum Einloggen</Trans>
        </Button>
      )}
    </Stack>
  );
}
