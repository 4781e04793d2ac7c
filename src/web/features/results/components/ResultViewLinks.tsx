import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import { RESULT_VIEW_LABELS, type ResultView } from '../resultTexts';
import { RESULT_VIEWS } from './ResultViewNav';

const DESCRIPTIONS: Partial<Record<ResultView, MessageDescriptor>> = {
  list: msg`Plätze, Noten und Preise in jeder Klasse`,
  cards: msg`Eine Karte je Käfig mit QR-Code, zum Ausdrucken`,
  breeders: msg`Die Tauben jedes Züchters und seine drei besten Noten`,
  bestBreeder: msg`Die Rangliste der Züchter, angeführt vom Schausieger`,
};

/** The four detailed views of an event's results, as links with what each shows. */
export function ResultViewLinks({ eventId }: { eventId: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="result-views" data-print-hide="">
      <Title order={2} id="result-views" mb="sm">
        <Trans>Alle Ergebnisse ansehen</Trans>
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {RESULT_VIEWS.filter(({ view }) => view !== 'summary').map(({ view, path, icon }) => (
          <li key={view}>
            <Card
              component={Link}
              to={paths[path].href(locale, { resultId: eventId })}
              withBorder
              radius="md"
              padding="md"
              bg="white"
              h="100%"
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Icon path={icon} size="1.5em" style={{ color: 'var(--mantine-color-terracotta-7)' }} />
                <div>
                  <Text fw={700} c="terracotta.7" td="underline">
                    {i18n._(RESULT_VIEW_LABELS[view])}
                  </Text>
                  <Text size="sm">{i18n._(DESCRIPTIONS[view] ?? RESULT_VIEW_LABELS[view])}</Text>
                </div>
              </Group>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
