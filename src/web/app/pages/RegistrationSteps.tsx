import { Trans } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Link } from 'react-router';
import classes from './HomePage.module.css';

/** The home page's intro on registering pigeons, as four numbered steps. */
export function RegistrationSteps() {
  const locale = useLocale();
  return (
    <>
      <ol className={classes.steps}>
        <li className={classes.step}>
          <Title order={3} size="h4">
            <Trans>Konto erstellen</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Registrieren Sie sich mit Ihrer E-Mail-Adresse und bestätigen Sie den Link in der E-Mail.
            </Trans>
          </Text>
        </li>
        <li className={classes.step}>
          <Title order={3} size="h4">
            <Trans>Tauben erfassen</Trans>
          </Title>
          <Text size="sm">
            <Trans>Legen Sie unter „Meine Tauben“ jede Taube mit Ringnummer, Geschlecht und Farbe an.</Trans>
          </Text>
        </li>
        <li className={classes.step}>
          <Title order={3} size="h4">
            <Trans>Flugergebnisse kommen vom Verband</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Der Verband importiert die Preisflüge Ihrer Tauben; Entfernung und Platzierung bestimmen die
              Klasse, in der eine Taube startet. Sie selbst tragen nichts ein.
            </Trans>
          </Text>
        </li>
        <li className={classes.step}>
          <Title order={3} size="h4">
            <Trans>Zum Event anmelden</Trans>
          </Title>
          <Text size="sm">
            <Trans>Wählen Sie ein Event und melden Sie Ihre Tauben bis zum Anmeldeschluss an.</Trans>
          </Text>
        </li>
      </ol>
      <Button component={Link} to={paths.login.href(locale)} variant="outline" mt="lg">
        <Trans>Jetzt loslegen</Trans>
      </Button>
    </>
  );
}
