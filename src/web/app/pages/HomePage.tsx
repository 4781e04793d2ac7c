import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { mdiArrowRight } from '@mdi/js';
import { paths } from '@web/config/paths';
import { EventsFeed } from '@web/features/events/components/EventsFeed';
import { ResultsFeed } from '@web/features/results/components/ResultsFeed';
import { useLocale } from '@web/lib/i18n/useLocale';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import { InstallHint } from '../pwa/InstallHint';
import classes from './HomePage.module.css';
import { PageContainer } from './PageContainer';
import { RegistrationSteps } from './RegistrationSteps';

export function HomePage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  usePageTitle(pageTitle(i18n, 'home'));
  return (
    <PageContainer>
      <Stack gap={48}>
        <section className={classes.hero}>
          <div className={classes.heroInner}>
            <Title order={1} className={classes.heroTitle}>
              <Trans>Willkommen bei der Taubenschau</Trans>
            </Title>
            <Text size="lg" className={classes.heroText}>
              <Trans>
                Die schönsten Tauben des Landes auf der Schau unseres Verbandes: Hier finden Sie alle Events,
                die Käfigzuweisung und die Ergebnisse – und melden Ihre eigenen Tauben an.
              </Trans>
            </Text>
            <Group gap="sm" mt="lg">
              <Button component={Link} to={paths.events.href(locale)} size="md" variant="white">
                <Trans>Alle Events</Trans>
              </Button>
              <Button
                component={Link}
                to={paths.results.href(locale)}
                size="md"
                variant="outline"
                color="white"
                className={classes.heroSecondary}
              >
                <Trans>Ergebnisse</Trans>
              </Button>
            </Group>
          </div>
        </section>

        <section aria-labelledby="upcoming-events" className={classes.section}>
          <Group justify="space-between" align="baseline" mb="md">
            <Title order={2} id="upcoming-events">
              <Trans>Kommende Events</Trans>
            </Title>
            <Anchor component={Link} to={paths.events.href(locale)} fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <Trans>Alle Events ansehen</Trans>
                <Icon path={mdiArrowRight} />
              </Group>
            </Anchor>
          </Group>
          <EventsFeed upcomingOnly limit={3} headingOrder={3} />
        </section>

        <section aria-labelledby="latest-results" className={classes.section}>
          <Group justify="space-between" align="baseline" mb="md">
            <Title order={2} id="latest-results">
              <Trans>Aktuelle Ergebnisse</Trans>
            </Title>
            <Anchor component={Link} to={paths.results.href(locale)} fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <Trans>Alle Ergebnisse ansehen</Trans>
                <Icon path={mdiArrowRight} />
              </Group>
            </Anchor>
          </Group>
          <ResultsFeed limit={3} headingOrder={3} />
        </section>

        <section aria-labelledby="register-pigeons" className={classes.section}>
          <Title order={2} id="register-pigeons" mb="xs">
            <Trans>So melden Sie Ihre Tauben an</Trans>
          </Title>
          <Text mb="lg" maw={720}>
            <Trans>
              Jede Züchterin und jeder Züchter des Verbandes kann Tauben zu unseren Schauen anmelden. Die
              Klasse Ihrer Taube berechnen wir aus ihren Flugergebnissen.
            </Trans>
          </Text>
          <RegistrationSteps />
        </section>

        {/* Last: the browser offers the installation a moment after the page is shown, and a card
            appearing above the content pushed it down as it was being read. */}
        <InstallHint />
      </Stack>
    </PageContainer>
  );
}
